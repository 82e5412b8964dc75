import { describe, expect, it } from 'vitest';
import { divisionFilterOptions, divisionGroupOf } from '../division-group';

describe('divisionGroupOf', () => {
  it.each([
    ['Ketua Himpunan', 'BPH'],
    ['Wakil Ketua Himpunan', 'BPH'],
    ['Sekretaris Himpunan 1', 'BPH'],
    ['Sekretaris Himpunan 2', 'BPH'],
    ['Bendahara Himpunan 1', 'BPH'],
    ['Bendahara Himpunan', 'BPH'],
    ['Ketua Divisi Senor', 'Senor'],
    ['Anggota Divisi Public Relation', 'Public Relation'],
    ['Ketua Divisi Religius', 'Religius'],
    ['Anggota Divisi Technopreneurship', 'Technopreneurship'],
    ['Anggota Divisi Medinfo', 'Medinfo'],
    ['Ketua Divisi Intelektual', 'Intelektual'],
    ['anggota divisi medinfo', 'Medinfo'],
    ['Koordinator Acara', 'Lainnya'],
    ['Ketua Divisi', 'Lainnya'],
    ['', 'Lainnya'],
  ])('%s → %s', (position, group) => {
    expect(divisionGroupOf(position)).toBe(group);
  });

  it('treats a missing position as Lainnya', () => {
    expect(divisionGroupOf(undefined)).toBe('Lainnya');
    expect(divisionGroupOf(null)).toBe('Lainnya');
  });
});

describe('divisionFilterOptions', () => {
  it('lists only the groups found, in the fixed order', () => {
    const members = [
      { position: 'Anggota Divisi Medinfo' },
      { position: 'Ketua Divisi Senor' },
      { position: 'Ketua Divisi Senor' },
    ];
    expect(divisionFilterOptions(members)).toEqual(['Senor', 'Medinfo']);
    expect(divisionFilterOptions([{ position: 'Ketua Himpunan' }, { position: 'Koordinator Acara' }])).toEqual([
      'BPH',
      'Lainnya',
    ]);
  });

  it('keeps the current choice even when the new period lacks it', () => {
    expect(divisionFilterOptions([], 'Religius')).toEqual(['Religius']);
    expect(divisionFilterOptions([], 'all')).toEqual([]);
  });
});
