import { describe, expect, it } from 'vitest';
import { typeOfTab } from '../../../../lib/library-tabs';
import { LIBRARY_ADMIN_PAGE_SIZE, LIBRARY_ADMIN_TABS } from '../library-filter';
import { galleryFiles, stepIndex } from '../gallery';

describe('library management tabs', () => {
  it('has the tabs All / Photos / Videos', () => {
    expect(LIBRARY_ADMIN_TABS.map((t) => t.label)).toEqual(['All', 'Photos', 'Videos']);
  });

  it('map to the server type filter; All sends none', () => {
    expect(LIBRARY_ADMIN_TABS.map((t) => typeOfTab(t.value))).toEqual([undefined, 'photo', 'video']);
  });

  it('a page fills whole rows of the three-column grid', () => {
    expect(LIBRARY_ADMIN_PAGE_SIZE % 3).toBe(0);
    expect(LIBRARY_ADMIN_PAGE_SIZE % 2).toBe(0);
  });
});

describe('gallery helpers', () => {
  it('pairs each media URL with its kind', () => {
    expect(galleryFiles({ images: ['a.png', 'b', ''], mediaKinds: ['image', 'video'], type: 'photo' })).toEqual([
      { url: 'a.png', kind: 'image' },
      { url: 'b', kind: 'video' },
    ]);
    expect(galleryFiles({ images: ['x.mp4', 'y.png'], type: 'photo' })).toEqual([
      { url: 'x.mp4', kind: 'video' },
      { url: 'y.png', kind: 'image' },
    ]);
    expect(galleryFiles({ images: ['y.png'], type: 'video' })).toEqual([{ url: 'y.png', kind: 'video' }]);
  });

  it('keeps each file with its own kind when an empty entry comes before it', () => {
    expect(
      galleryFiles({ images: ['', 'a.png', 'b'], mediaKinds: ['video', 'image', 'video'], type: 'photo' }),
    ).toEqual([
      { url: 'a.png', kind: 'image' },
      { url: 'b', kind: 'video' },
    ]);
  });

  it('steps through the files wrapping around', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
