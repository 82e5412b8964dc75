import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bannerCandidates, bannerImage, bannerPortrait, HERO_BANNER_COUNT } from '../hero-banners';

/** A WebP file's size from its header (simple lossy 'VP8 ' or extended 'VP8X'; the banners are written lossy). */
function webpSize(file: string): { width: number; height: number } | null {
  const b = fs.readFileSync(file);
  if (b.toString('ascii', 0, 4) !== 'RIFF' || b.toString('ascii', 8, 12) !== 'WEBP') return null;
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  return null;
}

const publicDir = path.resolve(import.meta.dirname, '../../../../../public');

describe('hero banner files (written by scripts/hero-banners.mjs)', () => {
  it('every candidate the pictures offer exists as WebP with the width it is offered at', () => {
    for (let n = 1; n <= HERO_BANNER_COUNT; n += 1)
      for (const set of [bannerImage(n), bannerPortrait(n)])
        for (const { url, width } of set.candidates) {
          const file = path.join(publicDir, url);
          expect(fs.existsSync(file), url).toBe(true);
          expect(webpSize(file), url).toEqual({ width, height: Math.round((set.height * width) / set.width) });
        }
  });

  it('a smaller candidate is a smaller file', () => {
    for (let n = 1; n <= HERO_BANNER_COUNT; n += 1)
      for (const set of [bannerImage(n), bannerPortrait(n)]) {
        const bytes = set.candidates.map(({ url }) => fs.statSync(path.join(publicDir, url)).size);
        expect(bytes, `banner ${n}`).toEqual([...bytes].sort((a, b) => a - b));
      }
  });

  it('only full-screen banners offer the portrait crop', () => {
    expect(bannerCandidates(1, 'fullScreen').portrait?.srcSet).toBe(
      '/images/hero/banner-1-portrait-338w.webp 338w, /images/hero/banner-1-portrait-506w.webp 506w',
    );
    expect(bannerCandidates(2, 'band').portrait).toBeNull();
  });
});
