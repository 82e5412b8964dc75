import { describe, expect, it } from 'vitest';
import { canCreateUsers, canListUsers, userActions } from '../user-permissions';

const owner = { id: 1, role: 'owner' };
const admin = { id: 2, role: 'admin' };
const otherAdmin = { id: 3, role: 'admin' };
const bph = { id: 4, role: 'bph' };
const all = ['users.view', 'users.view_others', 'users.create', 'users.edit', 'users.delete'];
/** The roles the server lets each actor assign (below its level, holding nothing it lacks). */
const assignable = { owner: ['admin', 'bph'], admin: ['bph'], bph: [] as string[] };
const act = (actor: typeof admin | null, target: typeof admin, permissions = all) =>
  userActions(actor, target, permissions, actor ? assignable[actor.role as keyof typeof assignable] : []);

describe('userActions: canEdit', () => {
  it('allows users of a role the actor may assign only', () => {
    expect(act(admin, bph).canEdit).toBe(true);
    expect(act(admin, otherAdmin).canEdit).toBe(false);
    expect(act(bph, admin).canEdit).toBe(false);
    // A lower role holding a permission the actor lacks is not among the assignable ones.
    expect(userActions(admin, bph, all, []).canEdit).toBe(false);
  });
  it('lets only the owner edit the owner', () => {
    expect(act(admin, owner).canEdit).toBe(false);
    expect(act(owner, owner).canEdit).toBe(true);
  });
  it('needs users.edit and an actor', () => {
    expect(act(owner, bph, ['users.view_others']).canEdit).toBe(false);
    expect(act(null, bph).canEdit).toBe(false);
  });
});

describe('userActions: canResetTwoFactor', () => {
  it('needs users.edit and an assignable role: never an equal, the owner or oneself', () => {
    expect(act(admin, bph).canResetTwoFactor).toBe(true);
    expect(act(owner, admin).canResetTwoFactor).toBe(true);
    expect(act(admin, otherAdmin).canResetTwoFactor).toBe(false);
    expect(act(admin, owner).canResetTwoFactor).toBe(false);
    expect(act(owner, owner).canResetTwoFactor).toBe(false);
    expect(act(admin, bph, ['users.view_others', 'users.delete']).canResetTwoFactor).toBe(false);
  });
});

describe('userActions: canDelete', () => {
  it('allows users of a role the actor may assign only, never oneself or the owner', () => {
    expect(act(admin, bph).canDelete).toBe(true);
    expect(act(admin, otherAdmin).canDelete).toBe(false);
    expect(act(owner, owner).canDelete).toBe(false);
    expect(act(admin, owner).canDelete).toBe(false);
    expect(userActions(bph, bph, all, ['bph']).canDelete).toBe(false);
  });
  it('needs users.delete', () => {
    expect(act(owner, bph, ['users.edit']).canDelete).toBe(false);
  });
});

describe('list check', () => {
  it('lists with users.view, not with users.create alone', () => {
    expect(canListUsers(['users.create'])).toBe(false);
    expect(canListUsers(['users.view'])).toBe(true);
    expect(canCreateUsers(['users.create'])).toBe(true);
  });
});
