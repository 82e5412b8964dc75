import { describe, expect, it } from 'vitest';
import { ROLE_CANNOT_MOVE, ROLE_CANNOT_MOVE_INTO } from '@hmti/contract';
import { planRoleDrop, relevelRoles, sortRolesByLevel } from '../role-order';

const roles = [
  { id: 1, name: 'owner', level: 1 },
  { id: 2, name: 'admin', level: 2 },
  { id: 3, name: 'chair', level: 3 },
  { id: 4, name: 'vice_chair', level: 4 },
  { id: 5, name: 'bph', level: 5 },
  { id: 6, name: 'division_head', level: 6 },
  { id: 7, name: 'custom', level: 7 },
];
const names = (list: Array<{ name: string; level: number }>) => list.map((r) => `${r.name}:${r.level}`);

describe('sortRolesByLevel', () => {
  it('sorts by level, then id, without touching the input', () => {
    const input = [roles[3], roles[0], { id: 9, name: 'tie', level: 1 }];
    expect(sortRolesByLevel(input).map((r) => r.id)).toEqual([1, 9, 4]);
    expect(input[0].id).toBe(4);
  });
});

describe('relevelRoles', () => {
  it('moving up shifts the roles in between down by one', () => {
    expect(names(relevelRoles(roles, 7, 4))).toEqual([
      'owner:1',
      'admin:2',
      'chair:3',
      'custom:4',
      'vice_chair:5',
      'bph:6',
      'division_head:7',
    ]);
  });
  it('moving down shifts the roles in between up by one', () => {
    expect(names(relevelRoles(roles, 3, 5))).toEqual([
      'owner:1',
      'admin:2',
      'vice_chair:3',
      'bph:4',
      'chair:5',
      'division_head:6',
      'custom:7',
    ]);
  });
  it('leaves roles outside the span alone', () => {
    const gappy = [...roles.slice(0, 6), { id: 7, name: 'custom', level: 9 }];
    expect(names(relevelRoles(gappy, 5, 6))).toEqual([
      'owner:1',
      'admin:2',
      'chair:3',
      'vice_chair:4',
      'division_head:5',
      'bph:6',
      'custom:9',
    ]);
  });
});

describe('planRoleDrop', () => {
  it('takes the level of the role at the drop position, gaps included', () => {
    const gapped = [
      { id: 1, name: 'owner', level: 1 },
      { id: 2, name: 'upper', level: 90 },
      { id: 3, name: 'lower', level: 95 },
    ];
    const plan = planRoleDrop(gapped, 2, 2, 1);
    expect(plan).toMatchObject({ kind: 'move', roleId: 2, level: 95 });
    if (plan.kind === 'move') expect(names(plan.preview)).toEqual(['owner:1', 'lower:94', 'upper:95']);
  });
  it('sets the level to the new index + 1 when the levels have no gaps', () => {
    const plan = planRoleDrop(roles, 7, 5, 1);
    expect(plan).toMatchObject({ kind: 'move', roleId: 7, level: 6 });
    if (plan.kind === 'move') expect(names(plan.preview).slice(5)).toEqual(['custom:6', 'division_head:7']);
  });
  it('does nothing when dropped in place', () => {
    expect(planRoleDrop(roles, 7, 6, 1)).toEqual({ kind: 'none' });
  });
  it('refuses to move a role at or above the actor', () => {
    expect(planRoleDrop(roles, 3, 5, 3)).toEqual({ kind: 'forbidden', message: ROLE_CANNOT_MOVE });
  });
  it('refuses to move a role into a level at or above the actor', () => {
    expect(planRoleDrop(roles, 6, 2, 3)).toEqual({ kind: 'forbidden', message: ROLE_CANNOT_MOVE_INTO });
    expect(planRoleDrop(roles, 6, 3, 3)).toMatchObject({ kind: 'move', level: 4 });
  });
  it('ignores unknown roles', () => {
    expect(planRoleDrop(roles, 99, 2, 1)).toEqual({ kind: 'none' });
  });
});
