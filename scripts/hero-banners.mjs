#!/usr/bin/env node
/**
 * Writes the smaller copies of the landing's built-in hero banners beside them in web/public/images/hero/
 * (the widths and names web/src/features/landing/lib/hero-banners.ts offers; its unit test checks every file):
 * banner-N-{640,960,1280}w.webp, the whole banner narrower, and banner-N-portrait-{338,506}w.webp, a 9:16 crop of
 * the middle at full height for portrait phones. WebP quality 75, the same as the upload formats. Run it after
 * replacing a banner; the output is committed (the same sharp version writes the same bytes).
 *
 * AVIF is not written: measured on these eight banners it was 0–10 % smaller than WebP at 6–10× the encode time
 * (docs/performance.md, "Responsive pictures").
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// sharp is the cms's dependency (it makes the upload formats); the same version writes these files.
const sharp = createRequire(path.join(root, 'cms/package.json'))('sharp');
const dir = path.join(root, 'web/public/images/hero');
const COUNT = 8;
const SIZE = { width: 1600, height: 900 };
const WIDTHS = [640, 960, 1280];
const PORTRAIT = { width: 506, height: 900, widths: [338, 506] };
const WEBP = { quality: 75, effort: 6 };

for (let n = 1; n <= COUNT; n += 1) {
  const source = path.join(dir, `banner-${n}.webp`);
  const { width, height } = await sharp(source).metadata();
  if (width !== SIZE.width || height !== SIZE.height)
    throw new Error(`${source}: ${width}×${height}, expected ${SIZE.width}×${SIZE.height}`);
  for (const w of WIDTHS)
    await sharp(source)
      .resize(w)
      .webp(WEBP)
      .toFile(path.join(dir, `banner-${n}-${w}w.webp`));
  const crop = { left: Math.round((SIZE.width - PORTRAIT.width) / 2), top: 0, ...PORTRAIT };
  for (const w of PORTRAIT.widths)
    await sharp(source)
      .extract({ left: crop.left, top: crop.top, width: crop.width, height: crop.height })
      .resize(w)
      .webp(WEBP)
      .toFile(path.join(dir, `banner-${n}-portrait-${w}w.webp`));
}
console.log(
  `hero banners: ${COUNT} × ${WIDTHS.length + PORTRAIT.widths.length} files in ${path.relative(process.cwd(), dir)}`,
);
