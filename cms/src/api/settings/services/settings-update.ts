import type { Core } from '@strapi/strapi';
import { badRequest, forbidden } from '../../../lib/http-error';
import { hasPermission } from '../../../lib/permissions';
import type { AuthState } from '../../../lib/request-context';
import { settingsDivisions } from '../../../lib/division-records';
import { DIVISION_MAPS, settingsFieldOf, type SettingsContext, type SettingsField } from '../../../lib/settings-fields';
import { clearSettingsCache } from './site-settings';
import { auditAs, type ActivityEntry } from '../../../lib/data-layer/audit-scope';
import {
  defaultSiteSettings,
  FIELD_LABELS,
  SETTINGS_NOT_OBJECT,
  unknownSetting,
  type SettingsKey,
} from '@hmti/contract';
import { service } from '../../../lib/services';

const UID = 'api::settings.setting';
/** Read-only fields a client may send back with the full object (`currentLeaders` is the chart's, see GET). */
const IGNORED = new Set([
  'id',
  '_id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'locale',
  'currentLeaders',
]);

const HERO_KEYS = [
  'logoUrl',
  'chairpersonPhoto',
  'chairpersonName',
  'chairpersonTitle',
  'viceChairpersonPhoto',
  'viceChairpersonName',
  'viceChairpersonTitle',
  'divisionHeads',
  'divisionLogos',
  'divisionNames',
];

/**
 * A stored value as its check would give it back (a map then loses the entries of removed divisions), so sending
 * it back unchanged is no change; a stored value the check refuses is compared as it is.
 */
function storedAsChecked(field: SettingsField, key: string, stored: unknown, context: SettingsContext): unknown {
  try {
    return field.check(stored, key, stored, context);
  } catch {
    return stored;
  }
}

/** The activity title of a save, by the tab the keys belong to. */
function activityTitleFor(keys: string[]): string {
  if (keys.length === 1 && keys[0] === 'aboutUs') return 'Tentang Kami';
  if (keys.length === 1 && keys[0] === 'visionMission') return 'Visi & Misi';
  if (keys.length && keys.every((k) => k === 'divisionColors')) return 'Warna Divisi';
  if (keys.length && keys.every((k) => HERO_KEYS.includes(k))) return 'Hero Section';
  if (keys.every((k) => settingsFieldOf(k)?.permission === 'content.edit')) return 'Konten Halaman';
  return 'Pengaturan Situs';
}

/** Writes the one row of a single-row type (the site settings, the protections), creating it when there is none yet. */
export async function saveOnlyRow(strapi: Core.Strapi, uid: string, data: Record<string, unknown>) {
  const row = await strapi.db.query(uid).findOne({ select: ['id'] });
  if (row) await strapi.db.query(uid).update({ where: { id: row.id }, data });
  else await strapi.db.query(uid).create({ data });
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Saves the changed keys of the settings. Unknown keys → 400; content keys need content.edit, site keys
   * settings.edit; unchanged values sent back with the full object need nothing. `described` names the save in the
   * activity log and the history when it is more than an edit (a restore).
   */
  async update(auth: AuthState, body: unknown, described?: Pick<ActivityEntry, 'title' | 'description'>) {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(SETTINGS_NOT_OBJECT);
    const current = await service(strapi, 'api::settings.site-settings').getPublic();
    const changes: Record<string, unknown> = {};
    const context = { divisions: await settingsDivisions(strapi) };
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (IGNORED.has(key)) continue;
      const field = settingsFieldOf(key);
      if (!field) throw badRequest(unknownSetting(key), { field: key });
      const stored = (current as Record<string, unknown>)[key];
      const clean = field.check(value, key, stored, context);
      if (JSON.stringify(clean) === JSON.stringify(storedAsChecked(field, key, stored, context))) continue;
      if (!hasPermission(auth.actor, field.permission))
        throw forbidden(`Anda tidak memiliki izin untuk mengubah ${FIELD_LABELS.siteSettings[key as SettingsKey]}.`);
      changes[key] = clean;
    }
    const keys = Object.keys(changes);
    if (keys.length) {
      const contentOnly = keys.every((k) => settingsFieldOf(k)?.permission === 'content.edit');
      const entry: ActivityEntry = {
        type: contentOnly ? 'content' : 'settings',
        action: 'update',
        title: activityTitleFor(keys),
        description: `Diubah: ${keys.map((key) => FIELD_LABELS.siteSettings[key as SettingsKey] ?? key).join(', ')}`,
        ...described,
      };
      await auditAs(entry, () => strapi.db.transaction(() => saveOnlyRow(strapi, UID, changes)));
      clearSettingsCache();
    }
    return service(strapi, 'api::settings.site-settings').getPublic();
  },

  /**
   * Restores to its default every site setting the actor may change (owner/admin; the route asks for settings.edit):
   * without content.edit the public page's content stays, as they could neither edit nor restore it.
   */
  async reset(auth: AuthState) {
    if (!['owner', 'admin'].includes(auth.actor.roleName)) throw forbidden();
    const defaults = Object.entries(defaultSiteSettings()).filter(([key]) => {
      const field = settingsFieldOf(key);
      return !field || hasPermission(auth.actor, field.permission);
    });
    await auditAs({ type: 'settings', action: 'update', title: 'Pengaturan dikembalikan ke bawaan' }, () =>
      strapi.db.transaction(() => saveOnlyRow(strapi, UID, Object.fromEntries(defaults))),
    );
    clearSettingsCache();
    return service(strapi, 'api::settings.site-settings').getPublic();
  },

  /**
   * A division's entries in the per-division settings (its head, logo, name and colour), part of that division's own
   * write: moved to its new key `to` when the key is renamed (in /admin), dropped when it is removed.
   */
  async moveDivision(name: string, to?: string) {
    const keys = Object.keys(DIVISION_MAPS);
    const row: Record<string, unknown> | null = await strapi.db.query(UID).findOne({ select: ['id', ...keys] });
    if (!row) return;
    const data: Record<string, unknown> = {};
    for (const key of keys) {
      const map = row[key];
      if (!map || typeof map !== 'object' || Array.isArray(map) || !Object.hasOwn(map, name)) continue;
      const others = Object.entries(map).filter(([k]) => k !== name);
      data[key] = Object.fromEntries(to ? [...others, [to, (map as Record<string, unknown>)[name]]] : others);
    }
    if (Object.keys(data).length) await strapi.db.query(UID).update({ where: { id: row.id }, data });
  },
});
