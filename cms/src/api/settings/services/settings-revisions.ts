import type { Core } from '@strapi/strapi';
import type {
  SettingsKey,
  SettingsRestored,
  SettingsRevision,
  SettingsRevisionSummary,
  SettingsSnapshot,
} from '@hmti/contract';
import { keepPicturesStillThere, keepShownPictures } from '../../../lib/data-layer/shown-pictures';
import type { AuthState } from '../../../lib/request-context';
import { service } from '../../../lib/services';
import { appConfig } from '../../../config/app-config';
import { describeWallTime } from '../../../lib/schedule/zoned-time';
import { SETTINGS_REVISION_UID, SETTINGS_UID } from '../lib/settings-revisions';
import { findRowOr404 } from '../../../lib/answer';

type RevisionRow = Record<string, unknown> & { id: number; savedAt: string | Date };

const summary = (row: RevisionRow): SettingsRevisionSummary => ({
  id: row.id,
  savedAt: new Date(row.savedAt).toISOString(),
  title: (row.title as string | null) ?? '',
  userName: (row.userName as string | null) ?? 'Sistem',
  actorKind: (row.actorKind as SettingsRevisionSummary['actorKind'] | null) ?? 'system',
  changes: Array.isArray(row.changes) ? (row.changes as SettingsKey[]) : null,
});

/**
 * The site settings' history (Settings → History): the kept versions, one in full, and restoring one. Restoring saves
 * that version's settings as a new save through the one settings path (settings-update.ts: each field's check and
 * permission), which keeps a version of its own; so a restore, a reset included, can itself be undone.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const revisions = () => strapi.db.query(SETTINGS_REVISION_UID);
  const revisionOf = (id: number) => findRowOr404<RevisionRow>(revisions(), id, 'Versi pengaturan tidak ditemukan.');

  return {
    /** Newest first, without the settings themselves. */
    async list(): Promise<{ data: SettingsRevisionSummary[] }> {
      const rows = (await revisions().findMany({
        select: ['id', 'savedAt', 'title', 'userName', 'actorKind', 'changes'],
        orderBy: { id: 'desc' },
      })) as RevisionRow[];
      return { data: rows.map(summary) };
    },

    async get(id: number): Promise<SettingsRevision> {
      const row = await revisionOf(id);
      return { ...summary(row), settings: row.settings as SettingsSnapshot };
    },

    /**
     * A picture from another website that a version kept (saved before the rule that refuses one), or one whose file
     * was deleted since, is not restored: the page could not show it. The rest is, and the answer names what was not.
     */
    async restore(auth: AuthState, id: number): Promise<SettingsRestored> {
      const row = await revisionOf(id);
      const settings = structuredClone(row.settings) as Record<string, unknown>;
      const current = (await service(strapi, 'api::settings.site-settings').getPublic()) as Record<string, unknown>;
      const kept = [
        ...keepShownPictures(SETTINGS_UID, settings, current),
        ...(await keepPicturesStillThere(strapi, SETTINGS_UID, settings, current)),
      ];
      const notRestored = [...new Set(kept.map((p) => p.label))];
      const when = describeWallTime(new Date(row.savedAt), appConfig.siteTimeZone);
      const saved = await service(strapi, 'api::settings.settings-update').update(auth, settings, {
        title: 'Pengaturan dipulihkan',
        description: `Dipulihkan ke versi ${when}${notRestored.length ? `; tidak dipulihkan: ${notRestored.join(', ')}` : ''}`,
      });
      return { ...saved, notRestored };
    },
  };
};
