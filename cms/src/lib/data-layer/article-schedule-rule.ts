import type { Core } from '@strapi/strapi';
import { scheduleNow } from '../schedule/clock';
import { SCHEDULE_INVALID, SCHEDULE_IN_PAST, SCHEDULE_WHILE_PUBLISHED } from '@hmti/contract';
import { refuse } from './refuse';

type Row = Record<string, unknown>;
interface Event {
  action: string;
  model: { uid: string };
  params: { data?: Row; where?: Row };
}

/** The latest moment a schedule may name (the dashboard's date field takes four-digit years). */
const LATEST = Date.UTC(10000, 0, 1);

const timeOf = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const time = new Date(value as string | number | Date).getTime();
  return time < LATEST ? time : NaN;
};

/**
 * An article is either published or waiting for its scheduled time, never both, and a schedule is set only to a
 * time still ahead (a schedule left as it was may have come due meanwhile). Checked on every write of an article,
 * whichever door it comes through; the scheduler's own write (published on, schedule off) passes.
 */
export function subscribeArticleScheduleRule(strapi: Core.Strapi) {
  const check = async (event: Event) => {
    const data = event.params.data;
    if (!data || (data.scheduledAt === undefined && data.published === undefined)) return;
    const incoming = data.scheduledAt === undefined ? undefined : timeOf(data.scheduledAt);
    if (incoming !== undefined && incoming !== null && !Number.isFinite(incoming)) throw refuse(SCHEDULE_INVALID);
    // Both given and no schedule: nothing stored can make the result wrong.
    if (incoming === null && data.published !== undefined) return;
    const rows: Row[] =
      event.action === 'beforeCreate'
        ? [{}]
        : ((await strapi.db.query(event.model.uid).findMany({ where: event.params.where ?? {} })) as Row[]);
    for (const row of rows) {
      const scheduled = incoming === undefined ? timeOf(row.scheduledAt) : incoming;
      const published = data.published === undefined ? row.published : data.published;
      if (scheduled !== null && published) throw refuse(SCHEDULE_WHILE_PUBLISHED);
      if (incoming && incoming !== timeOf(row.scheduledAt) && incoming <= scheduleNow().getTime())
        throw refuse(SCHEDULE_IN_PAST);
    }
  };
  strapi.db.lifecycles.subscribe({
    models: ['api::articles.article'],
    beforeCreate: check,
    beforeUpdate: check,
    beforeUpdateMany: check,
  });
}
