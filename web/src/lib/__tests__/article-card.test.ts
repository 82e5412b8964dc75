import { describe, expect, it } from 'vitest';
import { cardTags } from '../card-tags';

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
