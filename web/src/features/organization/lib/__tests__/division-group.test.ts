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
  it('lists the groups found plus BPH and Lainnya, in the fixed order', () => {
    const members = [
      { position: 'Anggota Divisi Medinfo' },
      { position: 'Ketua Divisi Senor' },
      { position: 'Ketua Divisi Senor' },
    ];
    expect(divisionFilterOptions(members)).toEqual(['BPH', 'Senor', 'Medinfo', 'Lainnya']);
  });

  it('keeps the current choice even when the new period lacks it', () => {
    expect(divisionFilterOptions([], 'Religius')).toEqual(['BPH', 'Religius', 'Lainnya']);
    expect(divisionFilterOptions([], 'all')).toEqual(['BPH', 'Lainnya']);
  });
});
