import { describe, expect, it } from 'vitest';
import { filterArticles, pageOf } from '../article-list';

const list = [
  { title: 'Workshop React', excerpt: 'Belajar komponen', published: true },
  { title: 'Kajian Rutin', excerpt: 'Pertemuan mingguan WORKSHOP', published: false },
  { title: 'Lomba', excerpt: 'Kompetisi', published: true },
];

describe('management list', () => {
  it('searches title or excerpt, case-insensitively', () => {
    expect(filterArticles(list, 'workshop', 'all').map((a) => a.title)).toEqual(['Workshop React', 'Kajian Rutin']);
    expect(filterArticles(list, '  KOMPETISI ', 'all').map((a) => a.title)).toEqual(['Lomba']);
    expect(filterArticles(list, '', 'all')).toHaveLength(3);
  });

  it('filters by the tab', () => {
    expect(filterArticles(list, '', 'published').map((a) => a.title)).toEqual(['Workshop React', 'Lomba']);
    expect(filterArticles(list, 'workshop', 'drafts').map((a) => a.title)).toEqual(['Kajian Rutin']);
  });

  it('pages the list, clamping the page', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(pageOf(items, 1, 9)).toEqual({ items: [0, 1, 2, 3, 4, 5, 6, 7, 8], page: 1, pageCount: 3 });
    expect(pageOf(items, 3, 9).items).toEqual([18, 19]);
    expect(pageOf(items, 9, 6)).toMatchObject({ page: 4, items: [18, 19] });
    expect(pageOf([], 2, 9)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});
