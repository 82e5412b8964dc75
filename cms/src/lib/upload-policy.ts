import fs from 'fs';
import path from 'path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { httpError } from './http-error';
import type { UploadedFile } from './multipart';

/**
 * The one upload policy, for every door that stores a file: the site's own routes and Strapi's upload service, which
 * the /admin Media Library goes through (src/extensions/upload/strapi-server.ts).
 * - Only pictures and the videos the library shows are stored; the type (and the stored extension) is detected from
 *   the file's first bytes, never from its name or the client's Content-Type.
 * - Pictures are decoded under a pixel limit (checked from their header first) and written again, so whatever rode
 *   along (a script after the image, a polyglot, EXIF/GPS data) is not kept.
 * - /uploads serves only picture and video extensions as themselves; anything else there is a sandboxed download
 *   (src/middlewares/upload-headers.ts).
 */
type UploadKind = 'image' | 'video';

interface UploadType {
  mime: string;
  ext: string;
  kind: UploadKind;
}

const type = (mime: string, ext: string, kind: UploadKind): UploadType => ({ mime, ext, kind });
const JPEG = type('image/jpeg', 'jpg', 'image');
const PNG = type('image/png', 'png', 'image');
const GIF = type('image/gif', 'gif', 'image');
const WEBP = type('image/webp', 'webp', 'image');
const AVIF = type('image/avif', 'avif', 'image');
const MP4 = type('video/mp4', 'mp4', 'video');
const MOV = type('video/quicktime', 'mov', 'video');
const WEBM = type('video/webm', 'webm', 'video');
const OGG = type('video/ogg', 'ogv', 'video');

/** Extensions /uploads serves as themselves (older uploads may still be named .jpeg or .ogg). */
const SERVED_AS_MEDIA = new Set([
  ...[JPEG, PNG, GIF, WEBP, AVIF, MP4, MOV, WEBM, OGG].map((t) => t.ext),
  'jpeg',
  'ogg',
  'm4v',
]);
export const isServedAsMedia = (file: string) => SERVED_AS_MEDIA.has(path.extname(file).slice(1).toLowerCase());

/** Pixels a picture may have (all frames of an animation together): 40 MP, a 7300 × 5500 photo. */
const MAX_PIXELS = 40_000_000;

const IMAGE_NAMES = 'JPG, PNG, WebP, GIF, AVIF';
const VIDEO_NAMES = 'MP4, WebM, Ogg, MOV';
const IMAGE_ONLY = `Hanya file gambar (${IMAGE_NAMES}) yang dapat diunggah.`;
const IMAGE_OR_VIDEO = `Hanya file gambar (${IMAGE_NAMES}) atau video (${VIDEO_NAMES}) yang dapat diunggah.`;
const BROKEN_IMAGE = `File ini bukan gambar utuh yang dapat dibaca (${IMAGE_NAMES}).`;
const tooManyPixels = (width: number, height: number) =>
  `Gambar terlalu besar: ${width} × ${height} piksel; paling banyak ${MAX_PIXELS / 1_000_000} megapiksel.`;

/** ISO base media brands (bytes 8–11 of an `ftyp` box) of the MP4 family browsers play. */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VP', 'dash']);

/** The type of a file from its first bytes (null: not one we store). */
function detectUploadType(head: Buffer): UploadType | null {
  const ascii = head.toString('latin1');
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return JPEG;
  if (ascii.startsWith('\x89PNG\r\n\x1a\n')) return PNG;
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return GIF;
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return WEBP;
  if (ascii.slice(4, 8) === 'ftyp') {
    const brand = ascii.slice(8, 12);
    if (brand === 'avif' || brand === 'avis') return AVIF;
    if (brand === 'qt  ') return MOV;
    if (MP4_BRANDS.has(brand)) return MP4;
    return null;
  }
  // Matroska's EBML header naming the webm document type (plain .mkv is not played by browsers).
  if (ascii.startsWith('\x1a\x45\xdf\xa3') && ascii.slice(4, 64).includes('webm')) return WEBM;
  if (ascii.startsWith('OggS')) return OGG;
  return null;
}

async function readHead(filepath: string) {
  const handle = await fs.promises.open(filepath, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A file the policy accepted: what goes to storage (a re-encoded copy for pictures), named by its detected type. */
export interface CheckedUpload extends UploadType {
  filepath: string;
  originalFilename: string;
  mimetype: string;
  detectedMimeType: string;
  size: number;
  /** Deletes the re-encoded copy (call once the file is stored or refused). */
  remove: () => Promise<void>;
}

const checked = new WeakSet<object>();
/** Whether a file already went through checkUpload (so Strapi's upload service does not do it twice). */
export const isCheckedUpload = (file: object) => checked.has(file);

/** Decodes a picture under the pixel limit and writes it again in its own format to `target`. */
async function reencode(source: string, target: string, ext: string) {
  const animated = ext === 'gif' || ext === 'webp';
  let meta: Metadata;
  try {
    meta = await sharp(source, { animated }).metadata();
  } catch {
    throw httpError(415, BROKEN_IMAGE);
  }
  if (!meta.width || !meta.height) throw httpError(415, BROKEN_IMAGE);
  const frameHeight = meta.pageHeight ?? meta.height;
  if (meta.width * meta.height > MAX_PIXELS) throw httpError(413, tooManyPixels(meta.width, frameHeight));
  const image = sharp(source, { animated, failOn: 'truncated', limitInputPixels: MAX_PIXELS });
  if (!animated) image.rotate();
  const formats: Record<string, () => Sharp> = {
    jpg: () => image.jpeg({ quality: 90 }),
    png: () => image.png(),
    gif: () => image.gif(),
    webp: () => image.webp({ quality: 90 }),
    avif: () => image.avif({ quality: 70 }),
  };
  try {
    await formats[ext]().toFile(target);
  } catch {
    await fs.promises.rm(target, { force: true });
    throw httpError(415, BROKEN_IMAGE);
  }
}

/**
 * Applies the policy to an uploaded file: throws 415 (a type not accepted here, a picture that does not decode) or
 * 413 (too many pixels) with the same message at every door, or returns what may be stored, named `<baseName>.<ext>`.
 */
export async function checkUpload(
  file: Pick<UploadedFile, 'filepath' | 'size'>,
  accept: readonly UploadKind[],
  baseName: string,
): Promise<CheckedUpload> {
  const detected = file.size > 0 ? detectUploadType(await readHead(file.filepath)) : null;
  if (!detected || !accept.includes(detected.kind))
    throw httpError(415, accept.includes('video') ? IMAGE_OR_VIDEO : IMAGE_ONLY);
  let filepath = file.filepath;
  if (detected.kind === 'image') {
    filepath = `${file.filepath}-clean.${detected.ext}`;
    await reencode(file.filepath, filepath, detected.ext);
  }
  const { size } = await fs.promises.stat(filepath);
  const result: CheckedUpload = {
    ...detected,
    filepath,
    originalFilename: `${baseName}.${detected.ext}`,
    mimetype: detected.mime,
    detectedMimeType: detected.mime,
    size,
    remove: async () => {
      if (filepath !== file.filepath) await fs.promises.rm(filepath, { force: true });
    },
  };
  checked.add(result);
  return result;
}
