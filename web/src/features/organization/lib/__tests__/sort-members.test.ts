import { describe, expect, it } from 'vitest';
import { sortMembersByPositions } from '../sort-members';

const m = (name: string, position: string) => ({ name, position });

describe('sortMembersByPositions', () => {
  const positions = [
    { name: 'Ketua Himpunan', order: 1 },
    { name: 'Wakil Ketua Himpunan', order: 2 },
    { name: 'Ketua Divisi Senor', order: 3 },
  ];

  it('orders by the position order, unlisted positions last (999), ties stable', () => {
    const members = [
      m('A', 'Koordinator'),
      m('B', 'Ketua Divisi Senor'),
      m('C', 'Ketua Himpunan'),
      m('D', 'Lainnya'),
      m('E', 'Wakil Ketua Himpunan'),
      m('F', 'Ketua Divisi Senor'),
    ];
    expect(sortMembersByPositions(members, positions).map((x) => x.name)).toEqual(['C', 'E', 'B', 'F', 'A', 'D']);
  });

  it('places an order beyond 999 after unlisted positions', () => {
    const members = [m('late', 'Pembina'), m('unlisted', 'X')];
    expect(sortMembersByPositions(members, [{ name: 'Pembina', order: 1000 }]).map((x) => x.name)).toEqual([
      'unlisted',
      'late',
    ]);
  });

  it('matches position names ignoring case and extra spaces', () => {
    const members = [m('A', 'x'), m('B', '  wakil  ketua himpunan ')];
    expect(sortMembersByPositions(members, positions).map((x) => x.name)).toEqual(['B', 'A']);
  });

  it('keeps the input untouched and works without positions', () => {
    const members = [m('A', 'Ketua Divisi Senor'), m('B', 'Ketua Himpunan')];
    const copy = [...members];
    expect(sortMembersByPositions(members).map((x) => x.name)).toEqual(['A', 'B']);
    sortMembersByPositions(members, positions);
    expect(members).toEqual(copy);
  });
});
