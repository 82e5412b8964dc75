import mapValues from 'lodash/mapValues';
import {
  checkInput,
  LEADERSHIP_COLOR_KEY,
  SETTINGS_FIELDS as INPUT_FIELDS,
  settingsFieldOf as inputFieldOf,
  type SettingsKey,
  type SettingsPermission,
} from '@hmti/contract';
import { badRequest } from './http-error';
import { sanitizeRichText } from './sanitize-rich-text';

/** What a check may need besides the value: the divisions that exist now (key → display name, as messages name them). */
export interface SettingsContext {
  divisions: Readonly<Record<string, string>>;
}
type Check = (value: unknown, key: string, current?: unknown, context?: SettingsContext) => unknown;

export interface SettingsField {
  permission: SettingsPermission;
  check: Check;
}

const MAPS = new Set<string>(['socialLinks', 'links']);
/** The maps keyed by division, with the keys they take besides the divisions'. */
export const DIVISION_MAPS: Record<string, string[]> = {
  divisionHeads: [],
  divisionLogos: [],
  divisionNames: [],
  divisionColors: [LEADERSHIP_COLOR_KEY],
};

const asMap = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The value as stored: checked by the key's contract schema (400 with its message), rich text sanitised, and a
 * map's sent entries laid over the stored ones. A map keyed by division keeps only divisions that exist now: an
 * entry of a removed division (stored, or sent by an editor opened before the removal) is dropped, not refused.
 */
function checkSetting(key: SettingsKey): Check {
  const { schema } = INPUT_FIELDS[key];
  return (value, _name, current, context) => {
    const result = checkInput(schema, value, { divisions: context?.divisions });
    if (!result.ok) throw badRequest(result.message, { field: result.field ? `${key}.${result.field}` : key });
    if (key === 'aboutUs') return sanitizeRichText(result.data as string);
    const sent = asMap(result.data);
    if (MAPS.has(key)) return { ...asMap(current), ...sent };
    const extra = DIVISION_MAPS[key];
    if (!extra) return result.data;
    const live = [...Object.keys(context?.divisions ?? {}), ...extra];
    const kept = (map: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(map).filter(([k]) => live.includes(k)));
    return { ...kept(asMap(current)), ...kept(sent) };
  };
}

/** Which permission edits a key, and how its value is checked. Anything else is rejected, never stored. */
export const SETTINGS_FIELDS: Record<string, SettingsField> = mapValues(INPUT_FIELDS, (field, key) => ({
  permission: field.permission,
  check: checkSetting(key as SettingsKey),
}));

/** The field of a key the client sent: own keys only, so `constructor` or `toString` is an unknown setting. */
export const settingsFieldOf = (key: string) => (inputFieldOf(key) ? SETTINGS_FIELDS[key] : undefined);
