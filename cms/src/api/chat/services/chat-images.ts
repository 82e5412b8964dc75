import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../config/app-config';
import { httpError } from '../../../lib/http-error';
import {
  bucketObjectUrl,
  deleteBucketObject,
  listBucketObjects,
  putBucketObject,
  usesUploadBucket,
} from '../../../lib/upload-bucket';
import type { UploadedFile } from '../../../lib/multipart';
import { checkUpload } from '../../../lib/upload-policy';
import { CHAT_IMAGE_TYPES, CHAT_IMAGE_WRONG_TYPE, chatImageTooLarge } from '@hmti/contract';

const ALLOWED = new Set<string>(CHAT_IMAGE_TYPES);
const NAME = /^[a-f0-9]{32}\.(jpg|png|webp|gif)$/;
const BUCKET_PREFIX = 'chat/';
const BUDGET_CHECK_MS = 60_000;

/**
 * Chat images live in public/uploads/chat — or under chat/ in the upload bucket when one is configured — under
 * random names with the sniffed extension (never the client's name or type), are removed with their conversation,
 * and are kept under a storage budget.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const dir = path.join(appConfig.publicDir, 'uploads', 'chat');
  let lastBudgetCheck = 0;

  const bucket = usesUploadBucket();
  const fileOf = (name: string) => path.join(dir, name);
  const urlOf = (name: string) => (bucket ? bucketObjectUrl(`${BUCKET_PREFIX}${name}`) : `/uploads/chat/${name}`);
  /** The name of one of our images behind a URL, or null for any other URL. */
  const nameOf = (url: string) => {
    const name = url.slice(url.lastIndexOf('/') + 1);
    return NAME.test(name) && url === urlOf(name) ? name : null;
  };
  const removeName = (name: string) =>
    bucket ? deleteBucketObject(`${BUCKET_PREFIX}${name}`) : fs.promises.rm(fileOf(name), { force: true });

  /** Our images in store: their names, sizes and times written. */
  async function storedFiles() {
    if (bucket)
      return (await listBucketObjects(BUCKET_PREFIX))
        .map((o) => ({ name: o.key.slice(BUCKET_PREFIX.length), size: o.size, modified: o.modified }))
        .filter((o) => NAME.test(o.name));
    const names = (await fs.promises.readdir(dir)).filter((n) => NAME.test(n));
    const files = await Promise.all(
      names.map(async (name) => {
        const stat = await fs.promises.stat(fileOf(name)).catch(() => null);
        return stat ? { name, size: stat.size, modified: stat.mtimeMs } : null;
      }),
    );
    return files.filter((f) => f !== null);
  }

  async function enforceBudget() {
    const present = (await storedFiles()).sort((a, b) => a.modified - b.modified);
    let total = present.reduce((sum, f) => sum + f.size, 0);
    if (total <= appConfig.chat.imageStoreMaxBytes) return;
    for (const f of present) {
      if (total <= appConfig.chat.imageStoreMaxBytes * 0.9) break;
      await removeName(f.name);
      total -= f.size;
    }
    strapi.log.info(`chat images over budget: oldest removed, ${Math.round(total / 1048576)} MB kept`);
  }

  return {
    /** Checks and stores an uploaded image; throws 413/415 for what it refuses. */
    async save(upload: UploadedFile) {
      if (upload.size > appConfig.chat.imageMaxBytes)
        throw httpError(413, chatImageTooLarge(Math.round(appConfig.chat.imageMaxBytes / 1048576)));
      // The upload policy (type from the bytes, decoded under the pixel limit and written again from its pixels: a
      // visitor's phone photo keeps no GPS/EXIF data on a public URL); chat names its own narrower list of types.
      const id = crypto.randomBytes(16).toString('hex');
      const image = await checkUpload(upload, ['image'], id).catch((err: Error & { status?: number }) => {
        throw err.status === 413 ? err : httpError(415, CHAT_IMAGE_WRONG_TYPE);
      });
      let bytes: Buffer;
      try {
        if (!ALLOWED.has(image.mime)) throw httpError(415, CHAT_IMAGE_WRONG_TYPE);
        bytes = await fs.promises.readFile(image.filepath);
      } finally {
        await image.remove();
      }
      const name = image.originalFilename;
      if (bucket) await putBucketObject(`${BUCKET_PREFIX}${name}`, bytes, image.mime);
      else {
        await fs.promises.mkdir(dir, { recursive: true });
        await fs.promises.writeFile(fileOf(name), bytes);
      }
      if (Date.now() - lastBudgetCheck > BUDGET_CHECK_MS) {
        lastBudgetCheck = Date.now();
        await enforceBudget().catch((err) =>
          strapi.log.warn(`chat image budget check failed: ${(err as Error).message}`),
        );
      }
      return { url: urlOf(name), mime: image.mime, bytes };
    },

    /** Deletes stored chat images by their URLs (anything not one of ours is ignored). */
    async remove(urls: Array<string | undefined>) {
      await Promise.all(
        urls
          .map((u) => (u ? nameOf(u) : null))
          .filter((n) => n !== null)
          .map((n) => removeName(n).catch(() => undefined)),
      );
    },
  };
};
