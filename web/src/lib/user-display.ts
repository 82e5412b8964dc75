import type { SessionUser } from '@hmti/contract';

type Named = Pick<SessionUser, 'name' | 'username'>;

/** The name, or the username when no name is set. */
export const userDisplayName = (user: Named | null | undefined): string =>
  user?.name?.trim() || user?.username?.trim() || '';

/** The letter an avatar without a picture shows: a name's first, upper case; '?' for no name. */
export const initialOf = (name: string): string => name.trim().charAt(0).toUpperCase() || '?';

export const userInitial = (user: Named | null | undefined): string => initialOf(userDisplayName(user));

/** The role's display name, or its key. */
export const userRoleLabel = (user: Pick<SessionUser, 'roleDisplayName' | 'role'> | null | undefined): string =>
  user?.roleDisplayName?.trim() || user?.role || '';
