import { DIVISION_HEAD_ROLE } from '@hmti/contract';
import type { RoleSummary, StaffUser } from '../types';

export const ROLE_REQUIRED = 'Role is required.';
export const USER_REQUIRED = 'User is required.';
export const DIVISION_REQUIRED = 'Division is required.';

/** A division is chosen only for the division head role. */
export const needsDivision = (role: string | null | undefined) => role === DIVISION_HEAD_ROLE;

/** Users ranked strictly below the requester (greater level number), by level then name. */
export function usersBelow(users: readonly StaffUser[], requesterLevel: number): StaffUser[] {
  return users
    .filter((u) => Number.isFinite(u.level) && u.level > requesterLevel)
    .sort((a, b) => a.level - b.level || (a.name || a.username).localeCompare(b.name || b.username));
}

/** Roles with a greater level number than the requester's, highest rank first. */
export function rolesBelow(roles: readonly RoleSummary[], requesterLevel: number): RoleSummary[] {
  return roles.filter((r) => r.level > requesterLevel).sort((a, b) => a.level - b.level);
}

/** The body of PUT /api/users/{id}/role: the division only for the division head, otherwise null. */
export const roleUpdateBody = ({ role, division }: { role: string; division: string }) => ({
  role,
  division: needsDivision(role) ? division : null,
});
