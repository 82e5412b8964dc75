import type { Core } from '@strapi/strapi';
import type { AnalyticsOverview, AnalyticsRange } from '@hmti/contract';
import { appConfig } from '../../../config/app-config';
import { PageViewCounter, type CountRow, type PageView } from '../lib/page-view-counter';
import { dayIn } from '../lib/visit';

const TABLE = 'analytics_daily';
const DAY_MS = 24 * 3600 * 1000;
const BATCH = 100;

/**
 * Readership counts: recorded in memory per request (cheap), added to one row per day and kind in the database by
 * `flush` (a timer, and before every read so the dashboard is current). The table is the product's own, outside the
 * content types, so counting never writes activity entries or shows in the Strapi admin.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const timeZone = appConfig.siteTimeZone;
  const counter = new PageViewCounter(timeZone, appConfig.analytics.maxReferrersPerDay);
  const knex = () => strapi.db.connection;
  let flushing: Promise<void> = Promise.resolve();

  const write = async (rows: CountRow[]) => {
    for (let i = 0; i < rows.length; i += BATCH) {
      await knex()(TABLE)
        .insert(rows.slice(i, i + BATCH))
        .onConflict(['day', 'kind', 'key'])
        .merge({
          views: knex().raw('?? + excluded.views', [`${TABLE}.views`]),
          visitors: knex().raw('?? + excluded.visitors', [`${TABLE}.visitors`]),
        });
    }
  };

  const sums = async (kind: string, from: string, limit: number) => {
    const rows = (await knex()(TABLE)
      .select('key')
      .sum({ views: 'views', visitors: 'visitors' })
      .where({ kind })
      .andWhere('day', '>=', from)
      .groupBy('key')
      .orderBy('views', 'desc')
      .limit(limit)) as Array<{ key: string; views: number | string; visitors: number | string }>;
    return rows.map((r) => ({ key: r.key, views: Number(r.views), visitors: Number(r.visitors) }));
  };

  /** Article refs (`id:12`, `slug:judul`) to the articles they name, with the counts of each article added up. */
  const resolveArticles = async (refs: Array<{ key: string; views: number }>) => {
    const ids = refs.filter((r) => r.key.startsWith('id:')).map((r) => Number(r.key.slice(3)));
    const slugs = refs.filter((r) => r.key.startsWith('slug:')).map((r) => r.key.slice(5));
    if (ids.length === 0 && slugs.length === 0) return [];
    const found = (await strapi.db.query('api::articles.article').findMany({
      select: ['id', 'slug', 'title'],
      where: { $or: [{ id: { $in: ids } }, { slug: { $in: slugs } }] },
    })) as Array<{ id: number; slug: string; title: string }>;
    const byRef = new Map<string, { id: number; slug: string; title: string }>();
    for (const a of found) byRef.set(`id:${a.id}`, a).set(`slug:${a.slug}`, a);
    const totals = new Map<number, { id: number; slug: string; title: string; views: number }>();
    for (const ref of refs) {
      const article = byRef.get(ref.key);
      if (article) totals.set(article.id, { ...article, views: (totals.get(article.id)?.views ?? 0) + ref.views });
    }
    return [...totals.values()].sort((a, b) => b.views - a.views || a.id - b.id);
  };

  return {
    async ensureTable(): Promise<void> {
      if (await knex().schema.hasTable(TABLE)) return;
      await knex().schema.createTable(TABLE, (table) => {
        table.string('day', 10).notNullable();
        table.string('kind', 16).notNullable();
        table.string('key', 200).notNullable();
        table.integer('views').notNullable().defaultTo(0);
        table.integer('visitors').notNullable().defaultTo(0);
        table.primary(['day', 'kind', 'key']);
      });
    },

    record: (view: PageView) => counter.record(view),

    /** Adds what was counted since the last flush to the database; on failure the counts wait for the next one. */
    flush(): Promise<void> {
      flushing = flushing.then(async () => {
        const rows = counter.drain();
        if (rows.length === 0) return;
        try {
          await write(rows);
        } catch (error) {
          counter.restore(rows);
          strapi.log.warn(`Analytics: counts kept for the next write (${(error as Error).message})`);
        }
      });
      return flushing;
    },

    async prune(): Promise<void> {
      const oldest = dayIn(timeZone, new Date(Date.now() - appConfig.analytics.retentionDays * DAY_MS));
      await knex()(TABLE).where('day', '<', oldest).delete();
    },

    async overview(range: AnalyticsRange): Promise<AnalyticsOverview> {
      await this.flush();
      const days = Array.from({ length: range }, (_, i) =>
        dayIn(timeZone, new Date(Date.now() - (range - 1 - i) * DAY_MS)),
      );
      const from = days[0];
      const site = (await knex()(TABLE)
        .select('day', 'views', 'visitors')
        .where({ kind: 'site', key: '' })
        .andWhere('day', '>=', from)) as Array<{ day: string; views: number; visitors: number }>;
      const byDay = new Map(site.map((r) => [r.day, r]));
      const series = days.map((day) => ({
        date: day,
        views: Number(byDay.get(day)?.views ?? 0),
        visitors: Number(byDay.get(day)?.visitors ?? 0),
      }));
      const [articles, referrers, devices] = await Promise.all([
        sums('article', from, 200),
        sums('referrer', from, 10),
        sums('device', from, 10),
      ]);
      return {
        range,
        timeZone,
        totals: {
          views: series.reduce((n, d) => n + d.views, 0),
          visitors: series.reduce((n, d) => n + d.visitors, 0),
        },
        series,
        topArticles: (await resolveArticles(articles)).slice(0, 10),
        referrers: referrers.map((r) => ({ host: r.key, views: r.views })),
        devices: devices.map((r) => ({ device: r.key, views: r.views, visitors: r.visitors })),
      };
    },

    /** Views of each article over the kept days (articles never viewed are absent). */
    async viewsOf(articles: Array<{ id: number; slug: string }>): Promise<Map<number, number>> {
      const result = new Map<number, number>();
      if (articles.length === 0) return result;
      const refs = new Map<string, number>();
      for (const a of articles) refs.set(`id:${a.id}`, a.id).set(`slug:${a.slug}`, a.id);
      const rows = (await knex()(TABLE)
        .select('key')
        .sum({ views: 'views' })
        .where({ kind: 'article' })
        .whereIn('key', [...refs.keys()])
        .groupBy('key')) as unknown as Array<{ key: string; views: number | string }>;
      for (const row of rows) {
        const id = refs.get(row.key);
        if (id !== undefined) result.set(id, (result.get(id) ?? 0) + Number(row.views));
      }
      return result;
    },
  };
};
