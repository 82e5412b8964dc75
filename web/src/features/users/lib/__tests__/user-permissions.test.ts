import { describe, expect, it } from 'vitest';
import { canCreateUsers, canListUsers, userActions } from '../user-permissions';

const owner = { id: 1, role: 'owner', level: 1 };
const admin = { id: 2, role: 'admin', level: 2 };
const otherAdmin = { id: 3, role: 'admin', level: 2 };
const bph = { id: 4, role: 'bph', level: 5 };
const all = ['users.view', 'users.view_others', 'users.create', 'users.edit', 'users.delete'];

describe('userActions: canEdit', () => {
  it('allows lower-ranked users only', () => {
    expect(userActions(admin, bph, all).canEdit).toBe(true);
    expect(userActions(admin, otherAdmin, all).canEdit).toBe(false);
    expect(userActions(bph, admin, all).canEdit).toBe(false);
  });
  it('lets only the owner edit the owner', () => {
    expect(userActions(admin, owner, all).canEdit).toBe(false);
    expect(userActions(owner, owner, all).canEdit).toBe(true);
  });
  it('needs users.edit and an actor', () => {
    expect(userActions(owner, bph, ['users.view_others']).canEdit).toBe(false);
    expect(userActions(null, bph, all).canEdit).toBe(false);
  });
});

describe('userActions: canResetTwoFactor', () => {
  it('needs users.edit and a strictly lower-ranked target: never an equal, the owner or oneself', () => {
    expect(userActions(admin, bph, all).canResetTwoFactor).toBe(true);
    expect(userActions(owner, admin, all).canResetTwoFactor).toBe(true);
    expect(userActions(admin, otherAdmin, all).canResetTwoFactor).toBe(false);
    expect(userActions(admin, owner, all).canResetTwoFactor).toBe(false);
    expect(userActions(owner, owner, all).canResetTwoFactor).toBe(false);
    expect(userActions(admin, bph, ['users.view_others', 'users.delete']).canResetTwoFactor).toBe(false);
  });
});

describe('userActions: canDelete', () => {
  it('allows lower-ranked users only, never oneself or the owner', () => {
    expect(userActions(admin, bph, all).canDelete).toBe(true);
    expect(userActions(admin, otherAdmin, all).canDelete).toBe(false);
    expect(userActions(owner, owner, all).canDelete).toBe(false);
    expect(userActions(admin, owner, all).canDelete).toBe(false);
    expect(userActions({ ...bph }, bph, all).canDelete).toBe(false);
  });
  it('needs users.delete', () => {
    expect(userActions(owner, bph, ['users.edit']).canDelete).toBe(false);
  });
});

describe('list check', () => {
  it('lists with users.view, not with users.create alone', () => {
    expect(canListUsers(['users.create'])).toBe(false);
    expect(canListUsers(['users.view'])).toBe(true);
    expect(canCreateUsers(['users.create'])).toBe(true);
  });
});
