import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../config/app-config';
import { auditAs } from '../../../lib/data-layer/audit-scope';
import { scheduleNow } from '../../../lib/schedule/clock';
import { toWallTime } from '../../../lib/schedule/zoned-time';
import { ARTICLE_UID } from '../lib/article-write';

/**
 * Publishes the articles whose scheduled time has come. The schedule is a column, so it outlives restarts; every
 * instance runs this, and each article is claimed by one conditional UPDATE (still a draft, still scheduled, due):
 * only the instance whose UPDATE changed the row writes the activity entry and the version, in the same transaction.
 * It is an ordinary article update, so this instance's caches drop their entries at once (others' within their short
 * TTLs); the data layer dates it at its scheduled time (publishedDate), not when this job ran, and marks updatedAt.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async publishDue(): Promise<number> {
    const now = scheduleNow();
    const due = { published: false, scheduledAt: { $notNull: true, $lte: now } };
    const rows = (await strapi.db.query(ARTICLE_UID).findMany({
      select: ['id', 'title', 'scheduledAt'],
      where: due,
      orderBy: [{ scheduledAt: 'asc' }, { id: 'asc' }],
      limit: 100,
    })) as Array<{ id: number; title: string; scheduledAt: string }>;
    let published = 0;
    for (const row of rows) {
      // The claim is an ordinary update described by its own entry, so it also keeps its version in the history.
      const entry = {
        type: 'article' as const,
        action: 'publish' as const,
        title: 'Artikel dipublikasikan sesuai jadwal',
        description: `Jadwal: ${toWallTime(new Date(row.scheduledAt), appConfig.siteTimeZone).replace('T', ' ')} (${appConfig.siteTimeZone})`,
        entityId: row.id,
        entityTitle: row.title,
      };
      const { count } = await strapi.db.transaction(() =>
        auditAs(entry, () =>
          strapi.db
            .query(ARTICLE_UID)
            .updateMany({ where: { id: row.id, ...due }, data: { published: true, scheduledAt: null } }),
        ),
      );
      published += count;
    }
    return published;
  },

  /** What the editor needs to read and write schedules: the site's zone and its "now" there. */
  clock() {
    const now = scheduleNow();
    return {
      timeZone: appConfig.siteTimeZone,
      now: now.toISOString(),
      nowLocal: toWallTime(now, appConfig.siteTimeZone),
    };
  },
});
