import { describe, expect, it } from 'vitest';
import { divisionFilterOptions, divisionGroupOf, groupName } from '../division-group';

const DIVISIONS = [
  { name: 'bph', displayName: 'BPH', positions: ['Sekretaris Himpunan 1'] },
  ...['Senor', 'Public Relation', 'Religius', 'Technopreneurship', 'Medinfo', 'Intelektual'].map((displayName) => ({
    name: displayName.toLowerCase().replace(/ /g, '_'),
    displayName,
    positions: [],
  })),
];

describe('divisionGroupOf', () => {
  it.each([
    ['Ketua Himpunan', 'bph'],
    ['Wakil Ketua Himpunan', 'bph'],
    ['Sekretaris Himpunan 1', 'bph'],
    ['Sekretaris Himpunan 2', 'bph'],
    ['Bendahara Himpunan 1', 'bph'],
    ['Bendahara Himpunan', 'bph'],
    ['Ketua Divisi Senor', 'senor'],
    ['Anggota Divisi Public Relation', 'public_relation'],
    ['Ketua Divisi Religius', 'religius'],
    ['Anggota Divisi Technopreneurship', 'technopreneurship'],
    ['Anggota Divisi Medinfo', 'medinfo'],
    ['Ketua Divisi Intelektual', 'intelektual'],
    ['anggota divisi medinfo', 'medinfo'],
    ['Koordinator Acara', 'Lainnya'],
    ['Ketua Divisi', 'Lainnya'],
    ['', 'Lainnya'],
  ])('%s → %s', (position, group) => {
    expect(divisionGroupOf(position, DIVISIONS)).toBe(group);
  });

  it('treats a missing position as Lainnya', () => {
    expect(divisionGroupOf(undefined, DIVISIONS)).toBe('Lainnya');
    expect(divisionGroupOf(null, DIVISIONS)).toBe('Lainnya');
  });
});

describe('divisionFilterOptions', () => {
  it('lists only the groups found, in the fixed order', () => {
    const members = [
      { position: 'Anggota Divisi Medinfo' },
      { position: 'Ketua Divisi Senor' },
      { position: 'Ketua Divisi Senor' },
    ];
    expect(divisionFilterOptions(members, DIVISIONS)).toEqual(['senor', 'medinfo']);
    expect(
      divisionFilterOptions([{ position: 'Ketua Himpunan' }, { position: 'Koordinator Acara' }], DIVISIONS),
    ).toEqual(['bph', 'Lainnya']);
  });

  it('keeps the current choice even when the new period lacks it', () => {
    expect(divisionFilterOptions([], DIVISIONS, 'religius')).toEqual(['religius']);
    expect(divisionFilterOptions([], DIVISIONS, 'all')).toEqual([]);
    expect(divisionFilterOptions([], DIVISIONS, 'removed_division')).toEqual([]);
  });

  it('lists an added division after the seeded ones, by its display name', () => {
    const added = [...DIVISIONS, { name: 'robotika', displayName: 'Robotika', positions: [] }];
    const members = [{ position: 'Anggota Divisi Robotika' }, { position: 'Ketua Divisi Senor' }];
    expect(divisionFilterOptions(members, added)).toEqual(['senor', 'robotika']);
    expect(groupName('robotika', added)).toBe('Robotika');
    expect(groupName('bph', added)).toBe('BPH');
    expect(groupName('Lainnya', added)).toBe('Lainnya');
  });
});
