import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../config/app-config';
import { withoutAudit } from '../../../lib/data-layer/audit-scope';
import { writeActivity } from '../../../lib/data-layer/audit-log';
import { scheduleNow } from '../../../lib/schedule/clock';
import { toWallTime } from '../../../lib/schedule/zoned-time';
import { ARTICLE_UID } from '../lib/article-write';

/**
 * Publishes the articles whose scheduled time has come. The schedule is a column, so it outlives restarts; every
 * instance runs this, and each article is claimed by one conditional UPDATE (still a draft, still scheduled, due):
 * only the instance whose UPDATE changed the row writes the activity entry, in the same transaction. It is an
 * ordinary article update, so this instance's caches drop their entries at once (others' within their short TTLs);
 * the data layer dates it at its scheduled time (publishedDate), not when this job ran, and marks updatedAt.
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
      await strapi.db.transaction(async () => {
        const { count } = await withoutAudit(() =>
          strapi.db
            .query(ARTICLE_UID)
            .updateMany({ where: { id: row.id, ...due }, data: { published: true, scheduledAt: null } }),
        );
        if (count !== 1) return;
        published += 1;
        await writeActivity(strapi, [
          {
            type: 'article',
            action: 'publish',
            title: 'Artikel dipublikasikan sesuai jadwal',
            description: `Jadwal: ${toWallTime(new Date(row.scheduledAt), appConfig.siteTimeZone).replace('T', ' ')} (${appConfig.siteTimeZone})`,
            entityId: row.id,
            entityTitle: row.title,
          },
        ]);
      });
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
