import type { Core } from '@strapi/strapi';
import type { SiteStats } from '@hmti/contract';
import { versionedMemo } from '../../../lib/content-version';
import { CURRENT_PERIOD_SQL } from '../../../lib/periods';

/**
 * The three public counts in one database round-trip (published content only), kept 2 s or until a write.
 * Members are those of the current period (`CURRENT_PERIOD_SQL`).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const load = async (): Promise<SiteStats> => {
    const yes = strapi.db.dialect.client === 'postgres' ? true : 1;
    const raw = await strapi.db.connection.raw(
      `SELECT (SELECT COUNT(*) FROM articles WHERE published = ?) AS articles,
              (SELECT COUNT(*) FROM library_items WHERE published = ?) AS library_items,
              (SELECT COUNT(*) FROM org_members WHERE period = ${CURRENT_PERIOD_SQL}) AS members`,
      [yes, yes],
    );
    const row = (Array.isArray(raw) ? raw[0] : raw.rows[0]) as {
      articles: number | string;
      library_items: number | string;
      members: number | string;
    };
    return {
      articles: Number(row.articles),
      libraryItems: Number(row.library_items),
      organizationMembers: Number(row.members),
    };
  };
  const counts = versionedMemo(2000, load);
  return { counts };
};
