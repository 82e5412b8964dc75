export const INVALID_ROLE_ID = 'Invalid role ID';

export function assertRoleId(id: number): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new Error(INVALID_ROLE_ID);
  return id;
}
