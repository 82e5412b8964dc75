import { describe, expect, it } from 'vitest';
import { divisionOfPosition, ledDivisions } from '../index.js';

const SEEDED = [
  { name: 'bph', displayName: 'BPH', positions: ['Sekretaris Himpunan 1', 'Bendahara Himpunan 1'] },
  { name: 'senor', displayName: 'Senor' },
  { name: 'public_relation', displayName: 'Public Relation' },
  { name: 'medinfo', displayName: 'Medinfo' },
];

describe('divisionOfPosition', () => {
  it.each([
    ['Ketua Himpunan', 'bph'],
    ['Wakil Ketua Himpunan', 'bph'],
    ['Bendahara Himpunan', 'bph'],
    ['Ketua Divisi Senor', 'senor'],
    ['anggota  divisi public relation', 'public_relation'],
    ['Anggota Divisi Medinfo', 'medinfo'],
    ['Koordinator Acara', null],
    ['Ketua Divisi', null],
    ['', null],
  ])('%s → %s', (position, key) => {
    expect(divisionOfPosition(position, SEEDED)).toBe(key);
  });

  it('takes a division that lists the position before one whose name the text contains', () => {
    const divisions = [...SEEDED, { name: 'kreatif', displayName: 'Kreatif', positions: ['Desainer Medinfo'] }];
    expect(divisionOfPosition('Desainer Medinfo', divisions)).toBe('kreatif');
  });

  it('matches whole words only, earlier divisions first', () => {
    const divisions = [...SEEDED, { name: 'med', displayName: 'Med' }, { name: 'divisi', displayName: 'Divisi' }];
    expect(divisionOfPosition('Anggota Divisi Medinfo', divisions)).toBe('medinfo');
    expect(divisionOfPosition('Anggota Divisi Med', divisions)).toBe('med');
    expect(divisionOfPosition('Anggota Divisi Robotika', divisions)).toBe('divisi');
    expect(divisionOfPosition(undefined, divisions)).toBeNull();
  });

  it('leaves the leadership out of the led divisions', () => {
    expect(ledDivisions(SEEDED).map((d) => d.name)).toEqual(['senor', 'public_relation', 'medinfo']);
  });
});
