import { describe, expect, it } from 'vitest';
import { mediaKindAt, thumbnailOf, videoSource } from '../media';

describe('library media', () => {
  it('knows which media are videos', () => {
    const item = {
      type: 'video' as const,
      images: ['/a.webp', 'https://youtu.be/abcdefghijk'],
      mediaKinds: ['image' as const, 'video' as const],
    };
    expect(mediaKindAt(item, 0)).toBe('image');
    expect(mediaKindAt(item, 1)).toBe('video');
    expect(mediaKindAt({ type: 'photo', images: ['/clip.mp4'] }, 0)).toBe('video');
    expect(thumbnailOf(item)).toEqual({ url: '/a.webp', kind: 'image', imageSet: null });
    expect(thumbnailOf({ type: 'video', images: ['/clip.mp4'] })).toEqual({
      url: '/clip.mp4',
      kind: 'video',
      imageSet: null,
    });
    const widths = {
      width: 1000,
      height: 600,
      candidates: [
        { url: '/s.webp', width: 500 },
        { url: '/b.jpg', width: 1000 },
      ],
    };
    expect(
      thumbnailOf({
        type: 'photo',
        images: ['/v.mp4', '/b.jpg'],
        mediaKinds: ['video', 'image'],
        imageSets: [null, widths],
      }),
    ).toEqual({ url: '/b.jpg', kind: 'image', imageSet: widths });
    expect(thumbnailOf({ type: 'photo', images: [] })).toBeNull();
  });

  it('plays YouTube and Drive links in their frames, files in a video element', () => {
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ?t=3')).toEqual({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(videoSource('https://drive.google.com/file/d/1AbC_d-9/view?usp=sharing')).toEqual({
      kind: 'embed',
      src: 'https://drive.google.com/file/d/1AbC_d-9/preview',
    });
    expect(videoSource('/uploads/clip.mp4')).toEqual({ kind: 'file', src: '/uploads/clip.mp4' });
  });
});
