import { appConfig } from '../../../config/app-config';
import { wallDateAndTime } from '../../../lib/schedule/zoned-time';

/**
 * When a library item happened, as every card shows it (the public library and the dashboard alike): its event
 * date, or else when it was added, as a day and a time in the site's zone.
 */
export const libraryItemWhen = (row: { eventDate?: string | null; createdAt: string }) =>
  wallDateAndTime(row.eventDate ?? row.createdAt, appConfig.siteTimeZone);
