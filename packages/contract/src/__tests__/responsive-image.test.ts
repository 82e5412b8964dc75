import { describe, expect, it } from 'vitest';
import { buildSrcSet, type ResponsiveImage } from '../index.js';

const image = (candidates: ResponsiveImage['candidates']): ResponsiveImage => ({
  width: 1600,
  height: 900,
  candidates,
});

describe('buildSrcSet', () => {
  it('lists each width once, smallest first, with its w descriptor', () => {
    expect(
      buildSrcSet(
        image([
          { url: '/uploads/pic.jpg', width: 1600 },
          { url: '/uploads/webp_small_pic.webp', width: 500 },
          { url: '/uploads/thumbnail_pic.jpg', width: 245 },
          { url: '/uploads/small_pic.jpg', width: 500 },
          { url: '/uploads/webp_large_pic.webp', width: 1000 },
        ]),
      ),
    ).toBe(
      '/uploads/thumbnail_pic.jpg 245w, /uploads/webp_small_pic.webp 500w, /uploads/webp_large_pic.webp 1000w, /uploads/pic.jpg 1600w',
    );
  });

  it('keeps absolute URLs (another storage host) and escapes what would split a candidate', () => {
    expect(
      buildSrcSet(
        image([
          { url: 'https://cdn.example.org/bucket/small_a,b c.webp', width: 500 },
          { url: 'https://cdn.example.org/bucket/a%20b.jpg', width: 1600 },
        ]),
      ),
    ).toBe('https://cdn.example.org/bucket/small_a%2Cb%20c.webp 500w, https://cdn.example.org/bucket/a%20b.jpg 1600w');
  });

  it('gives nothing when there is no choice to make or the widths are not real', () => {
    expect(buildSrcSet(null)).toBe('');
    expect(buildSrcSet(image([{ url: '/uploads/pic.jpg', width: 1600 }]))).toBe('');
    expect(
      buildSrcSet(
        image([
          { url: '/uploads/pic.jpg', width: 1600 },
          { url: '/uploads/x.jpg', width: 0 },
          { url: '', width: 500 },
          { url: '/uploads/y.jpg', width: 12.5 },
        ]),
      ),
    ).toBe('');
  });
});
