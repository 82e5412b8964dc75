import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../config/app-config';
import { httpError } from '../../../lib/http-error';
import { reencodeImage } from '../../../lib/image-reencode';
import { sniffImageFile } from '../../../lib/image-sniff';
import type { UploadedFile } from '../../../lib/multipart';
import { CHAT_IMAGE_TYPES as ACCEPTED_CHAT_IMAGES } from '@hmti/contract';

export const CHAT_IMAGE_TYPES = 'Gambar harus berformat JPG, PNG, WebP, atau GIF.';
export const chatImageTooBig = () => `Ukuran gambar maksimal ${Math.round(appConfig.chat.imageMaxBytes / 1048576)} MB.`;

const ALLOWED = new Set<string>(ACCEPTED_CHAT_IMAGES);
const NAME = /^[a-f0-9]{32}\.(jpg|png|webp|gif)$/;
const URL_PREFIX = '/uploads/chat/';
const BUDGET_CHECK_MS = 60_000;

export interface ChatImage {
  url: string;
  mime: string;
  file: string;
}

/**
 * Chat images live in public/uploads/chat under random names with the sniffed extension (never the
 * client's name or type), are removed with their conversation, and the folder is kept under a disk budget.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const dir = path.join(appConfig.publicDir, 'uploads', 'chat');
  let lastBudgetCheck = 0;

  const fileOf = (url: string): string | null => {
    if (!url.startsWith(URL_PREFIX)) return null;
    const name = url.slice(URL_PREFIX.length);
    return NAME.test(name) ? path.join(dir, name) : null;
  };

  async function enforceBudget() {
    const names = (await fs.promises.readdir(dir)).filter((n) => NAME.test(n));
    const files = await Promise.all(
      names.map(async (n) => {
        const stat = await fs.promises.stat(path.join(dir, n)).catch(() => null);
        return stat ? { file: path.join(dir, n), size: stat.size, mtime: stat.mtimeMs } : null;
      }),
    );
    const present = files.filter((f): f is NonNullable<typeof f> => f !== null).sort((a, b) => a.mtime - b.mtime);
    let total = present.reduce((sum, f) => sum + f.size, 0);
    const target = appConfig.chat.imageStoreMaxBytes * 0.9;
    if (total <= appConfig.chat.imageStoreMaxBytes) return;
    for (const f of present) {
      if (total <= target) break;
      await fs.promises.rm(f.file, { force: true });
      total -= f.size;
    }
    strapi.log.info(`chat images over budget: oldest removed, ${Math.round(total / 1048576)} MB kept`);
  }

  return {
    /** Checks and stores an uploaded image; throws 413/415 for what it refuses. */
    async save(upload: UploadedFile): Promise<ChatImage> {
      if (upload.size > appConfig.chat.imageMaxBytes) throw httpError(413, chatImageTooBig());
      const sniffed = await sniffImageFile(upload.filepath);
      if (!sniffed || !ALLOWED.has(sniffed.mime)) throw httpError(415, CHAT_IMAGE_TYPES);
      await fs.promises.mkdir(dir, { recursive: true });
      const name = `${crypto.randomBytes(16).toString('hex')}.${sniffed.ext}`;
      const file = path.join(dir, name);
      // Written again from its pixels: a visitor's phone photo keeps no GPS/EXIF data on a public URL.
      try {
        await reencodeImage(upload.filepath, file, sniffed.ext);
      } catch {
        await fs.promises.rm(file, { force: true });
        throw httpError(415, CHAT_IMAGE_TYPES);
      }
      if (Date.now() - lastBudgetCheck > BUDGET_CHECK_MS) {
        lastBudgetCheck = Date.now();
        await enforceBudget().catch((err) =>
          strapi.log.warn(`chat image budget check failed: ${(err as Error).message}`),
        );
      }
      return { url: `${URL_PREFIX}${name}`, mime: sniffed.mime, file };
    },

    async read(image: ChatImage): Promise<Buffer> {
      return fs.promises.readFile(image.file);
    },

    /** Deletes stored chat images by their URLs (anything not one of ours is ignored). */
    async remove(urls: Array<string | undefined>) {
      await Promise.all(
        urls
          .map((u) => (u ? fileOf(u) : null))
          .filter((f): f is string => f !== null)
          .map((f) => fs.promises.rm(f, { force: true }).catch(() => undefined)),
      );
    },
  };
};
