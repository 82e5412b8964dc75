import { describe, expect, it } from 'vitest';
import { changedFields } from '../drafts';

describe('changedFields', () => {
  it('keeps only the fields that differ, lists and objects compared by value', () => {
    const initial = { title: 'A', tags: ['x'], published: true, colors: { a: '#fff' } };
    expect(changedFields(initial, { ...initial, tags: ['x'], colors: { a: '#fff' } })).toEqual({});
    expect(changedFields(initial, { ...initial, title: 'B', tags: ['x', 'y'] })).toEqual({
      title: 'B',
      tags: ['x', 'y'],
    });
    expect(changedFields(initial, { ...initial, published: false })).toEqual({ published: false });
  });
});
