import { describe, expect, it } from 'vitest';
import { responsiveImage } from '../responsive-image';

const jpeg = {
  url: '/uploads/pic_abc.jpg',
  width: 1600,
  height: 900,
  mime: 'image/jpeg',
  formats: {
    thumbnail: { url: '/uploads/thumbnail_pic_abc.jpg', width: 245, mime: 'image/jpeg' },
    small: { url: '/uploads/small_pic_abc.jpg', width: 500, mime: 'image/jpeg' },
    webp_small: { url: '/uploads/webp_small_pic_abc.webp', width: 500, mime: 'image/webp' },
    large: { url: '/uploads/large_pic_abc.jpg', width: 1000, mime: 'image/jpeg' },
    webp_large: { url: '/uploads/webp_large_pic_abc.webp', width: 1000, mime: 'image/webp' },
  },
};

describe('responsiveImage', () => {
  it('offers the WebP copy of each width, the format itself when there is none, and the original', () => {
    expect(responsiveImage(jpeg)).toEqual({
      width: 1600,
      height: 900,
      candidates: [
        { url: '/uploads/thumbnail_pic_abc.jpg', width: 245 },
        { url: '/uploads/webp_small_pic_abc.webp', width: 500 },
        { url: '/uploads/webp_large_pic_abc.webp', width: 1000 },
        { url: '/uploads/pic_abc.jpg', width: 1600 },
      ],
    });
  });

  it('gives nothing for a row without size or without formats', () => {
    expect(responsiveImage(null)).toBeNull();
    expect(responsiveImage({ ...jpeg, width: null })).toBeNull();
    expect(responsiveImage({ ...jpeg, formats: null })).toBeNull();
  });
});
