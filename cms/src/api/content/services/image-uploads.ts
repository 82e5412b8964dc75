import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../config/app-config';
import { badRequest, httpError } from '../../../lib/http-error';
import type { UploadedFile } from '../../../lib/multipart';
import { checkUpload } from '../../../lib/upload-policy';
import { pluginService } from '../../../lib/services';

interface StoredImage {
  id: number;
  url: string;
}

/**
 * Stores an uploaded image through Strapi's upload plugin (so editors see it in the media library), after the upload
 * policy (src/lib/upload-policy.ts: type from the bytes, pictures only here, re-encoded under a pixel limit); the
 * stored name is ours, never the client's; anything else is refused before a byte is written.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async store(file: UploadedFile | undefined, purpose: string): Promise<StoredImage> {
    if (!file) throw badRequest('Pilih file gambar untuk diunggah.');
    if (file.size > appConfig.uploadMaxBytes)
      throw httpError(413, `Ukuran file melebihi batas ${Math.round(appConfig.uploadMaxBytes / 1048576)} MB.`);
    const safePurpose = purpose.replace(/[^a-z0-9-]/gi, '').slice(0, 30) || 'image';
    const baseName = `${safePurpose}-${Date.now()}-${crypto.randomBytes(4).toString('hex')}`;
    const image = await checkUpload(file, ['image'], baseName);
    try {
      const [stored] = await pluginService(strapi, 'upload', 'upload').upload({
        data: { fileInfo: { name: image.originalFilename, alternativeText: '', caption: '' } },
        files: [image],
      });
      return { id: stored.id, url: stored.url };
    } finally {
      await image.remove();
    }
  },

  /** Runs the save a just-stored image belongs to; when the save fails, the image is deleted again. */
  async keepIfSaved<T>(image: StoredImage | undefined, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      const file = image && (await strapi.db.query('plugin::upload.file').findOne({ where: { id: image.id } }));
      if (file) await pluginService(strapi, 'upload', 'upload').remove(file);
      throw error;
    }
  },
});
