import sharp from 'sharp';
import type { SniffedImage } from './image-sniff';

const MAX_PIXELS = 40_000_000;

/**
 * Decodes an image fully and writes it again in its own format: a file that does not decode is refused (throws),
 * and whatever rode along (trailing bytes, polyglot payloads, EXIF/GPS metadata) is not kept.
 */
export async function reencodeImage(source: string, target: string, ext: SniffedImage['ext']) {
  const animated = ext === 'gif' || ext === 'webp';
  const image = sharp(source, { animated, failOn: 'truncated', limitInputPixels: MAX_PIXELS });
  const meta = await image.metadata();
  if (!meta.width || !meta.height) throw new Error('no dimensions');
  if (!animated) image.rotate();
  const formats = {
    jpg: () => image.jpeg({ quality: 90 }),
    png: () => image.png(),
    gif: () => image.gif(),
    webp: () => image.webp({ quality: 90 }),
    avif: () => image.avif({ quality: 70 }),
  };
  await formats[ext]().toFile(target);
}
