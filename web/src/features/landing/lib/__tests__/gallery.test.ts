import { describe, expect, it } from 'vitest';
import { pickGalleryImages, shuffle } from '../gallery';

const seeded = (seed: number) => () => {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
};

describe('pickGalleryImages', () => {
  const photo = (n: number) => ({ type: 'photo', images: [`/p${n}a.webp`, `/p${n}b.webp`] });

  it('takes up to 6 distinct photo images per side and skips videos', () => {
    const items = [...Array.from({ length: 8 }, (_, i) => photo(i)), { type: 'video', images: ['/v.mp4'] }];
    const { left, right } = pickGalleryImages(items, seeded(7));
    expect(left).toHaveLength(6);
    expect(right).toHaveLength(6);
    const all = [...left, ...right].map((p) => p.url);
    expect(new Set(all).size).toBe(12);
    expect(all).not.toContain('/v.mp4');
  });

  it('splits a short list over both sides and copes with nothing', () => {
    expect(pickGalleryImages([{ type: 'photo', images: ['/a', '/b', '/c'] }], seeded(1))).toMatchObject({
      left: expect.any(Array),
      right: expect.any(Array),
    });
    const { left, right } = pickGalleryImages([{ type: 'photo', images: ['/a', '/b', '/c'] }], seeded(1));
    expect(left.length + right.length).toBe(3);
    expect(pickGalleryImages(undefined)).toEqual({ left: [], right: [] });
  });

  it('keeps the widths of a picture that is a file of the media library', () => {
    const widths = {
      width: 800,
      height: 600,
      candidates: [
        { url: '/s.webp', width: 500 },
        { url: '/u.jpg', width: 800 },
      ],
    };
    const { left, right } = pickGalleryImages([
      { type: 'photo', images: ['/drive', '/u.jpg'], imageSets: [null, widths] },
    ]);
    expect([...left, ...right].sort((a, b) => a.url.localeCompare(b.url))).toEqual([
      { url: '/drive', imageSet: null },
      { url: '/u.jpg', imageSet: widths },
    ]);
  });

  it('shuffle keeps every element', () => {
    expect(shuffle([1, 2, 3, 4, 5], seeded(3)).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
