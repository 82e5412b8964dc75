/** The one route table of the app. Server-side 404s use the same list (cms/src/lib/spa-routes.ts). */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  articles: {
    path: '/artikel',
    getHref: (tag?: string) => (tag ? `/artikel?tag=${encodeURIComponent(tag)}` : '/artikel'),
  },
  articleById: { path: '/artikel/:id', getHref: (id: number | string) => `/artikel/${id}` },
  articleByIdSlug: {
    path: '/artikel/:id/:slug',
    getHref: (id: number | string, slug: string) => `/artikel/${id}/${slug}`,
  },
  articleBySlug: { path: '/artikel/slug/:slug', getHref: (slug: string) => `/artikel/slug/${slug}` },
  library: { path: '/library', getHref: () => '/library' },
  login: { path: '/login', getHref: () => '/login' },
  error: {
    path: '/error',
    getHref: (errorObject?: unknown) =>
      errorObject ? `/error?error=${encodeURIComponent(JSON.stringify(errorObject))}` : '/error',
  },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    articles: { path: '/dashboard/articles', getHref: () => '/dashboard/articles' },
    library: { path: '/dashboard/library', getHref: () => '/dashboard/library' },
    organization: { path: '/dashboard/organization', getHref: () => '/dashboard/organization' },
    users: { path: '/dashboard/users', getHref: () => '/dashboard/users' },
    roles: { path: '/dashboard/roles', getHref: () => '/dashboard/roles' },
    settings: { path: '/dashboard/settings', getHref: () => '/dashboard/settings' },
    content: { path: '/dashboard/content', getHref: () => '/dashboard/content' },
  },
} as const;
