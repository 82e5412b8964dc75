import { describe, expect, it } from 'vitest';
import { hasMoreArticles, landingArticleCount } from '../article-card';

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
