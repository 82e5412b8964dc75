import type { Core } from '@strapi/strapi';
import { defaultSiteSettings, SETTINGS_FIELDS, type SettingsKey, type SettingsSnapshot } from '@hmti/contract';
import { appConfig } from '../../../config/app-config';
import { AUDITED_MODELS, defaultTitle } from '../../../lib/data-layer/audited-models';
import { currentAuditScope } from '../../../lib/data-layer/audit-scope';
import { keepVersion } from '../../../lib/data-layer/versions';

export const SETTINGS_REVISION_UID = 'api::settings.settings-revision';
export const SETTINGS_UID = 'api::settings.setting';

type Row = Record<string, unknown>;
const KEYS = Object.keys(SETTINGS_FIELDS) as SettingsKey[];

/** The settings of a stored row as the site shows them: a key never set is its default. */
export function snapshotOf(row: Row): SettingsSnapshot {
  const defaults = defaultSiteSettings() as unknown as Row;
  return Object.fromEntries(KEYS.map((key) => [key, row[key] ?? defaults[key] ?? null])) as SettingsSnapshot;
}

/**
 * Every save of the site settings, through any door (PUT /api/settings, Reset Settings, a restore, the Content
 * Manager, scripts), keeps a version (lib/data-layer/versions.ts) named for what the save was (the activity entry's
 * title when the code around it gave one). The newest SETTINGS_REVISIONS_KEEP stay.
 */
export const keepSettingsRevision = (strapi: Core.Strapi, saved: Row, earlier?: Row) => {
  const title = currentAuditScope()?.entries?.[0]?.title ?? defaultTitle(AUDITED_MODELS[SETTINGS_UID], 'update');
  return keepVersion(
    strapi,
    {
      uid: SETTINGS_REVISION_UID,
      of: SETTINGS_UID,
      keep: appConfig.settingsRevisions.keep,
      snapshot: snapshotOf,
      stored: (version) => version.settings as SettingsSnapshot,
      compared: KEYS,
      fields: (settings, before) => ({ settings, title: before ? 'Pengaturan sebelumnya' : title.slice(0, 300) }),
    },
    saved,
    earlier,
  );
};
