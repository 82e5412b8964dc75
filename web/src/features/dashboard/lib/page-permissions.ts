/** Who may open which dashboard screen: holding any one of the listed permissions is enough; an empty list means everyone. */
export const PAGE_PERMISSIONS = {
  dashboard: ['dashboard.view'],
  analytics: ['dashboard.analytics'],
  articles: ['articles.view', 'articles.view_others', 'articles.edit', 'articles.create'],
  library: ['library.view', 'library.view_others', 'library.edit', 'library.create'],
  organization: ['organization.view', 'organization.edit'],
  content: ['content.view', 'content.edit'],
  users: ['users.view', 'users.view_others', 'users.edit', 'users.create', 'users.delete'],
  roles: ['roles.view', 'roles.edit', 'roles.create'],
  settings: [],
} as const satisfies Record<string, readonly string[]>;

export type DashboardPage = keyof typeof PAGE_PERMISSIONS;

/** True when the list is empty or the user holds one of its permissions. */
export const allowsAny = (permissions: readonly string[] | undefined, anyOf: readonly string[]): boolean =>
  anyOf.length === 0 || (!!permissions && anyOf.some((p) => permissions.includes(p)));
