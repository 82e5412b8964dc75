import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { WEBP_FORMAT_PREFIX } from '../../lib/responsive-image';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { refuseIfAnyShown, refuseIfShown } from '../../lib/files-in-use';
import { checkUpload, isCheckedUpload, type CheckedUpload } from '../../lib/upload-policy';

/**
 * Files are uploaded through our own permission-checked routes (/api/upload…): the plugin's content-API routes are
 * removed; editors keep the media library in /admin. Every file the upload service stores or replaces goes through the
 * upload policy first (src/lib/upload-policy.ts).
 *
 * Every resized format of a JPEG or PNG also gets a WebP copy (`webp_small`, …) for the public pages' `srcset`
 * (src/lib/responsive-image.ts): 25–50 % smaller than the plugin's JPEG at 80 on photos. AVIF would save another
 * 25–40 % but took 1.3–5.7 s per format on a 2-core server, which an editor waits for on every upload.
 */

interface GeneratedFile {
  name: string;
  hash: string;
  ext?: string;
  mime?: string;
  filepath: string;
  path?: string | null;
  width?: number;
  height?: number;
  size?: number;
  sizeInBytes?: number;
  getStream: () => NodeJS.ReadableStream;
}
type Format = { key: string; file: GeneratedFile } | null;
type ImageManipulation = { generateResponsiveFormats: (file: GeneratedFile) => Promise<Format[]> };

interface IncomingFile {
  filepath: string;
  size: number;
  originalFilename?: string | null;
}
interface UploadService {
  upload: (input: { data: unknown; files: IncomingFile | IncomingFile[] }, opts?: unknown) => Promise<unknown>;
  replace: (id: unknown, input: { data: unknown; file: IncomingFile }, opts?: unknown) => Promise<unknown>;
  remove: (file: { id: unknown }) => Promise<unknown>;
}

/** The part of the plugin object this extension touches. */
interface UploadPlugin {
  routes: { 'content-api': { routes: unknown[] } };
  services: Record<string, unknown>;
  controllers: Record<string, unknown>;
}

/** The client's file name without its extension (Strapi still checks it for reserved characters). */
const baseNameOf = (file: IncomingFile) => path.parse(file.originalFilename ?? '').name || 'file';

/** Runs `store` with the policy's version of each file (files our routes already checked pass as they are). */
async function withPolicy<T>(
  files: IncomingFile[],
  store: (checked: IncomingFile[]) => Promise<T>,
  kinds: Parameters<typeof checkUpload>[1] = ['image', 'video'],
): Promise<T> {
  const made: CheckedUpload[] = [];
  const ready: IncomingFile[] = [];
  try {
    for (const file of files) {
      const checked = isCheckedUpload(file) ? null : await checkUpload(file, kinds, baseNameOf(file));
      if (checked) made.push(checked);
      ready.push(checked ?? file);
    }
    return await store(ready);
  } finally {
    await Promise.all(made.map((file) => file.remove()));
  }
}

const WEBP_QUALITY = 75;
const CONVERTED = new Set(['image/jpeg', 'image/png']);

/** A WebP copy of a generated format, resized from the original (not from the format's own lossy JPEG). */
async function webpCopy(original: GeneratedFile, format: { key: string; file: GeneratedFile }): Promise<Format> {
  const { file } = format;
  const filepath = path.join(path.dirname(file.filepath), `${WEBP_FORMAT_PREFIX}${file.hash}`);
  const source = original.filepath
    ? sharp(original.filepath).resize({ width: file.width, height: file.height, fit: 'fill' })
    : sharp(file.filepath);
  const info = await source.webp({ quality: WEBP_QUALITY }).toFile(filepath);
  return {
    key: `${WEBP_FORMAT_PREFIX}${format.key}`,
    file: {
      name: `${WEBP_FORMAT_PREFIX}${file.name.replace(/\.[a-z]+$/i, '')}.webp`,
      hash: `${WEBP_FORMAT_PREFIX}${file.hash}`,
      ext: '.webp',
      mime: 'image/webp',
      filepath,
      path: file.path ?? null,
      width: info.width,
      height: info.height,
      size: Math.round((info.size / 1000) * 100) / 100,
      sizeInBytes: info.size,
      getStream: () => fs.createReadStream(filepath),
    },
  };
}

export default <P extends UploadPlugin>(plugin: P): P => {
  plugin.routes['content-api'].routes = [];
  const makeUploadService = plugin.services.upload as (deps: unknown) => UploadService;
  plugin.services.upload = (deps: unknown): UploadService => {
    const service = makeUploadService(deps);
    const { strapi } = deps as { strapi: Core.Strapi };
    const { upload, replace, remove } = service;
    return Object.assign(service, {
      // An upload never attaches itself to an entry (`ref`, `refId`, `field`, which Strapi writes from the file's
      // side): the entry's own rules — pictures only, shown sources — would not see it. /admin's forms pick the file
      // into the field instead, as the site's do; Strapi's own `replace` drops them too.
      upload: (input: Parameters<UploadService['upload']>[0], opts?: unknown) =>
        withPolicy([input.files].flat(), (files) => {
          const { ref: _ref, refId: _refId, field: _field, ...data } = (input.data ?? {}) as Record<string, unknown>;
          return upload({ ...input, data, files: Array.isArray(input.files) ? files : files[0] }, opts);
        }),
      // A replacement is of the file's own kind: Strapi keeps the replaced file's name and extension, so a video
      // put in a picture's place would be served as that picture (….png) into every <img> that shows it.
      replace: async (id: unknown, input: Parameters<UploadService['replace']>[1], opts?: unknown) => {
        const stored = (await strapi.db.query('plugin::upload.file').findOne({ where: { id }, select: ['mime'] })) as {
          mime?: string;
        } | null;
        const kind = stored?.mime?.startsWith('video/') ? 'video' : 'image';
        return withPolicy([input.file], ([file]) => replace(id, { ...input, file }, opts), [kind]);
      },
      remove: async (file: { id: unknown }) => {
        await refuseIfShown(strapi, file.id);
        return remove(file);
      },
    });
  };
  // The Media Library's bulk delete (files and folders) deletes nothing when any file in it is still shown.
  const folderFiles = plugin.controllers['admin-folder-file'] as { deleteMany: (ctx: Context) => Promise<unknown> };
  const { deleteMany } = folderFiles;
  folderFiles.deleteMany = async (ctx: Context) => {
    const { fileIds, folderIds } = (ctx.request.body ?? {}) as Record<string, unknown>;
    await refuseIfAnyShown(strapi, fileIds, folderIds);
    return deleteMany.call(folderFiles, ctx);
  };
  const manipulation = plugin.services['image-manipulation'] as ImageManipulation;
  const generate = manipulation.generateResponsiveFormats;
  manipulation.generateResponsiveFormats = async (file) => {
    const formats = await generate(file);
    if (!CONVERTED.has(file.mime ?? '')) return formats;
    const copies = await Promise.all(formats.filter((f) => f !== null).map((f) => webpCopy(file, f)));
    return [...formats, ...copies];
  };
  return plugin;
};
