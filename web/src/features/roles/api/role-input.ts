export {
  ROLE_DESCRIPTION_MAX as DESCRIPTION_MAX,
  ROLE_DISPLAY_NAME_MAX as DISPLAY_NAME_MAX,
  ROLE_NAME_MAX as NAME_MAX,
} from '@hmti/contract';

export const INVALID_ROLE_ID = 'Invalid role ID';

export function assertRoleId(id: number): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new Error(INVALID_ROLE_ID);
  return id;
}
