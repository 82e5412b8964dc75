import { describe, expect, it } from 'vitest';
import { checkInput, divisionCreateSchema, divisionNameOf, divisionPatchSchema } from '../index.js';

describe('division input', () => {
  it('derives division keys lowercase_underscored', () => {
    expect(divisionNameOf('Public Relation')).toBe('public_relation');
    expect(divisionNameOf('  Seni & Olahraga ')).toBe('seni_olahraga');
    expect(divisionNameOf('Médinfo')).toBe('medinfo');
  });

  it('creates from a display name alone with the default colour and no positions', () => {
    expect(checkInput(divisionCreateSchema, { displayName: ' Riset & AI ' })).toEqual({
      ok: true,
      data: { name: 'riset_ai', displayName: 'Riset & AI', description: '', positions: [], color: '#3B82F6', logo: '' },
    });
    expect(checkInput(divisionCreateSchema, { name: 'humas' })).toMatchObject({
      ok: true,
      data: { displayName: 'humas' },
    });
  });

  it('refuses what the form refuses, naming the field', () => {
    expect(checkInput(divisionCreateSchema, { displayName: ' ' })).toEqual({
      ok: false,
      message: 'Display name wajib diisi.',
      field: 'displayName',
    });
    expect(checkInput(divisionCreateSchema, { displayName: '***' })).toMatchObject({
      message: 'Display name harus memuat huruf atau angka.',
    });
    expect(checkInput(divisionPatchSchema, { color: 'red' })).toEqual({
      ok: false,
      message: 'Colour harus berupa warna #RRGGBB.',
      field: 'color',
    });
    expect(checkInput(divisionPatchSchema, { positions: 'Ketua' })).toMatchObject({
      message: 'Positions harus berupa daftar.',
    });
    expect(checkInput(divisionPatchSchema, { positions: ['Ketua', 'ketua', ' ', 'KETUA  '] })).toEqual({
      ok: true,
      data: { positions: ['Ketua'] },
    });
    expect(checkInput(divisionPatchSchema, { positions: ['Staf Medinfo', 'staf  medinfo'] })).toEqual({
      ok: true,
      data: { positions: ['Staf Medinfo'] },
    });
    expect(checkInput(divisionPatchSchema, { logo: 'javascript:alert(1)' })).toEqual({
      ok: false,
      message: 'Logo URL harus berupa link gambar (https://… atau /…) atau data:image.',
      field: 'logo',
    });
    expect(checkInput(divisionPatchSchema, { logo: '/uploads/logo.png' }).ok).toBe(true);
  });
});
