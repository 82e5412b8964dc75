import type { Core } from '@strapi/strapi';
import { isAdminPanelRequest } from '../lib/data-layer/actor';
import { CONTENT_MANAGER_LAYOUTS } from './layouts';

/** Per content type, the fields the Content Manager shows read-only (or not at all): the site's to set. */
const READ_ONLY = new Map(
  Object.entries(CONTENT_MANAGER_LAYOUTS).map(([uid, layout]) => [
    uid,
    Object.entries(layout.fields).flatMap(([field, look]) => (look.editable === false ? [field] : [])),
  ]),
);

const DRAFT = { published: false, scheduledAt: null };

/**
 * What the Content Manager shows read-only, a write through /admin does not set either (its form, its Duplicate, or a
 * request with an admin token): those fields are taken out of the write before any rule sees it, and keep what the site's rules
 * make of them (an article's picture address follows its Cover image, the author is the account that writes, the
 * former slugs follow the slug).
 */
export function keepReadOnlyFields(strapi: Core.Strapi) {
  strapi.documents.use(async (ctx, next) => {
    const data = (ctx.params as { data?: Record<string, unknown> } | undefined)?.data;
    const fields = READ_ONLY.get(ctx.uid);
    const writes = ctx.action === 'create' || ctx.action === 'update' || ctx.action === 'clone';
    if (!fields?.length || !data || !writes || !isAdminPanelRequest(strapi)) return next();
    for (const field of fields) delete data[field];
    // A Duplicate of an article starts as a draft, as Strapi's own Duplicate does: it copies the source's row, and a
    // published source would otherwise put the copy live at once (an Author's too, who publishes nothing).
    if (ctx.action === 'clone' && ctx.uid === 'api::articles.article') Object.assign(data, DRAFT);
    return next();
  });
}
