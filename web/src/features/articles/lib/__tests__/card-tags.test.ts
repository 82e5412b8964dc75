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
