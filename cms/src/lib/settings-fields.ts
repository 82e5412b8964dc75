import { DIVISION_KEY_PATTERN, LEADERSHIP_COLOR_KEY } from '@hmti/contract';
import { badRequest } from './http-error';
import { sanitizeRichText } from './sanitize-rich-text';
import { isSafeStoredUrl, STORED_URL_RULE, type StoredUrlKind } from './stored-url';

const SOCIAL_KEYS = ['facebook', 'tiktok', 'instagram', 'youtube'];
const LINK_KEYS = ['uinMalang', 'fakultasSainsTeknologi', 'jurusanTeknikInformatika', 'perpustakaan'];
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a check may need besides the value: the keys of the divisions that exist now. */
export interface SettingsContext {
  divisionKeys: readonly string[];
}
type Check = (value: unknown, key: string, current?: unknown, context?: SettingsContext) => unknown;

const text =
  (max: number): Check =>
  (v, key) => {
    if (v === null || v === undefined) return '';
    if (typeof v !== 'string') throw badRequest(`${key} must be text`);
    if (v.length > max) throw badRequest(`${key} is too long (max ${max} characters)`);
    return v.trim();
  };
const storedUrl =
  (kind: StoredUrlKind): Check =>
  (v, key) => {
    const s = text(1000)(v, key) as string;
    if (s && !isSafeStoredUrl(s, kind)) throw badRequest(`${key} ${STORED_URL_RULE[kind]}`);
    return s;
  };
const urlText = storedUrl('link');
const imageUrl = storedUrl('image');
const flag: Check = (v, key) => {
  if (typeof v !== 'boolean') throw badRequest(`${key} must be true or false`);
  return v;
};
/** A partial map: the keys sent are checked and replace theirs; keys not sent keep their stored value. */
const map =
  (keys: string[], inner: Check): Check =>
  (v, key, current) => {
    const stored = current && typeof current === 'object' && !Array.isArray(current) ? current : {};
    const out: Record<string, unknown> = { ...(stored as Record<string, unknown>) };
    if (v === null || v === undefined) return out;
    if (typeof v !== 'object' || Array.isArray(v)) throw badRequest(`${key} must be an object`);
    for (const [k, val] of Object.entries(v as Record<string, unknown>)) {
      if (!keys.includes(k)) throw badRequest(`Unknown key ${key}.${k}`);
      out[k] = inner(val, `${key}.${k}`);
    }
    return out;
  };
/**
 * A partial map keyed by division, as `map`; the keys are the divisions that exist now. An entry of a division
 * that no longer exists (stored, or sent by an editor opened before it was removed) is dropped, not refused.
 */
const divisionMap =
  (inner: Check, extraKeys: string[] = []): Check =>
  (v, key, current, context) => {
    const keys = [...(context?.divisionKeys ?? []), ...extraKeys];
    const live = (entries: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(entries).filter(([k]) => keys.includes(k)));
    if (v !== null && v !== undefined && (typeof v !== 'object' || Array.isArray(v)))
      throw badRequest(`${key} must be an object`);
    const sent = (v ?? {}) as Record<string, unknown>;
    const unknown = Object.keys(sent).find((k) => !DIVISION_KEY_PATTERN.test(k) && !extraKeys.includes(k));
    if (unknown !== undefined) throw badRequest(`Unknown key ${key}.${unknown}`);
    const stored = current && typeof current === 'object' && !Array.isArray(current) ? current : {};
    return map(keys, inner)(live(sent), key, live(stored as Record<string, unknown>));
  };
const color: Check = (v, key) => {
  const s = text(40)(v, key) as string;
  if (s && !COLOR.test(s)) throw badRequest(`${key} must be a colour (#rrggbb or rgba(...))`);
  return s;
};
const head: Check = (v, key) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw badRequest(`${key} must be { name, photo }`);
  const { name, photo, ...rest } = v as Record<string, unknown>;
  if (Object.keys(rest).length) throw badRequest(`Unknown key ${key}.${Object.keys(rest)[0]}`);
  return { name: text(200)(name, `${key}.name`), photo: imageUrl(photo, `${key}.photo`) };
};

export interface SettingsField {
  permission: 'content.edit' | 'settings.edit';
  check: Check;
}

/** Which permission edits a key, and how its value is checked. Anything else is rejected, never stored. */
export const SETTINGS_FIELDS: Record<string, SettingsField> = {
  siteName: { permission: 'settings.edit', check: text(200) },
  siteTagline: { permission: 'settings.edit', check: text(300) },
  siteDescription: { permission: 'settings.edit', check: text(2000) },
  navbarBrand: { permission: 'settings.edit', check: text(100) },
  logoUrl: { permission: 'settings.edit', check: imageUrl },
  contactEmail: {
    permission: 'settings.edit',
    check: (v, key) => {
      const s = text(200)(v, key) as string;
      if (s && !EMAIL.test(s)) throw badRequest('contactEmail must be an email address');
      return s;
    },
  },
  address: { permission: 'settings.edit', check: text(1000) },
  footerText: { permission: 'settings.edit', check: text(500) },
  maintenanceMode: { permission: 'settings.edit', check: flag },
  enableRegistration: { permission: 'settings.edit', check: flag },
  socialLinks: { permission: 'settings.edit', check: map(SOCIAL_KEYS, urlText) },
  links: { permission: 'settings.edit', check: map(LINK_KEYS, urlText) },
  aboutUs: { permission: 'content.edit', check: (v, key) => sanitizeRichText(text(100_000)(v, key) as string) },
  visionMission: { permission: 'content.edit', check: text(20_000) },
  chairpersonPhoto: { permission: 'content.edit', check: imageUrl },
  chairpersonName: { permission: 'content.edit', check: text(200) },
  chairpersonTitle: { permission: 'content.edit', check: text(200) },
  viceChairpersonPhoto: { permission: 'content.edit', check: imageUrl },
  viceChairpersonName: { permission: 'content.edit', check: text(200) },
  viceChairpersonTitle: { permission: 'content.edit', check: text(200) },
  divisionHeads: { permission: 'content.edit', check: divisionMap(head) },
  divisionLogos: { permission: 'content.edit', check: divisionMap(imageUrl) },
  divisionNames: { permission: 'content.edit', check: divisionMap(text(200)) },
  divisionColors: { permission: 'content.edit', check: divisionMap(color, [LEADERSHIP_COLOR_KEY]) },
};

/** The field of a key the client sent: own keys only, so `constructor` or `toString` is an unknown setting. */
export const settingsFieldOf = (key: string) =>
  Object.hasOwn(SETTINGS_FIELDS, key) ? SETTINGS_FIELDS[key] : undefined;
