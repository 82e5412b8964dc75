import { matchPage, PAGE_ROUTES } from '@hmti/contract';

/** Paths that belong to Strapi (the API, the admin, uploads, probes): never a page of the web app. */
export const RESERVED_PATHS =
  /^\/(api|admin|uploads|content-manager|content-type-builder|upload|i18n|users-permissions|_health)(\/|$)/;

/**
 * Whether the server renders a page for this address: the pages that say so (PAGE_ROUTES[page].rendered), and an
 * unknown address (the app's 'Page Not Found', status 404) unless it names a file (`/wp-login.php`, `/x.env`),
 * which gets the bare app's 404 without a render. The render limit (security/protections/page-render-limit.ts)
 * counts the same addresses the renderer renders.
 */
export function isRenderedPath(pathname: string): boolean {
  const page = matchPage(pathname);
  if (page) return PAGE_ROUTES[page].rendered;
  return !RESERVED_PATHS.test(pathname) && !/\.[^/]*$/.test(pathname);
}
