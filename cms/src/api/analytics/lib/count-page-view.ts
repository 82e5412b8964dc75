import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { isPreviewAddress, matchPage, PAGE_ROUTES } from '@hmti/contract';
import { appConfig } from '../../../config/app-config';
import { clientIp, isAnonymousRequest } from '../../../lib/request-context';
import { isBot, optedOut, referrerHost, remembered } from './visit';
import { service, type Services } from '../../../lib/services';

/**
 * Counts a view of a public page (the home page, the article list, an article, the library) when the server answered
 * it with the page, however it was answered (rendered, or kept by the HTML cache) — so only pages that exist: an
 * unknown article is a 404 and a wrong slug a redirect, and neither is counted. Not counted: visitors who ask not
 * to be (Do-Not-Track, Global Privacy Control), bots, signed-in staff (a session cookie or credentials), /admin's
 * previews of an article (`?preview=`), and anything but a plain GET of a page. Nothing is written per request: the
 * count is added in memory and reaches the database with the next flush.
 */
export function pageViewCounter(strapi: Core.Strapi) {
  const siteHosts = new Set(appConfig.protections.siteHosts.map((h) => h.toLowerCase()));
  const counted = new Set(Object.entries(PAGE_ROUTES).flatMap(([name, route]) => (route.public ? [name] : [])));
  counted.delete('error');
  const referrerOf = remembered((referer) => referrerHost(referer, siteHosts));
  let pageViews: Services['api::analytics.page-views'] | undefined;
  let siteSettings: Services['api::settings.site-settings'] | undefined;

  /** `status` and `contentType`: what the answer was; a reload answered "not modified" (304) is a view too. */
  return (ctx: Pick<Context, 'method' | 'path' | 'get' | 'req'>, status: number, contentType: string) => {
    if (!appConfig.analytics.enabled || ctx.method !== 'GET' || (status !== 200 && status !== 304)) return;
    if (status === 200 && !contentType.startsWith('text/html')) return;
    const page = matchPage(ctx.path);
    if (!page || !counted.has(page)) return;
    if (isPreviewAddress(ctx.req.url ?? '')) return;
    const userAgent = ctx.get('user-agent');
    if (isBot(userAgent) || optedOut(ctx) || !isAnonymousRequest(ctx)) return;
    // In maintenance every page is the maintenance screen, whatever its address names: no page was read.
    siteSettings ??= service(strapi, 'api::settings.site-settings');
    if (siteSettings.knownMaintenanceMode()) return;
    pageViews ??= service(strapi, 'api::analytics.page-views');
    pageViews.record({
      path: ctx.path,
      ip: clientIp(ctx),
      userAgent,
      referrerHost: referrerOf(ctx.get('referer')),
      at: Date.now(),
    });
  };
}
