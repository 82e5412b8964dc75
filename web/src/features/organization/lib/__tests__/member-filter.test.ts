import { describe, expect, it } from 'vitest';
import { filterMembers } from '../member-filter';

const DIVISIONS = [
  { name: 'senor', displayName: 'Senor', positions: [] },
  { name: 'medinfo', displayName: 'Medinfo', positions: [] },
];
const members = [
  { name: 'Ahmad', position: 'Ketua Himpunan' },
  { name: 'Budi', position: 'Ketua Divisi Senor' },
  { name: 'Citra', position: 'Anggota Divisi Medinfo' },
  { name: 'Dewi', position: 'Penasihat' },
];

describe('filterMembers', () => {
  it('keeps everything without search or division', () => {
    expect(filterMembers(members, '', 'all', DIVISIONS)).toHaveLength(4);
  });
  it('searches name and position, case-insensitively', () => {
    expect(filterMembers(members, 'citra', 'all', DIVISIONS).map((m) => m.name)).toEqual(['Citra']);
    expect(filterMembers(members, ' KETUA ', 'all', DIVISIONS).map((m) => m.name)).toEqual(['Ahmad', 'Budi']);
  });
  it('narrows to a division group and combines with search', () => {
    expect(filterMembers(members, '', 'bph', DIVISIONS).map((m) => m.name)).toEqual(['Ahmad']);
    expect(filterMembers(members, '', 'Lainnya', DIVISIONS).map((m) => m.name)).toEqual(['Dewi']);
    expect(filterMembers(members, 'ketua', 'senor', DIVISIONS).map((m) => m.name)).toEqual(['Budi']);
  });
});
