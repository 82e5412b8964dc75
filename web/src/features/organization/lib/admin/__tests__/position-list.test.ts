import { describe, expect, it } from 'vitest';
import { POSITION_DUPLICATE } from '@hmti/contract';
import { checkNewPosition, moveItem, namesInOrder, removeAt, renumberPositions, sameNames } from '../position-list';

describe('checkNewPosition', () => {
  const names = ['Ketua Himpunan', 'Wakil Ketua Himpunan'];
  it('trims and collapses spaces', () => {
    expect(checkNewPosition(names, '  Sekretaris   Himpunan ')).toEqual({ ok: true, name: 'Sekretaris Himpunan' });
  });
  it('refuses empty and duplicate names (case-insensitively)', () => {
    expect(checkNewPosition(names, '   ')).toEqual({ ok: false, error: 'Position wajib diisi.' });
    expect(checkNewPosition(names, ' ketua himpunan')).toEqual({ ok: false, error: POSITION_DUPLICATE });
  });
});

describe('moveItem / removeAt', () => {
  const list = ['a', 'b', 'c', 'd'];
  it('moves up, down and across', () => {
    expect(moveItem(list, 1, 0)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(list, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });
  it('leaves the list alone for moves off either end', () => {
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 3, 4)).toEqual(list);
  });
  it('does not mutate and removes by index', () => {
    moveItem(list, 0, 2);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
    expect(removeAt(list, 1)).toEqual(['a', 'c', 'd']);
  });
});

describe('renumbering', () => {
  it('numbers 1..n in the shown order', () => {
    expect(renumberPositions(['x', 'y', 'z'])).toEqual([
      { name: 'x', order: 1 },
      { name: 'y', order: 2 },
      { name: 'z', order: 3 },
    ]);
  });
  it('reads the saved order, gaps and ties included', () => {
    expect(
      namesInOrder([
        { name: 'b', order: 5 },
        { name: 'a', order: 2 },
        { name: 'c', order: 5 },
      ]),
    ).toEqual(['a', 'b', 'c']);
  });
  it('compares lists by order', () => {
    expect(sameNames(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameNames(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameNames(['a'], ['a', 'b'])).toBe(false);
  });
});
