import { describe, expect, it } from 'vitest';
import { paginate } from '../paginate';

const items = Array.from({ length: 24 }, (_, i) => i + 1);

describe('paginate', () => {
  it('cuts pages of the given size', () => {
    expect(paginate(items, 1, 8)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7, 8], page: 1, pageCount: 3 });
    expect(paginate(items, 3, 8).items).toEqual([17, 18, 19, 20, 21, 22, 23, 24]);
    expect(paginate(items, 2, 4).items).toEqual([5, 6, 7, 8]);
    expect(paginate(items, 1, 4).pageCount).toBe(6);
  });

  it('clamps the page and always has at least one page', () => {
    expect(paginate(items, 9, 8).page).toBe(3);
    expect(paginate(items, 0, 8).page).toBe(1);
    expect(paginate([], 2, 8)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});
