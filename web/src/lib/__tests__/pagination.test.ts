import { describe, expect, it } from 'vitest';
import { paginationWindow } from '../pagination';

describe('paginationWindow', () => {
  it('shows every page when there are few', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first and last and a window of 2 around the current page', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(paginationWindow(6, 12)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 12]);
    expect(paginationWindow(10, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(paginationWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 10]);
  });

  it('clamps the current page and returns nothing without pages', () => {
    expect(paginationWindow(99, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(0, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });
});
