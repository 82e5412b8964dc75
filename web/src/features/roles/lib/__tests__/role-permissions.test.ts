import { describe, expect, it } from 'vitest';
import { canCreateRole, canGrantPermission, outranksRole, roleActions } from '../role-permissions';

describe('outranksRole', () => {
  it('needs a strictly greater level number', () => {
    expect(outranksRole(2, 3)).toBe(true);
    expect(outranksRole(3, 3)).toBe(false);
    expect(outranksRole(4, 3)).toBe(false);
    expect(outranksRole(undefined, 3)).toBe(false);
  });
});

describe('roleActions', () => {
  const all = ['roles.view', 'roles.edit', 'roles.delete'];
  it('edit, drag and delete only a role the actor may assign', () => {
    expect(roleActions({ name: 'bph' }, ['bph'], all)).toEqual({ canEdit: true, canDelete: true, canDrag: true });
    expect(roleActions({ name: 'admin' }, ['bph'], all)).toEqual({ canEdit: false, canDelete: false, canDrag: false });
  });
  it('follows roles.edit and roles.delete', () => {
    expect(roleActions({ name: 'bph' }, ['bph'], ['roles.view'])).toEqual({
      canEdit: false,
      canDelete: false,
      canDrag: false,
    });
    expect(roleActions({ name: 'bph' }, ['bph'], ['roles.delete'])).toEqual({
      canEdit: false,
      canDelete: true,
      canDrag: false,
    });
  });
});

describe('create check', () => {
  it('creates with roles.create only', () => {
    expect(canCreateRole(['roles.create'])).toBe(true);
    expect(canCreateRole(['roles.view'])).toBe(false);
  });
  it('grants only held permissions', () => {
    expect(canGrantPermission(['articles.view'], 'articles.view')).toBe(true);
    expect(canGrantPermission(['articles.view'], 'settings.edit')).toBe(false);
  });
});
