import crypto from 'crypto';
import fs from 'fs';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../config/app-config';
import { badRequest, httpError } from '../../../lib/http-error';
import { reencodeImage } from '../../../lib/image-reencode';
import { sniffImageFile } from '../../../lib/image-sniff';
import type { UploadedFile } from '../../../lib/multipart';

export const IMAGE_ONLY = 'Hanya file gambar (JPG, PNG, WebP, GIF, AVIF) yang dapat diunggah.';
export const NO_FILE = 'Pilih file gambar untuk diunggah.';

export interface StoredImage {
  id: number;
  url: string;
}

/**
 * Stores an uploaded image through Strapi's upload plugin (so editors see it in the media library):
 * the type is sniffed from the bytes and decoded once to be sure it is an image; the stored name is
 * ours, never the client's; anything else is refused before a byte is written.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async store(file: UploadedFile | undefined, purpose: string): Promise<StoredImage> {
    if (!file) throw badRequest(NO_FILE);
    if (file.size > appConfig.uploadMaxBytes)
      throw httpError(413, `Ukuran file melebihi batas ${Math.round(appConfig.uploadMaxBytes / 1048576)} MB.`);
    const sniffed = await sniffImageFile(file.filepath);
    if (!sniffed) throw httpError(415, IMAGE_ONLY);
    const safePurpose = purpose.replace(/[^a-z0-9-]/gi, '').slice(0, 30) || 'image';
    const name = `${safePurpose}-${Date.now()}-${crypto.randomBytes(4).toString('hex')}.${sniffed.ext}`;
    // Decoded and written again: a file that does not fully decode is refused, and whatever rode along
    // (bytes after the image, a script in a polyglot, EXIF with GPS positions) is not stored.
    const clean = `${file.filepath}-clean`;
    try {
      await reencodeImage(file.filepath, clean, sniffed.ext);
    } catch {
      await fs.promises.rm(clean, { force: true });
      throw httpError(415, IMAGE_ONLY);
    }
    try {
      const { size } = await fs.promises.stat(clean);
      const [stored] = await strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { name, alternativeText: '', caption: '' } },
          files: { filepath: clean, originalFilename: name, mimetype: sniffed.mime, size },
        });
      return { id: stored.id, url: stored.url };
    } finally {
      await fs.promises.rm(clean, { force: true });
    }
  },

  /** Deletes a stored image again (e.g. when the save it belonged to failed). */
  async remove(image: StoredImage | undefined) {
    if (!image) return;
    const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id: image.id } });
    if (file) await strapi.plugin('upload').service('upload').remove(file);
  },
});
