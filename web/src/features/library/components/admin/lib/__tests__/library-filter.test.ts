import { describe, expect, it } from 'vitest';
import { filterLibraryItems, LIBRARY_ADMIN_TABS } from '../library-filter';
import { galleryFiles, stepIndex } from '../gallery';

const items = [
  { id: 1, title: 'Makrab 2025', description: 'Malam keakraban', type: 'photo' as const },
  { id: 2, title: 'Seminar AI', description: 'Rekaman SEMINAR', type: 'video' as const },
  { id: 3, title: 'Workshop', description: 'Belajar React', type: 'photo' as const },
];
const ids = (list: Array<{ id: number }>) => list.map((i) => i.id);

describe('filterLibraryItems', () => {
  it('has the tabs All / Photos / Videos', () => {
    expect(LIBRARY_ADMIN_TABS.map((t) => t.label)).toEqual(['All', 'Photos', 'Videos']);
  });

  it('filters by tab', () => {
    expect(ids(filterLibraryItems(items, { query: '', tab: 'all' }))).toEqual([1, 2, 3]);
    expect(ids(filterLibraryItems(items, { query: '', tab: 'photo' }))).toEqual([1, 3]);
    expect(ids(filterLibraryItems(items, { query: '', tab: 'video' }))).toEqual([2]);
  });

  it('searches title or description, case-insensitively, combined with the tab', () => {
    expect(ids(filterLibraryItems(items, { query: 'MAKRAB', tab: 'all' }))).toEqual([1]);
    expect(ids(filterLibraryItems(items, { query: 'react', tab: 'all' }))).toEqual([3]);
    expect(ids(filterLibraryItems(items, { query: '  seminar ', tab: 'all' }))).toEqual([2]);
    expect(ids(filterLibraryItems(items, { query: 'seminar', tab: 'photo' }))).toEqual([]);
    expect(ids(filterLibraryItems(items, { query: 'nothing', tab: 'all' }))).toEqual([]);
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

  it('steps through the files wrapping around', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
