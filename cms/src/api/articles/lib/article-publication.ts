import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  mayChangePublication,
  PUBLISH_DENIED,
  SCHEDULE_INVALID,
  SCHEDULE_IN_PAST,
  SCHEDULE_WHILE_PUBLISHED,
} from '@hmti/contract';
import { scheduleNow } from '../../../lib/schedule/clock';
import { currentActor, currentSiteAccount } from '../../../lib/data-layer/actor';
import { withoutAudit } from '../../../lib/data-layer/audit-scope';
import { fieldRefusal } from '../../../lib/data-layer/refuse';
import { ARTICLE_UID, given, type ArticleWrite, type Row } from './article-write';

/** The latest moment a schedule may name (the dashboard's date field takes four-digit years). */
const LATEST = Date.UTC(10000, 0, 1);

const timeOf = (value: unknown): number | null => {
  if (!given(value)) return null;
  const time = new Date(value as string | number | Date).getTime();
  return time < LATEST ? time : NaN;
};

/** The rows a rule compares the write with: the stored ones, or for a new article what it starts from. */
const startOf = (write: ArticleWrite): Row[] =>
  write.action === 'beforeCreate' ? [{ published: false, scheduledAt: null }] : write.rows;

const touchesPublication = (data: Row) => data.published !== undefined || data.scheduledAt !== undefined;

/** A refused schedule, marked on the schedule's field as the dashboard marks it ('Scheduled for' in /admin). */
const scheduleRefusal = (message: string) => fieldRefusal(['scheduledAt'], message);

/**
 * An article is either published or waiting for its scheduled time, never both, and a schedule is set only to a
 * time still ahead (a schedule left as it was may have come due meanwhile). The scheduler's own write (published on,
 * schedule off) passes.
 */
export function scheduleRule(_strapi: Core.Strapi, write: ArticleWrite) {
  const { data } = write;
  if (!touchesPublication(data)) return;
  const incoming = data.scheduledAt === undefined ? undefined : timeOf(data.scheduledAt);
  if (Number.isNaN(incoming)) throw scheduleRefusal(SCHEDULE_INVALID);
  for (const row of startOf(write)) {
    const scheduled = incoming === undefined ? timeOf(row.scheduledAt) : incoming;
    const published = data.published === undefined ? row.published : data.published;
    if (scheduled !== null && published) throw scheduleRefusal(SCHEDULE_WHILE_PUBLISHED);
    if (incoming && incoming !== timeOf(row.scheduledAt) && incoming <= scheduleNow().getTime())
      throw scheduleRefusal(SCHEDULE_IN_PAST);
  }
}

/**
 * The publishing right (the contract's mayChangePublication) on every write of an article by a site account (a save,
 * a restore): publishing or scheduling needs articles.publish; the author may always take their own article back to
 * draft. /admin's writes follow its users' admin roles; the system's (the scheduler, seeds) pass.
 */
export async function publishRule(strapi: Core.Strapi, write: ArticleWrite) {
  const { data } = write;
  const account = currentSiteAccount(strapi);
  if (!touchesPublication(data) || !account || account.permissions.includes('articles.publish')) return;
  const changes = startOf(write).flatMap((row) => {
    const wasPublished = !!row.published;
    const published = data.published === undefined ? wasPublished : !!data.published;
    const wasScheduled = timeOf(row.scheduledAt);
    const scheduled = data.scheduledAt === undefined ? wasScheduled : timeOf(data.scheduledAt);
    const publishing = (published && !wasPublished) || (scheduled !== null && scheduled !== wasScheduled);
    const takingBack = (!published && wasPublished) || (scheduled === null && wasScheduled !== null);
    return publishing || takingBack ? [{ id: row.id, publishing }] : [];
  });
  if (!changes.length) return;
  // Whose the articles are: read only here, for the rare write that needs it. A new one is the writer's own.
  const authors =
    write.action === 'beforeCreate'
      ? new Map([[undefined, account.id]])
      : new Map(
          (
            (await strapi.db.query(ARTICLE_UID).findMany({
              select: ['id'],
              where: { id: { $in: changes.map((c) => c.id) } },
              populate: { authorUser: { select: ['id'] } },
            })) as Array<{ id: number; authorUser?: { id: number } | null }>
          ).map((row) => [row.id as unknown, row.authorUser?.id]),
        );
  for (const { id, publishing } of changes) {
    // A PolicyError: Strapi answers a plain ForbiddenError with its generic text, this one with the message.
    if (!mayChangePublication(account.permissions, { publishing, own: authors.get(id) === account.id }))
      throw new errors.PolicyError(PUBLISH_DENIED);
  }
}

