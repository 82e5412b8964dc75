import { describe, expect, it } from 'vitest';
import { addTag, removeTag } from '../article-tags';

describe('article tags', () => {
  it('adds trimmed, non-empty tags without duplicates', () => {
    expect(addTag([], '  Workshop  ')).toEqual(['Workshop']);
    expect(addTag(['Workshop'], '   ')).toEqual(['Workshop']);
    expect(addTag(['Workshop'], 'Workshop')).toEqual(['Workshop']);
    expect(addTag(['Workshop'], ' workshop ')).toEqual(['Workshop']);
    expect(addTag(['Workshop'], 'Teknologi  Informasi')).toEqual(['Workshop', 'Teknologi Informasi']);
  });

  it('keeps to 20 tags of at most 50 characters', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `t${i}`);
    expect(addTag(twenty, 'one more')).toEqual(twenty);
    expect(addTag([], 'x'.repeat(60))).toEqual(['x'.repeat(50)]);
  });

  it('does not change the list it was given', () => {
    const tags = ['a'];
    addTag(tags, 'b');
    expect(tags).toEqual(['a']);
  });

  it('clicking a chip removes it', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(removeTag(['a'], 'z')).toEqual(['a']);
  });
});
