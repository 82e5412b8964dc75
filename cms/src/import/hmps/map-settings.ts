import { PROTECTION_FLAGS } from '@hmti/contract';
import { settingsDivisions } from '../../lib/division-records';
import { settingsFieldOf } from '../../lib/settings-fields';
import { keepShownPictures } from '../../lib/data-layer/shown-pictures';
import { cleanHtml, importEach, UNSHOWN, type ImportContext, type Row } from './context';

const SETTINGS_UID = 'api::settings.setting';
const PROTECTIONS_UID = 'api::settings.middleware-setting';
/** Fields of the hmps documents that are bookkeeping, not settings. */
const BOOKKEEPING = new Set(['_id', '__v', 'createdAt', 'updatedAt', 'updatedBy']);
/** hmps's own logo path: this site ships its own logo there. */
const HMPS_DEFAULT_LOGO = '/logo.png';
const PHOTO_KEYS = new Set(['logoUrl', 'chairpersonPhoto', 'viceChairpersonPhoto']);

async function relinkSettingPictures(ctx: ImportContext, id: string, key: string, value: unknown): Promise<unknown> {
  const relink = (field: string, url: unknown) =>
    typeof url === 'string' && url ? ctx.pictures.relink('settings', id, field, url) : Promise.resolve(url);
  if (PHOTO_KEYS.has(key)) return relink(key, value);
  if (!value || typeof value !== 'object') return value;
  const map = { ...(value as Row) };
  if (key === 'divisionLogos') for (const k of Object.keys(map)) map[k] = await relink(`${key}.${k}`, map[k]);
  if (key === 'divisionHeads')
    for (const k of Object.keys(map)) {
      const head = map[k] && typeof map[k] === 'object' ? { ...(map[k] as Row) } : null;
      if (head) {
        head.photo = await relink(`${key}.${k}.photo`, head.photo);
        map[k] = head;
      }
    }
  return map;
}

/**
 * The site settings: every key this site has, checked as the settings screen checks it (a refused value is reported
 * and the site's own kept); keys this site does not have are reported.
 */
export async function importSettings(ctx: ImportContext) {
  const q = ctx.strapi.db.query(SETTINGS_UID);
  await importEach(ctx, 'settings', async (doc, id) => {
    const current = ((await q.findOne({})) ?? {}) as Row;
    const context = { divisions: await settingsDivisions(ctx.strapi) };
    const data: Row = {};
    for (const [key, raw] of Object.entries(doc)) {
      if (BOOKKEEPING.has(key)) continue;
      const field = settingsFieldOf(key);
      if (!field) {
        ctx.report.change('settings', id, `"${key}" is not a setting on this site: left out`);
        continue;
      }
      if (key === 'logoUrl' && raw === HMPS_DEFAULT_LOGO) {
        ctx.report.change(
          'settings',
          id,
          `logoUrl: hmps's default ${HMPS_DEFAULT_LOGO} left out; this site's logo stays`,
        );
        continue;
      }
      try {
        let value = await relinkSettingPictures(ctx, id, key, raw);
        if (key === 'aboutUs' && typeof value === 'string') {
          value = await ctx.pictures.relinkHtml('settings', id, key, value);
          value = cleanHtml(ctx, 'settings', id, key, value as string);
        }
        data[key] = field.check(value, key, current[key], context);
        // A picture the site could not show is left out on its own (one division's logo: this site's stays; one
        // person's photo: none, since this site's is another person's).
        for (const { path } of keepShownPictures(SETTINGS_UID, data, current))
          ctx.report.change('settings', id, `${path.join('.')}: left out (${UNSHOWN})`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        ctx.report.change('settings', id, `${key}: refused (${message}); this site's value kept`);
      }
    }
    if (current.id !== undefined) await q.update({ where: { id: current.id }, data });
    else await q.create({ data });
    return (current.id as number | undefined) ?? null;
  });
}

/** The protection switches (hmps 2.14.1+ `middlewaresettings`): each flag as hmps had it; the master switch follows. */
export async function importProtections(ctx: ImportContext) {
  const q = ctx.strapi.db.query(PROTECTIONS_UID);
  await importEach(ctx, 'middlewaresettings', async (doc, id) => {
    const data: Row = {};
    for (const [key, value] of Object.entries(doc)) {
      if (BOOKKEEPING.has(key) || key === 'allEnabled') continue;
      if ((PROTECTION_FLAGS as readonly string[]).includes(key) && typeof value === 'boolean') data[key] = value;
      else ctx.report.change('middlewaresettings', id, `"${key}" is not a protection switch here: left out`);
    }
    const current = ((await q.findOne({})) ?? {}) as Row;
    const merged = { ...current, ...data };
    data.allEnabled = PROTECTION_FLAGS.every((flag) => merged[flag] !== false);
    data.updatedByName = 'import:hmps';
    if (current.id !== undefined) await q.update({ where: { id: current.id }, data });
    else await q.create({ data });
    return (current.id as number | undefined) ?? null;
  });
}
