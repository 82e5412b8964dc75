import { clearSettingsCache } from '../../services/site-settings';
import { keepSettingsRevision } from '../../lib/settings-revisions';
import { currentAuditScope } from '../../../../lib/data-layer/audit-scope';
import { auditLifecycles, type WriteEvent } from '../../../../lib/data-layer/audit-log';
import { rowsBefore } from '../../../../lib/data-layer/lifecycle-event';

type Row = Record<string, unknown>;
const audit = auditLifecycles(strapi);

/**
 * Every save of the settings, whichever door: the memoised copy is dropped, a version kept for the History tab
 * (lib/settings-revisions.ts) and the activity entry written (lib/data-layer/audit-log.ts). The row before an update
 * is read once, for both: the version kept of the first save and what the entry says changed.
 */
export default {
  ...audit,
  async beforeUpdate(event: WriteEvent) {
    event.state.before = await rowsBefore(strapi, event);
  },
  async afterCreate(event: WriteEvent) {
    clearSettingsCache();
    // First-start seeding keeps none: the first change keeps the seeded settings before it.
    if (!currentAuditScope()?.silent) await keepSettingsRevision(strapi, event.result as Row);
    await audit.afterCreate(event);
  },
  async afterUpdate(event: WriteEvent) {
    clearSettingsCache();
    if (event.result) await keepSettingsRevision(strapi, event.result as Row, event.state.before?.[0]);
    await audit.afterUpdate(event);
  },
  async afterDelete(event: WriteEvent) {
    clearSettingsCache();
    await audit.afterDelete(event);
  },
} satisfies Record<string, (event: WriteEvent) => Promise<unknown>>;
