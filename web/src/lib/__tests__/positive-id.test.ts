import { describe, expect, it } from 'vitest';
import { positiveId } from '../positive-id';

describe('positiveId', () => {
  it('passes a positive safe integer through', () => {
    expect(positiveId(1, 'article')).toBe(1);
    expect(positiveId(Number.MAX_SAFE_INTEGER, 'article')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses anything else, naming whose id it is', () => {
    for (const id of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => positiveId(id, 'revision')).toThrow('Invalid revision ID');
    }
  });
});
