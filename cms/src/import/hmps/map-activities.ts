import { ACTIVITY_ACTIONS, ACTIVITY_TYPES } from '@hmti/contract';
import { appendImportedActivities } from '../../lib/data-layer/audit-log';
import { appConfig } from '../../config/app-config';
import { date, importEach, text, type ImportContext, type Row } from './context';

const clip = (value: unknown, n: number) => text(value)?.slice(0, n) ?? null;
const DAY_MS = 24 * 3600 * 1000;

/**
 * The activity log as history: each entry with its own time, person and text, its metadata marked
 * `{ importedFrom: 'hmps' }` and the person linked to their imported account. Written in batches by
 * the audit writer, the only writer of activity rows; the bell's seen marks are moved past them afterwards.
 */
export async function importActivities(ctx: ImportContext) {
  // Entries older than the log's retention would be pruned by the next pruning run: they are not imported.
  const retentionDays = appConfig.activityRetention.days;
  const cutoff = retentionDays > 0 ? Date.now() - retentionDays * DAY_MS : -Infinity;
  let batch: Row[] = [];
  const flush = async () => {
    await appendImportedActivities(ctx.strapi, batch);
    batch = [];
  };
  await importEach(ctx, 'activities', async (doc, id) => {
    const type = String(doc.type);
    const action = String(doc.action);
    if (
      !(ACTIVITY_TYPES as readonly string[]).includes(type) ||
      !(ACTIVITY_ACTIONS as readonly string[]).includes(action)
    )
      return ctx.report.skipped('activities', id, `type "${type}" / action "${action}" is not one this log has`);
    const timestamp = date(doc.timestamp) ?? date(doc.createdAt);
    if (!timestamp) return ctx.report.skipped('activities', id, 'an entry without a time');
    if (timestamp.getTime() < cutoff)
      return ctx.report.skipped(
        'activities',
        id,
        `older than the activity log keeps entries (ACTIVITY_RETENTION_DAYS=${retentionDays})`,
      );
    const description = text(doc.description);
    if (description && description.length > 2000)
      ctx.report.change('activities', id, `description: cut from ${description.length} to 2000 characters`);
    const user = typeof doc.userId === 'string' ? ctx.users.get(doc.userId) : undefined;
    const metadata = doc.metadata && typeof doc.metadata === 'object' ? (doc.metadata as Row) : {};
    batch.push({
      type,
      action,
      title: clip(doc.title, 300) ?? `${type} ${action}`,
      description: clip(doc.description, 2000),
      entityId: clip(doc.entityId, 100),
      entityTitle: clip(doc.entityTitle, 300),
      userId: user?.id ?? null,
      userName: clip(doc.userName, 200) ?? user?.name ?? null,
      userRole: clip(doc.userRole, 100),
      metadata: { ...metadata, importedFrom: 'hmps', hmpsId: id },
      actorKind: 'site',
      timestamp,
    });
    if (batch.length >= 500) await flush();
    return null;
  });
  await flush();
}
