import { appConfig } from '../../../config/app-config';
import { badRequest } from '../../../lib/http-error';
import { scheduleNow } from '../../../lib/schedule/clock';
import { fromWallTime, toWallTime } from '../../../lib/schedule/zoned-time';
import { SCHEDULE_INVALID, SCHEDULE_IN_PAST, SCHEDULE_WHILE_PUBLISHED } from '@hmti/contract';
import { given } from './article-write';

/**
 * The form's `scheduledAt` (a wall time in the site's zone, '2026-12-01T09:00', or an ISO time with an offset; empty:
 * no schedule) for a save that is `published` or not. A schedule only for a draft, and only ahead of now unless it
 * is the one already stored. Refusals carry the message the editor shows.
 */
export function readSchedule(fields: Record<string, unknown>, published: boolean, stored?: unknown): Date | null {
  const raw = fields.scheduledAt;
  if (!given(raw)) return null;
  const at = typeof raw === 'string' ? fromWallTime(raw, appConfig.siteTimeZone) : null;
  if (!at) throw badRequest(SCHEDULE_INVALID, { field: 'scheduledAt' });
  if (published) throw badRequest(SCHEDULE_WHILE_PUBLISHED, { field: 'scheduledAt' });
  const kept = given(stored) && new Date(stored as string).getTime() === at.getTime();
  if (!kept && at.getTime() <= scheduleNow().getTime()) throw badRequest(SCHEDULE_IN_PAST, { field: 'scheduledAt' });
  return at;
}

/** How a stored schedule is shown: the moment, the same as a wall time in the site's zone, and the zone. */
export function scheduleView(stored: unknown) {
  const at = stored ? new Date(stored as string) : null;
  const timeZone = appConfig.siteTimeZone;
  return {
    scheduledAt: at ? at.toISOString() : null,
    scheduledLocal: at ? toWallTime(at, timeZone) : null,
    timeZone,
  };
}
