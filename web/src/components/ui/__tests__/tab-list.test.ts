import { describe, expect, it } from 'vitest';
import { tabIndexForKey } from '../tab-list';

describe('tabIndexForKey', () => {
  it('moves along the row with the arrow keys, wrapping round at either end', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 1, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
  });

  it('jumps to the first and last tab with Home and End', () => {
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
  });

  it('leaves other keys to the page (a horizontal row ignores up and down)', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', ' ', 'a']) expect(tabIndexForKey(key, 1, 3)).toBeUndefined();
  });
});
