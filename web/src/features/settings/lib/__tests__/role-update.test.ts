import { describe, expect, it } from 'vitest';
import { needsDivision, roleUpdateBody, rolesBelow, usersBelow } from '../role-update';
import type { Role, SessionUser } from '@hmti/contract';

const user = (id: number, level: number, name = `u${id}`): SessionUser => ({
  _id: id,
  id,
  username: name,
  name,
  email: `${name}@x.id`,
  role: 'r',
  roleDisplayName: 'R',
  level,
  division: null,
  lastLogin: null,
});
const role = (name: string, level: number): Role => ({
  _id: level,
  id: level,
  name,
  displayName: name,
  description: '',
  level,
  permissions: [],
  isSystem: true,
});

describe('role update card', () => {
  it('offers only users of a greater level number, highest rank first', () => {
    const list = usersBelow(
      [user(1, 1, 'owner'), user(2, 3, 'chair'), user(3, 6, 'zed'), user(4, 6, 'abe'), user(5, 2, 'admin')],
      2,
    );
    expect(list.map((u) => u.username)).toEqual(['chair', 'abe', 'zed']);
    expect(usersBelow([user(1, 3)], 3)).toEqual([]);
  });

  it('offers only roles of a greater level number', () => {
    expect(
      rolesBelow([role('owner', 1), role('admin', 2), role('bph', 5), role('chair', 3)], 2).map((r) => r.name),
    ).toEqual(['chair', 'bph']);
  });

  it('sends a division only for the division head', () => {
    expect(needsDivision('division_head')).toBe(true);
    expect(needsDivision('bph')).toBe(false);
    expect(roleUpdateBody({ role: 'division_head', division: 'medinfo' })).toEqual({
      role: 'division_head',
      division: 'medinfo',
    });
    expect(roleUpdateBody({ role: 'bph', division: 'medinfo' })).toEqual({ role: 'bph', division: null });
  });
});
