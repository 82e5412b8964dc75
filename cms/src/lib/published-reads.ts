import type { Core } from '@strapi/strapi';
import { requestState } from './data-layer/actor';

const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

/** A request of the content API (/api) made by nobody: no API token, no users-permissions user, no staff session. */
function anonymousContentApi(strapi: Core.Strapi): boolean {
  const state = requestState(strapi);
  if (state?.route?.info?.type !== 'content-api') return false;
  return !state.auth?.credentials && !state.auth?.actor && !state.user;
}

/**
 * Visitors read published entries only, of every content type — ours and any an operator adds later in the
 * Content-Type Builder — whatever the query asks (Strapi 5's content API honours an anonymous `?status=draft`,
 * strapi/strapi#21388). One Document Service middleware, registered before any read runs.
 */
export function publishedReadsForVisitors(strapi: Core.Strapi) {
  strapi.documents.use(async (ctx, next) => {
    if (READS.has(ctx.action) && anonymousContentApi(strapi))
      (ctx.params as Record<string, unknown>) = { ...(ctx.params as object), status: 'published' };
    return next();
  });
}
