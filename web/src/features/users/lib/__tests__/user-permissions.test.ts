import { describe, expect, it } from 'vitest';
import { canCreateUsers, canDeleteUser, canEditUser, canListUsers, canResetTwoFactor } from '../user-permissions';

const owner = { id: 1, role: 'owner', level: 1 };
const admin = { id: 2, role: 'admin', level: 2 };
const otherAdmin = { id: 3, role: 'admin', level: 2 };
const bph = { id: 4, role: 'bph', level: 5 };
const all = ['users.view', 'users.view_others', 'users.create', 'users.edit', 'users.delete'];

describe('canEditUser', () => {
  it('allows lower-ranked users only', () => {
    expect(canEditUser(admin, bph, all)).toBe(true);
    expect(canEditUser(admin, otherAdmin, all)).toBe(false);
    expect(canEditUser(bph, admin, all)).toBe(false);
  });
  it('lets only the owner edit the owner', () => {
    expect(canEditUser(admin, owner, all)).toBe(false);
    expect(canEditUser(owner, owner, all)).toBe(true);
  });
  it('needs users.edit and an actor', () => {
    expect(canEditUser(owner, bph, ['users.view_others'])).toBe(false);
    expect(canEditUser(null, bph, all)).toBe(false);
  });
});

describe('canResetTwoFactor', () => {
  it('needs users.edit and a strictly lower-ranked target: never an equal, the owner or oneself', () => {
    expect(canResetTwoFactor(admin, bph, all)).toBe(true);
    expect(canResetTwoFactor(owner, admin, all)).toBe(true);
    expect(canResetTwoFactor(admin, otherAdmin, all)).toBe(false);
    expect(canResetTwoFactor(admin, owner, all)).toBe(false);
    expect(canResetTwoFactor(owner, owner, all)).toBe(false);
    expect(canResetTwoFactor(admin, bph, ['users.view_others', 'users.delete'])).toBe(false);
  });
});

describe('canDeleteUser', () => {
  it('allows lower-ranked users only, never oneself or the owner', () => {
    expect(canDeleteUser(admin, bph, all)).toBe(true);
    expect(canDeleteUser(admin, otherAdmin, all)).toBe(false);
    expect(canDeleteUser(owner, owner, all)).toBe(false);
    expect(canDeleteUser(admin, owner, all)).toBe(false);
    expect(canDeleteUser({ ...bph }, bph, all)).toBe(false);
  });
  it('needs users.delete', () => {
    expect(canDeleteUser(owner, bph, ['users.edit'])).toBe(false);
  });
});

describe('list check', () => {
  it('lists with users.view, not with users.create alone', () => {
    expect(canListUsers(['users.create'])).toBe(false);
    expect(canListUsers(['users.view'])).toBe(true);
    expect(canCreateUsers(['users.create'])).toBe(true);
  });
});