/**
 * An article asked for publication ('Ajukan terbit': `submittedAt`, set when a writer without articles.publish asks)
 * waits only while it is an unscheduled draft: a write that publishes or schedules it ends the wait, and one that asks
 * for an article on the site or scheduled asks for nothing. Only the dashboard asks (and the system: seeds, imports):
 * an article created in /admin, its Duplicate too (which copies the source's fields), starts not asked for.
 */
export function submissionRule(strapi: Core.Strapi, { action, data, rows }: ArticleWrite) {
  if (data.published || given(data.scheduledAt)) data.submittedAt = null;
  if (!given(data.submittedAt)) return;
  if (action === 'beforeCreate') {
    if (currentActor(strapi).kind === 'admin') data.submittedAt = null;
    return;
  }
  const onSiteOrScheduled = (row: Row) =>
    (data.published === undefined && !!row.published) || (data.scheduledAt === undefined && given(row.scheduledAt));
  if (rows.some(onSiteOrScheduled)) data.submittedAt = null;
}

/** A schedule that has come: the moment the article was due, which is when it is published. */
const dueSchedule = (row: Row): Date | null => {
  const at = timeOf(row.scheduledAt);
  return at !== null && Number.isFinite(at) && at <= scheduleNow().getTime() ? new Date(at) : null;
};

/**
 * Every published article has a publication moment (`publishedDate`), which the site shows, sorts and feeds by, set
 * once whichever door writes: created published, its given `createdAt` (an import keeps its history), else now;
 * published later, the time its schedule came due (the scheduler's write), else now; published again, the first
 * moment stays. Only the system actor (seeds, imports, scripts) may name one; a person's is dropped. Writes of several
 * rows also mark `updatedAt`, as Strapi does for one row, so caches keyed on the newest change (the chat's knowledge,
 * the sitemap) see the scheduler's publishing.
 */
export function publicationDateRule(strapi: Core.Strapi, { action, data, rows, state }: ArticleWrite) {
  if (data.publishedDate !== undefined && currentActor(strapi).kind !== 'system') delete data.publishedDate;
  if (action === 'beforeCreate') {
    if (data.published && !given(data.publishedDate))
      data.publishedDate = given(data.createdAt) ? data.createdAt : scheduleNow();
    return;
  }
  if (action === 'beforeUpdateMany' && data.updatedAt === undefined) data.updatedAt = new Date();
  if (data.published === false || (data.published === undefined && data.publishedDate === undefined)) return;
  if (given(data.publishedDate)) return;
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
    action === 'beforeUpdate' ||
    (targets.length === rows.length && targets.every((t) => t.date.getTime() === first.date.getTime()))
  ) {
    data.publishedDate = first.date;
    return;
  }
  // Several rows that need different moments: each gets its own once the write is done (`datePublishedRows`).
  if (data.publishedDate === null) delete data.publishedDate;
  state.publicationDates = targets.filter((t) => !t.stored);
}

/** After a write of several rows: the moments `publicationDateRule` left for each. */
export async function datePublishedRows(strapi: Core.Strapi, state: Row) {
  for (const { id, date } of (state.publicationDates as Array<{ id: number; date: Date }> | undefined) ?? [])
    await withoutAudit(() =>
      strapi.db.query(ARTICLE_UID).updateMany({
        where: { id, published: true, publishedDate: { $null: true } },
        data: { publishedDate: date },
      }),
    );
}
