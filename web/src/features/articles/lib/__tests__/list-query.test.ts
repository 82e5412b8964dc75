import { describe, expect, it } from 'vitest';
import { articleListSearchParams, articleSummary, parseArticleListQuery, toggleTag } from '../list-query';

describe('article list query', () => {
  it('reads search, tags and page from the URL', () => {
    expect(parseArticleListQuery(new URLSearchParams('q=web&tag=Workshop&tag=Teknologi&page=2'))).toEqual({
      q: 'web',
      tags: ['Workshop', 'Teknologi'],
      page: 2,
    });
  });

  it('never throws on malformed values', () => {
    expect(() => parseArticleListQuery(new URLSearchParams('tag=%E0%A4%A&page=abc'))).not.toThrow();
    expect(parseArticleListQuery(new URLSearchParams('tag=%E0%A4%A&page=abc')).page).toBe(1);
    expect(parseArticleListQuery(new URLSearchParams('tag=&tag=%20&tag=A&tag=a&page=-3'))).toEqual({
      q: '',
      tags: ['A'],
      page: 1,
    });
    expect(parseArticleListQuery(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(articleListSearchParams({ q: '', tags: [], page: 1 }).toString()).toBe('');
    expect(articleListSearchParams({ q: 'a b', tags: ['X', 'Y'], page: 3 }).toString()).toBe(
      'q=a+b&tag=X&tag=Y&page=3',
    );
  });

  it('toggles tags case-insensitively', () => {
    expect(toggleTag(['Workshop'], 'workshop')).toEqual([]);
    expect(toggleTag(['Workshop'], 'Web')).toEqual(['Workshop', 'Web']);
  });

  it('summarises the list with search and tags', () => {
    expect(articleSummary(9, 12, '', [])).toBe('Menampilkan 9 dari 12 artikel');
    expect(articleSummary(1, 1, ' react ', ['Workshop', 'Web'])).toBe(
      'Menampilkan 1 dari 1 artikel untuk "react" dengan tag Workshop, Web',
    );
  });
});
