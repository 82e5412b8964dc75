import { describe, expect, it } from 'vitest';
import {
  checkInput,
  COLOR_FORMAT,
  DIVISION_NAME_NO_LETTERS,
  DIVISION_NAME_REQUIRED,
  divisionCreateSchema,
  divisionNameOf,
  divisionPatchSchema,
  POSITIONS_NOT_NAMES,
} from '../index.js';

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
      message: DIVISION_NAME_REQUIRED,
      field: 'displayName',
    });
    expect(checkInput(divisionCreateSchema, { displayName: '***' })).toMatchObject({
      message: DIVISION_NAME_NO_LETTERS,
    });
    expect(checkInput(divisionPatchSchema, { color: 'red' })).toEqual({
      ok: false,
      message: COLOR_FORMAT,
      field: 'color',
    });
    expect(checkInput(divisionPatchSchema, { positions: 'Ketua' })).toMatchObject({ message: POSITIONS_NOT_NAMES });
    expect(checkInput(divisionPatchSchema, { positions: ['Ketua', 'ketua', ' '] })).toEqual({
      ok: true,
      data: { positions: ['Ketua'] },
    });
    expect(checkInput(divisionPatchSchema, { logo: 'javascript:alert(1)' })).toEqual({
      ok: false,
      message: 'Logo must be a link (https://… or /…) or a data:image',
      field: 'logo',
    });
    expect(checkInput(divisionPatchSchema, { logo: '/uploads/logo.png' }).ok).toBe(true);
  });
});
