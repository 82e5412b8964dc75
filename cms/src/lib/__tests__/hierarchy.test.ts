import { describe, expect, it } from 'vitest';
import { creatableLevels, hierarchyRefusal, mayManageLevel, relevel, shiftForInsert } from '../hierarchy';

const owner = { level: 1, roleName: 'owner' };
const admin = { level: 2, roleName: 'admin' };
const chair = { level: 3, roleName: 'chair' };

describe('mayManageLevel', () => {
  it('allows only strictly lower-ranked targets', () => {
    expect(mayManageLevel(admin, 3, 'edit', 'user')).toBe(true);
    expect(mayManageLevel(admin, 2, 'edit', 'user')).toBe(false);
    expect(mayManageLevel(admin, 1, 'assign', 'user')).toBe(false);
    expect(mayManageLevel(chair, 2, 'edit', 'role')).toBe(false);
    expect(mayManageLevel(admin, 1, 'create', 'role')).toBe(false);
  });
  it('the owner may edit owner-level users, never delete them or touch the owner role', () => {
    expect(mayManageLevel(owner, 1, 'edit', 'user')).toBe(true);
    expect(mayManageLevel(owner, 1, 'delete', 'user')).toBe(false);
    expect(mayManageLevel(owner, 1, 'edit', 'role')).toBe(false);
    expect(mayManageLevel(owner, 2, 'delete', 'user')).toBe(true);
  });
  it('refuses nonsense levels', () => expect(mayManageLevel(owner, Number.NaN, 'edit', 'role')).toBe(false));
});

describe('relevel (drag)', () => {
  const roles = [1, 2, 3, 4, 5, 6].map((level) => ({ id: level * 10, level }));
  it('moves a role up and shifts the ones in between down by one', () => {
    expect(relevel(roles, 60, 4)).toEqual([
      { id: 60, level: 4 },
      { id: 40, level: 5 },
      { id: 50, level: 6 },
    ]);
  });
  it('moves a role down and shifts the ones in between up by one', () => {
    expect(relevel(roles, 30, 5)).toEqual([
      { id: 40, level: 3 },
      { id: 50, level: 4 },
      { id: 30, level: 5 },
    ]);
  });
  it('changes nothing when dropped in place', () => expect(relevel(roles, 30, 3)).toEqual([]));
  it('leaves roles outside the span alone, gaps included', () => {
    const gappy = [
      { id: 1, level: 1 },
      { id: 2, level: 2 },
      { id: 3, level: 5 },
      { id: 4, level: 9 },
      { id: 5, level: 100 },
    ];
    expect(relevel(gappy, 4, 2)).toEqual([
      { id: 4, level: 2 },
      { id: 2, level: 3 },
      { id: 3, level: 6 },
    ]);
  });
});

describe('shiftForInsert and creatableLevels', () => {
  it('pushes roles at and below the new level down', () => {
    expect(
      shiftForInsert(
        [
          { id: 1, level: 2 },
          { id: 2, level: 5 },
          { id: 3, level: 6 },
        ],
        5,
      ),
    ).toEqual([
      { id: 2, level: 6 },
      { id: 3, level: 7 },
    ]);
  });
  it('offers own+1 … max(existing)+3, at least own+3', () => {
    expect(creatableLevels(2, [1, 2, 3, 4, 5, 6])).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(creatableLevels(6, [1, 6])).toEqual([7, 8, 9]);
  });

  it('contains permissions: a lower target holding a permission the actor lacks is refused, except to the owner', () => {
    const editor = { level: 7, roleName: 'custom', permissions: ['users.edit', 'dashboard.view'] };
    const strong = { level: 10, permissions: ['dashboard.view', 'settings.edit'] };
    const weak = { level: 10, permissions: ['dashboard.view'] };
    expect(hierarchyRefusal(editor, strong, 'edit', 'user')).toBe('permissions');
    expect(hierarchyRefusal(editor, weak, 'edit', 'user')).toBeNull();
    expect(hierarchyRefusal(editor, { level: 7, permissions: [] }, 'edit', 'user')).toBe('level');
    expect(hierarchyRefusal({ level: 1, roleName: 'owner', permissions: [] }, strong, 'edit', 'user')).toBeNull();
  });
});
