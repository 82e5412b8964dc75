import { describe, expect, it } from 'vitest';
import { cardTags, cutExcerpt } from '../article-card';

describe('cardTags', () => {
  it('shows up to 3 tags, then +N lagi', () => {
    expect(cardTags(['a', 'b'])).toEqual({ shown: ['a', 'b'], moreLabel: null });
    expect(cardTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], moreLabel: null });
    expect(cardTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], moreLabel: '+2 lagi' });
  });

  it('copes with missing or blank tags', () => {
    expect(cardTags(undefined)).toEqual({ shown: [], moreLabel: null });
    expect(cardTags(['', ' ', 'x'])).toEqual({ shown: ['x'], moreLabel: null });
  });
});

describe('cardTags on the landing', () => {
  it('shows up to 3 tags without a counter', () => {
    expect(cardTags(['A', 'B', 'C'])).toEqual({ shown: ['A', 'B', 'C'], moreLabel: null });
    expect(cardTags([])).toEqual({ shown: [], moreLabel: null });
    expect(cardTags(undefined)).toEqual({ shown: [], moreLabel: null });
  });

  it('shows 3 tags then "+N lagi"', () => {
    expect(cardTags(['A', 'B', 'C', 'D'])).toEqual({ shown: ['A', 'B', 'C'], moreLabel: '+1 lagi' });
    expect(cardTags(['A', 'B', 'C', 'D', 'E', 'F'])).toEqual({ shown: ['A', 'B', 'C'], moreLabel: '+3 lagi' });
  });
});

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
