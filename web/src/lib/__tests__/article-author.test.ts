import { describe, expect, it } from 'vitest';
import { articleAuthor } from '../article-author';

describe('articleAuthor', () => {
  it("is the author's name, or Admin for an article without one", () => {
    expect(articleAuthor({ author: 'Siti' })).toBe('Siti');
    expect(articleAuthor({ author: '' })).toBe('Admin');
  });
});
