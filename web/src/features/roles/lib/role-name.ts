/** The server's derivation of a role name: lower case, spaces and hyphens as underscores. */
export const toRoleName = (typed: string): string =>
  typed
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
