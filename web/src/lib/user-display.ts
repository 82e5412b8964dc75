import type { SessionUser } from '@/lib/authorization';

type Named = Pick<SessionUser, 'name' | 'username'>;

/** The name, or the username when no name is set. */
export const userDisplayName = (user: Named | null | undefined): string =>
  user?.name?.trim() || user?.username?.trim() || '';

export const userInitial = (user: Named | null | undefined): string =>
  userDisplayName(user).charAt(0).toUpperCase() || '?';

/** The role's display name, or its key. */
export const userRoleLabel = (user: Pick<SessionUser, 'roleDisplayName' | 'role'> | null | undefined): string =>
  user?.roleDisplayName?.trim() || user?.role || '';
