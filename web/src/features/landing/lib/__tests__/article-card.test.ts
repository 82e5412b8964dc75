import { describe, expect, it } from 'vitest';
import { cutExcerpt, hasMoreArticles, landingArticleCount } from '../article-card';

describe('cutExcerpt', () => {
  it('keeps texts of up to 150 characters whole', () => {
    const text = 'a'.repeat(150);
    expect(cutExcerpt(text)).toBe(text);
    expect(cutExcerpt('  kort  ')).toBe('kort');
  });

  it('cuts longer texts at 150 characters and adds an ellipsis', () => {
    const cut = cutExcerpt('b'.repeat(151));
    expect(cut).toBe(`${'b'.repeat(150)}...`);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(cutExcerpt(`${'c'.repeat(149)} dan seterusnya`)).toBe(`${'c'.repeat(149)}...`);
  });

  it('treats a missing excerpt as empty', () => {
    expect(cutExcerpt(undefined)).toBe('');
    expect(cutExcerpt(null)).toBe('');
  });
});

describe('landing article counts', () => {
  it('shows 3 on mobile and 6 on desktop, 6 or 12 once expanded', () => {
    expect(landingArticleCount(true, false)).toBe(3);
    expect(landingArticleCount(true, true)).toBe(6);
    expect(landingArticleCount(false, false)).toBe(6);
    expect(landingArticleCount(false, true)).toBe(12);
  });

  it('offers "show more" only with more than 6 articles', () => {
    expect(hasMoreArticles(6)).toBe(false);
    expect(hasMoreArticles(7)).toBe(true);
  });
});
