import type { Core } from '@strapi/strapi';
import { scheduleNow } from '../schedule/clock';
import { withoutAudit } from './audit-scope';

const UID = 'api::articles.article';

type Row = Record<string, unknown>;
interface Event {
  action: string;
  params: { data?: Row; where?: Row };
  state: { publicationDates?: Array<{ id: number; date: Date }> };
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A schedule that has come: the moment the article was due, which is when it is published. */
const dueSchedule = (row: Row): Date | null => {
  if (!given(row.scheduledAt)) return null;
  const at = new Date(row.scheduledAt as string);
  return Number.isFinite(at.getTime()) && at.getTime() <= scheduleNow().getTime() ? at : null;
};

/**
 * Every published article has a publication moment (`publishedDate`), the date the site shows, sorts and feeds by.
 * It is set once, here, whichever door the write comes through (our /api, the admin's Content Manager, the
 * scheduler, seeds and imports):
 * - created already published: its `createdAt` (an import that keeps an old createdAt keeps its history; otherwise
 *   the timestamps Strapi sets at once, i.e. now);
 * - becoming published without one: the time its schedule came due (the scheduler's write), else now;
 * - unpublished and published again: the first moment stays (a write naming another moment sets that one).
 * Article writes of several rows also mark `updatedAt` as single-row writes do (Strapi does it only for one row),
 * so caches keyed on the newest change (the chat's knowledge, the sitemap) see the scheduler's publishing.
 */
export function subscribeArticlePublicationDate(strapi: Core.Strapi) {
  const beforeCreate = (event: Event) => {
    const data = event.params.data;
    if (!data?.published || given(data.publishedDate)) return;
    data.publishedDate = given(data.createdAt) ? data.createdAt : scheduleNow();
  };

  const beforeUpdate = async (event: Event) => {
    const data = event.params.data;
    if (!data) return;
    if (event.action === 'beforeUpdateMany' && data.updatedAt === undefined) data.updatedAt = new Date();
    if (data.published === false || (data.published === undefined && data.publishedDate === undefined)) return;
    if (given(data.publishedDate)) return;
    const rows = (await strapi.db.query(UID).findMany({
      select: ['id', 'published', 'publishedDate', 'scheduledAt'],
      where: event.params.where ?? {},
    })) as Row[];
    const targets = rows
      .filter((row) => (data.published === undefined ? row.published : data.published))
      .map((row) => ({
        id: row.id as number,
        date: given(row.publishedDate) ? new Date(row.publishedDate as string) : (dueSchedule(row) ?? scheduleNow()),
        stored: given(row.publishedDate),
      }));
    if (!targets.length || (data.publishedDate === undefined && targets.every((t) => t.stored))) return;
    const first = targets[0];
    if (
      event.action === 'beforeUpdate' ||
      (targets.length === rows.length && targets.every((t) => t.date.getTime() === first.date.getTime()))
    ) {
      data.publishedDate = first.date;
      return;
    }
    // Several rows that need different moments: each gets its own once the write is done.
    if (data.publishedDate === null) delete data.publishedDate;
    event.state.publicationDates = targets.filter((t) => !t.stored);
  };

  const afterUpdateMany = async (event: Event) => {
    for (const { id, date } of event.state.publicationDates ?? [])
      await withoutAudit(() =>
        strapi.db.query(UID).updateMany({
          where: { id, published: true, publishedDate: { $null: true } },
          data: { publishedDate: date },
        }),
      );
  };

  strapi.db.lifecycles.subscribe({
    models: [UID],
    beforeCreate,
    beforeUpdate,
    beforeUpdateMany: beforeUpdate,
    afterUpdateMany,
  });
}
