import type { Core } from '@strapi/strapi';
import type { SiteStats } from '@hmti/contract';
import { versionedMemo } from '../../../lib/content-version';
import { service } from '../../../lib/services';

/**
 * The three public counts: the published part of the staff totals (one database round-trip), members being those of
 * the current period; kept 2 s or until a write.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  counts: versionedMemo(2000, async (): Promise<SiteStats> => {
    const totals = await service(strapi, 'api::dashboard.dashboard-stats').totals();
    return {
      articles: totals.publishedArticles,
      libraryItems: totals.publishedMediaItems,
      organizationMembers: totals.currentPeriodMembers,
    };
  }),
});
