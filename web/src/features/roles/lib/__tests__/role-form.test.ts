import { describe, expect, it } from 'vitest';
import { createRoleSchema, fieldProblems, updateRoleSchema } from '@hmti/contract';
import { ROLE_LEVEL_TOO_HIGH } from '@hmti/contract';
import { defaultCreateLevel, emptyRoleForm, levelError, roleFormFromRole, togglePermission } from '../role-form';
import { toRoleName } from '@hmti/contract';

describe('role names', () => {
  it('derive like the server', () => {
    expect(toRoleName('  Kepala Humas ')).toBe('kepala_humas');
    expect(toRoleName('tim-media  2')).toBe('tim_media_2');
  });
});

describe('levels', () => {
  it('defaults below the lowest existing role', () => {
    expect(defaultCreateLevel([2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6])).toBe(7);
    expect(defaultCreateLevel([7, 8, 9], [1, 2, 3])).toBe(7);
    expect(defaultCreateLevel([], [1])).toBe(0);
  });
  it('accepts only the creatable levels below the actor', () => {
    expect(levelError(4, [3, 4, 5], 2)).toBeUndefined();
    expect(levelError(2, [2, 3, 4], 2)).toBe(ROLE_LEVEL_TOO_HIGH);
    expect(levelError(10, [3, 4, 5], 2)).toBe(ROLE_LEVEL_TOO_HIGH);
    expect(levelError(4, [3, 4, 5], undefined)).toBe(ROLE_LEVEL_TOO_HIGH);
  });
});

describe('form values', () => {
  it('start empty and copy a role', () => {
    expect(emptyRoleForm(7)).toEqual({ name: '', displayName: '', description: '', level: 7, permissions: [] });
    const role = { name: 'bph', displayName: 'BPH', description: '', level: 5, permissions: ['a'] };
    const form = roleFormFromRole(role);
    expect(form).toEqual(role);
    expect(form.permissions).not.toBe(role.permissions);
  });
  it('toggle permissions without duplicates', () => {
    expect(togglePermission(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(togglePermission(['a'], 'a', true)).toEqual(['a']);
    expect(togglePermission(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});

describe('schemas', () => {
  it('create: derives the name, trims, removes duplicate permissions', () => {
    const parsed = createRoleSchema.parse({
      name: 'Tim Media',
      displayName: ' Tim Media ',
      description: ' x ',
      level: 7,
      permissions: ['a', 'a', 'b'],
    });
    expect(parsed).toEqual({
      name: 'tim_media',
      displayName: 'Tim Media',
      description: 'x',
      level: 7,
      permissions: ['a', 'b'],
    });
  });
  it('create: reports each field in Indonesian, by its label', () => {
    const empty = { name: ' ', displayName: '', description: '', level: 7, permissions: [] };
    expect(fieldProblems(createRoleSchema, empty)).toEqual({
      name: 'Nama Role wajib diisi.',
      displayName: 'Nama Tampilan wajib diisi.',
    });
    expect(fieldProblems(createRoleSchema, { ...empty, name: 'tim!', displayName: 'T' })).toEqual({
      name: 'Nama Role hanya boleh berisi huruf kecil, angka dan garis bawah.',
    });
  });
  it('update carries no name or level', () => {
    expect(updateRoleSchema.parse({ name: 'x', level: 3, displayName: 'A', description: '', permissions: [] })).toEqual(
      { displayName: 'A', description: '', permissions: [] },
    );
  });
});
