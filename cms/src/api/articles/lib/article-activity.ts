import { appConfig } from '../../../config/app-config';
import { AUDITED_MODELS, defaultTitle } from '../../../lib/data-layer/audited-models';
import type { ActivityAction, ActivityEntry } from '../../../lib/data-layer/audit-scope';
import { describeWallTime } from '../../../lib/schedule/zoned-time';
import { restoreNote } from './article-revisions';
import { ARTICLE_UID, type Row } from './article-write';

const wallTime = (at: unknown) => describeWallTime(new Date(at as string), appConfig.siteTimeZone);
const timeOf = (at: unknown) => (at ? new Date(at as string).getTime() : null);

/**
 * The status entry that follows a save of an article: "publish" after any save of a published one, "unpublish" when
 * it took it off the site, "submit" when it asked to be published ('Ajukan terbit'), "withdraw" when it took that
 * request back from an unscheduled draft (a schedule ends it too, and says so itself); nothing otherwise.
 */
function statusAction(before: Row | undefined, after: Row): ActivityAction | null {
  if (after.published) return 'publish';
  if (before?.published) return 'unpublish';
  if (before?.submittedAt && !after.submittedAt && !after.scheduledAt) return 'withdraw';
  return after.submittedAt && !before?.submittedAt ? 'submit' : null;
}

/**
 * The entries of one saved article, whichever door saved it (the audit log's `follow` for articles): the save's own
 * entry — in the history's words for a restore, with the time when it sets a schedule — then its status entry.
 */
export function articleEntries(entry: ActivityEntry, before: Row | undefined, after: Row): ActivityEntry[] {
  const restored = restoreNote();
  const main: ActivityEntry = restored
    ? {
        ...entry,
        title: 'Artikel dipulihkan dari riwayat',
        description: `Versi ${wallTime(restored.savedAt)} dipulihkan`,
      }
    : after.scheduledAt && timeOf(after.scheduledAt) !== timeOf(before?.scheduledAt)
      ? { ...entry, description: `Dijadwalkan terbit ${wallTime(after.scheduledAt)}` }
      : entry;
  const action = statusAction(before, after);
  return action ? [main, { ...main, action, title: defaultTitle(AUDITED_MODELS[ARTICLE_UID], action) }] : [main];
}
