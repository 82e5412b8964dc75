/** The name, or the username when no name is set. */
export const displayNameOf = (user: { name?: string | null; username: string }): string =>
  user.name?.trim() || user.username;

export const initialOf = (user: { name?: string | null; username: string }): string =>
  displayNameOf(user).charAt(0).toUpperCase() || '?';
