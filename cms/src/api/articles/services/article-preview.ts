import type { Core } from '@strapi/strapi';
import { ARTICLE_PREVIEW_PARAM, articlePath } from '@hmti/contract';
import { appConfig } from '../../../config/app-config';
import { forbidden } from '../../../lib/http-error';
import { readToken, signToken } from '../../../lib/sealed';
import { scheduleNow } from '../../../lib/schedule/clock';
import { pluginService, type PluginService } from '../../../lib/services';
import { ARTICLE_UID } from '../lib/article-write';

const PURPOSE = 'article-preview';
const PREVIEW_GONE = 'Tautan pratinjau ini sudah tidak berlaku. Buka pratinjau lagi dari panel admin.';

/** What a preview token carries: the article and the admin-panel account it was issued to. */
interface PreviewToken {
  a: number;
  u: number;
}

interface AdminRequestState {
  user?: { id?: number };
  userAbility?: Parameters<PluginService<'content-manager', 'permission-checker'>['create']>[0]['userAbility'];
}

/**
 * /admin's preview of an article (Strapi's preview feature, config/admin.ts): its page on the site, the public one once
 * published. An unpublished one shows only with a preview token in the address, signed for the admin-panel account
 * that may read it, for that article only, for ARTICLE_PREVIEW_MINUTES, void once that account is blocked or removed.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  // The test clock in tests (TEST_CLOCK_FILE), the real time otherwise.
  const now = () => scheduleNow().getTime();
  const { minutes, signingKey } = appConfig.articlePreview;

  /** Whether the admin-panel account of this request may read the article in the Content Manager. */
  const mayRead = (state: AdminRequestState, article: Record<string, unknown>) => {
    if (!state.userAbility) return false;
    const checker = pluginService(strapi, 'content-manager', 'permission-checker').create({
      userAbility: state.userAbility,
      model: ARTICLE_UID,
    });
    // The Content Manager adds the per-action shortcut `cannot.read` at run time without typing it.
    return !(checker.cannot as unknown as { read(entity: unknown): boolean }).read(article);
  };

  return {
    /** The address "Open preview" opens for `documentId`, or undefined (another type, unknown, or not readable). */
    async url(uid: string, documentId: string | undefined): Promise<string | undefined> {
      if (uid !== ARTICLE_UID || !documentId) return undefined;
      const state = (strapi.requestContext.get() as { state?: AdminRequestState } | undefined)?.state;
      const adminId = state?.user?.id;
      if (!state || typeof adminId !== 'number') return undefined;
      const article = (await strapi.db.query(ARTICLE_UID).findOne({
        select: ['id', 'documentId', 'slug', 'published'],
        where: { documentId },
        populate: { createdBy: { select: ['id'] } },
      })) as { id: number; slug: string; published: boolean } | null;
      if (!article || !mayRead(state, article)) return undefined;
      // Site-relative: the site and /admin share one origin, whose pages alone may frame the site's (frame-ancestors).
      const page = articlePath(article);
      if (article.published) return page;
      const token = signToken(signingKey, PURPOSE, { a: article.id, u: adminId }, now() + minutes * 60_000);
      return `${page}?${ARTICLE_PREVIEW_PARAM}=${encodeURIComponent(token)}`;
    },

    /** Checks a preview token for article `id` (signed for it, not ended, its admin account still active), else 403. */
    async check(token: unknown, id: number): Promise<void> {
      const payload = readToken<PreviewToken>(signingKey, PURPOSE, token, now());
      if (!payload || payload.a !== id) throw forbidden(PREVIEW_GONE);
      const admin = (await strapi.db.query('admin::user').findOne({
        select: ['id', 'isActive', 'blocked'],
        where: { id: payload.u },
      })) as { isActive?: boolean; blocked?: boolean } | null;
      if (!admin?.isActive || admin.blocked) throw forbidden(PREVIEW_GONE);
    },
  };
};
