import { describe, expect, it } from 'vitest';
import { CHAIR_POST, seatMembers, sortMembersByPositions, VICE_CHAIR_POST } from '../index.js';

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

describe('seatMembers', () => {
  const divisions = [
    { name: 'bph', displayName: 'BPH', positions: ['Sekretaris Himpunan 1'] },
    { name: 'senor', displayName: 'Senor', positions: [] },
    { name: 'medinfo', displayName: 'Medinfo', positions: [] },
  ];
  const names = <T extends { name: string }>(list: readonly T[] | undefined) => (list ?? []).map((x) => x.name);

  it('seats the fixed posts, the heads and the division members; the rest are extras', () => {
    const seating = seatMembers(
      [
        m('Anggota S', 'Anggota Divisi Senor'),
        m('Chair', 'Ketua Himpunan'),
        m('Vice', ' wakil  ketua himpunan'),
        m('Sec', 'Sekretaris Himpunan'),
        m('Head S', 'Ketua Divisi Senor'),
        m('Other', 'Koordinator Acara'),
        m('Sec 3', 'Sekretaris Himpunan 3'),
      ],
      [],
      divisions,
    );
    expect(seating.posts.get(CHAIR_POST)?.name).toBe('Chair');
    expect(seating.posts.get(VICE_CHAIR_POST)?.name).toBe('Vice');
    expect(seating.posts.get('sekretaris himpunan 1')?.name).toBe('Sec');
    expect(seating.heads.get('senor')?.name).toBe('Head S');
    expect(seating.heads.has('medinfo')).toBe(false);
    expect(names(seating.members.get('senor'))).toEqual(['Anggota S']);
    expect(names(seating.extras)).toEqual(['Other', 'Sec 3']);
  });

  it('gives a post held twice to the first in position order; the second is an extra', () => {
    const seating = seatMembers(
      [m('Later', 'Ketua Divisi Medinfo'), m('Second chair', 'Ketua Himpunan'), m('First', 'Ketua Medinfo')],
      [
        { name: 'Ketua Medinfo', order: 1 },
        { name: 'Ketua Divisi Medinfo', order: 2 },
      ],
      divisions,
    );
    expect(seating.heads.get('medinfo')?.name).toBe('First');
    expect(seating.posts.get(CHAIR_POST)?.name).toBe('Second chair');
    expect(names(seating.extras)).toEqual(['Later']);
  });
});
