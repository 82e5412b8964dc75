/**
 * The app's pages: the path the React router declares and the pattern the server uses to answer a page
 * (any other path gets a 404 status). `public` pages are the visitor site; the rest are staff screens.
 */
interface PageRoute {
  path: string;
  pattern: RegExp;
  public: boolean;
  /**
   * The server renders the page, so it reads (and works as far as plain HTML can) before any script runs, and
   * without JavaScript: every public page, and the sign-in page, which shows its card and says that signing in
   * needs JavaScript.
   */
  rendered: boolean;
  /**
   * The query parameters the page reads. The server renders and keeps a public page under its path and these
   * parameters only: any other (`utm_source`, `fbclid`, …) shows the same page, so it gets the same kept copy.
   */
  query: readonly string[];
}

const page = (
  path: string,
  pattern: RegExp,
  isPublic: boolean,
  query: readonly string[] = [],
  rendered = isPublic,
): PageRoute => ({ path, pattern, public: isPublic, rendered, query });

export const PAGE_ROUTES = {
  home: page('/', /^\/$/, true),
  articles: page('/artikel', /^\/artikel\/?$/, true, ['page', 'tag', 'q']),
  articleById: page('/artikel/:id', /^\/artikel\/\d+\/?$/, true),
  articleByIdSlug: page('/artikel/:id/:slug', /^\/artikel\/\d+\/[^/]+\/?$/, true),
  articleBySlug: page('/artikel/slug/:slug', /^\/artikel\/slug\/[^/]+\/?$/, true),
  library: page('/library', /^\/library\/?$/, true, ['q', 'type', 'page']),
  login: page('/login', /^\/login\/?$/, false, [], true),
  error: page('/error', /^\/error\/?$/, true, ['error', 'from']),
  dashboard: page('/dashboard', /^\/dashboard\/?$/, false),
  dashboardAnalytics: page('/dashboard/analytics', /^\/dashboard\/analytics\/?$/, false),
  dashboardArticles: page('/dashboard/articles', /^\/dashboard\/articles\/?$/, false, ['draft']),
  dashboardLibrary: page('/dashboard/library', /^\/dashboard\/library\/?$/, false),
  dashboardOrganization: page('/dashboard/organization', /^\/dashboard\/organization\/?$/, false),
  dashboardUsers: page('/dashboard/users', /^\/dashboard\/users\/?$/, false),
  dashboardRoles: page('/dashboard/roles', /^\/dashboard\/roles\/?$/, false),
  dashboardSettings: page('/dashboard/settings', /^\/dashboard\/settings\/?$/, false, ['tab']),
  dashboardContent: page('/dashboard/content', /^\/dashboard\/content\/?$/, false, ['draft']),
} as const;

export type PageName = keyof typeof PAGE_ROUTES;

const PAGE_LIST = Object.entries(PAGE_ROUTES) as Array<[PageName, PageRoute]>;

/** The page a path shows, or null when the app has no such page (asked on every request the server answers). */
export function matchPage(pathname: string): PageName | null {
  for (const [name, route] of PAGE_LIST) if (route.pattern.test(pathname)) return name;
  return null;
}

export const isPageRoute = (pathname: string): boolean => matchPage(pathname) !== null;

/**
 * What the web build writes for the server (PAGE_ASSETS_FILE inside the build folder) so that it can announce a
 * page's needs in its HTML: per page, the script files to preload beyond those index.html already loads, and
 * the pictures the page shows largest on its first screen.
 */
interface PageAssets {
  modules: string[];
  images: ImagePreload[];
}

/**
 * A picture to fetch early: its URL and, for a picture offered in several widths, the same srcset and sizes as the
 * picture (and the media query under which the picture chooses from that set), so the preload fetches the file the
 * picture will use.
 */
export interface ImagePreload {
  href: string;
  srcset?: string;
  sizes?: string;
  media?: string;
}
export type PageAssetsManifest = Partial<Record<PageName, PageAssets>>;
export const PAGE_ASSETS_FILE = '.vite/page-assets.json';

/** The id of the `<script type="application/json">` element in which the server hands a rendered page's state over. */
export const SERVER_STATE_ID = 'ssr-state';
