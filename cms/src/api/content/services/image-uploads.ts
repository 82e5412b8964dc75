import crypto from 'crypto';
import fs from 'fs';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../config/app-config';
import { badRequest, httpError } from '../../../lib/http-error';
import { sniffImage } from '../../../lib/image-sniff';
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
    if (file.size > appConfig.uploadMaxBytes) throw httpError(413, `Ukuran file melebihi batas ${Math.round(appConfig.uploadMaxBytes / 1048576)} MB.`);
    const handle = await fs.promises.open(file.filepath, 'r');
    const head = Buffer.alloc(16);
    try {
      await handle.read(head, 0, 16, 0);
    } finally {
      await handle.close();
    }
    const sniffed = sniffImage(head);
    if (!sniffed) throw httpError(415, IMAGE_ONLY);
    try {
      const meta = await sharp(file.filepath).metadata();
      if (!meta.width || !meta.height) throw new Error('no dimensions');
    } catch {
      throw httpError(415, IMAGE_ONLY);
    }
    const safePurpose = purpose.replace(/[^a-z0-9-]/gi, '').slice(0, 30) || 'image';
    const name = `${safePurpose}-${Date.now()}-${crypto.randomBytes(4).toString('hex')}.${sniffed.ext}`;
    const [stored] = await strapi.plugin('upload').service('upload').upload({
      data: { fileInfo: { name, alternativeText: '', caption: '' } },
      files: { filepath: file.filepath, originalFilename: name, mimetype: sniffed.mime, size: file.size },
    });
    return { id: stored.id, url: stored.url };
  },

  /** Deletes a stored image again (e.g. when the save it belonged to failed). */
  async remove(image: StoredImage | undefined) {
    if (!image) return;
    const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id: image.id } });
    if (file) await strapi.plugin('upload').service('upload').remove(file);
  },
});
