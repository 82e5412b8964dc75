import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { matchPage, PAGE_ROUTES } from '@hmti/contract';
import { appConfig } from '../../config/app-config';
import { clientIp, isAnonymousRequest } from '../request-context';
import { isBot, optedOut, referrerHost, remembered } from './visit';
import type { PageView } from './page-view-counter';

/**
 * Counts a view of a public page (the home page, the article list, an article, the library) when the server answered
 * it with the page, however it was answered (rendered, or kept by the HTML cache) — so only pages that exist: an
 * unknown article is a 404 and a wrong slug a redirect, and neither is counted. Not counted: visitors who ask not
 * to be (Do-Not-Track, Global Privacy Control), bots, signed-in staff (a session cookie or credentials), and anything but a plain
 * GET of a page. Nothing is written per request: the count is added in memory and reaches the database with the
 * next flush.
 */
export function pageViewCounter(strapi: Core.Strapi) {
  const siteHosts = new Set(appConfig.protections.siteHosts.map((h) => h.toLowerCase()));
  const counted = new Set(
    (Object.keys(PAGE_ROUTES) as Array<keyof typeof PAGE_ROUTES>).filter(
      (name) => PAGE_ROUTES[name].public && name !== 'error',
    ),
  );
  const referrerOf = remembered((referer) => referrerHost(referer, siteHosts));
  let pageViews: { record: (view: PageView) => void } | undefined;
  type SiteSettings = { knownMaintenanceMode(): boolean | undefined };
  let siteSettings: SiteSettings | undefined;

  /** `status` and `contentType`: what the answer was; a reload answered "not modified" (304) is a view too. */
  return (ctx: Pick<Context, 'method' | 'path' | 'get' | 'req'>, status: number, contentType: string) => {
    if (!appConfig.analytics.enabled || ctx.method !== 'GET' || (status !== 200 && status !== 304)) return;
    if (status === 200 && !contentType.startsWith('text/html')) return;
    const page = matchPage(ctx.path);
    if (!page || !counted.has(page)) return;
    const userAgent = ctx.get('user-agent');
    if (isBot(userAgent) || optedOut(ctx) || !isAnonymousRequest(ctx)) return;
    // In maintenance every page is the maintenance screen, whatever its address names: no page was read.
    siteSettings ??= strapi.service('api::settings.site-settings') as unknown as SiteSettings;
    if (siteSettings.knownMaintenanceMode()) return;
    pageViews ??= strapi.service('api::analytics.page-views') as { record: (view: PageView) => void };
    pageViews.record({
      path: ctx.path,
      ip: clientIp(ctx),
      userAgent,
      referrerHost: referrerOf(ctx.get('referer')),
      at: Date.now(),
    });
  };
}
