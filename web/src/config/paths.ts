import { PAGE_ROUTES as P } from '@hmti/contract';

/** The app's links, on the shared route table (the server answers 404 for any path not in it). */
export const paths = {
  home: { path: P.home.path, getHref: () => '/' },
  articles: {
    path: P.articles.path,
    getHref: (tag?: string) => (tag ? `/artikel?tag=${encodeURIComponent(tag)}` : '/artikel'),
  },
  // An article's link is the contract's articlePath.
  articleById: { path: P.articleById.path },
  articleByIdSlug: { path: P.articleByIdSlug.path },
  articleBySlug: { path: P.articleBySlug.path },
  library: { path: P.library.path, getHref: () => '/library' },
  login: { path: P.login.path, getHref: () => '/login' },
  error: {
    path: P.error.path,
    /** `from`: the address that failed, which Try Again loads again. */
    getHref: (errorObject?: unknown, from?: string) => {
      const query = [
        errorObject ? `error=${encodeURIComponent(JSON.stringify(errorObject))}` : '',
        from ? `from=${encodeURIComponent(from)}` : '',
      ].filter(Boolean);
      return query.length ? `/error?${query.join('&')}` : '/error';
    },
  },
  dashboard: {
    root: { path: P.dashboard.path, getHref: () => '/dashboard' },
    analytics: { path: P.dashboardAnalytics.path, getHref: () => '/dashboard/analytics' },
    articles: {
      path: P.dashboardArticles.path,
      /** With `open`, the page opens that article's editor ('new': a new one), which offers an unsaved draft back. */
      getHref: (open?: number | 'new') => (open ? `/dashboard/articles?draft=${open}` : '/dashboard/articles'),
    },
    library: { path: P.dashboardLibrary.path, getHref: () => '/dashboard/library' },
    organization: { path: P.dashboardOrganization.path, getHref: () => '/dashboard/organization' },
    users: { path: P.dashboardUsers.path, getHref: () => '/dashboard/users' },
    roles: { path: P.dashboardRoles.path, getHref: () => '/dashboard/roles' },
    settings: { path: P.dashboardSettings.path, getHref: () => '/dashboard/settings' },
    content: { path: P.dashboardContent.path, getHref: () => '/dashboard/content' },
  },
} as const;
