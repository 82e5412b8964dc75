import { DIVISION_HEAD_ROLE, type Role, type SessionUser } from '@hmti/contract';

/** A division is chosen only for the division head role. */
export const needsDivision = (role: string | null | undefined) => role === DIVISION_HEAD_ROLE;

/** Users ranked strictly below the requester (greater level number), by level then name. */
export const usersBelow = (users: readonly SessionUser[], requesterLevel: number) =>
  users
    .filter((u) => Number.isFinite(u.level) && u.level > requesterLevel)
    .sort((a, b) => a.level - b.level || (a.name || a.username).localeCompare(b.name || b.username));

/** Roles with a greater level number than the requester's, highest rank first. */
export const rolesBelow = (roles: readonly Role[], requesterLevel: number) =>
  roles.filter((r) => r.level > requesterLevel).sort((a, b) => a.level - b.level);

/** The body of PUT /api/users/{id}/role: the division only for the division head, otherwise null. */
export const roleUpdateBody = ({ role, division }: { role: string; division: string }) => ({
  role,
  division: needsDivision(role) ? division : null,
});
