import { describe, expect, it } from 'vitest';
import { filterMembers } from '../member-filter';

const members = [
  { name: 'Ahmad', position: 'Ketua Himpunan' },
  { name: 'Budi', position: 'Ketua Divisi Senor' },
  { name: 'Citra', position: 'Anggota Divisi Medinfo' },
  { name: 'Dewi', position: 'Penasihat' },
];

describe('filterMembers', () => {
  it('keeps everything without search or division', () => {
    expect(filterMembers(members, '')).toHaveLength(4);
  });
  it('searches name and position, case-insensitively', () => {
    expect(filterMembers(members, 'citra').map((m) => m.name)).toEqual(['Citra']);
    expect(filterMembers(members, ' KETUA ').map((m) => m.name)).toEqual(['Ahmad', 'Budi']);
  });
  it('narrows to a division group and combines with search', () => {
    expect(filterMembers(members, '', 'BPH').map((m) => m.name)).toEqual(['Ahmad']);
    expect(filterMembers(members, '', 'Lainnya').map((m) => m.name)).toEqual(['Dewi']);
    expect(filterMembers(members, 'ketua', 'Senor').map((m) => m.name)).toEqual(['Budi']);
  });
});
