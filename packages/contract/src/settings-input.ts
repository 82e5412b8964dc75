import { z } from 'zod';
import { DIVISION_KEY_PATTERN, LEADERSHIP_COLOR_KEY } from './divisions.js';
import { isSafeStoredUrl, STORED_URL_RULE, type StoredUrlKind } from './stored-url.js';

/**
 * The site settings (PUT /api/settings takes any subset of the keys): which permission edits each key, how its
 * value is checked, and the messages. The settings screen, the content editor, the cms service and its data-layer
 * hook all check through these.
 */
export const SETTINGS_NOT_OBJECT = 'Settings must be a JSON object';
export const unknownSetting = (key: string) => `Unknown setting: ${key}`;

export const SOCIAL_LINK_KEYS = ['facebook', 'tiktok', 'instagram', 'youtube'] as const;
export const SITE_LINK_KEYS = [
  'uinMalang',
  'fakultasSainsTeknologi',
  'jurusanTeknikInformatika',
  'perpustakaan',
] as const;

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a colour is stored as it is (#hex or rgb()/rgba()); empty means "use the default". */
export const isStorableColor = (color: string): boolean => color.trim() === '' || COLOR.test(color.trim());

/** A value's schema, given the name its messages use ('siteName', 'divisionHeads.senor.photo'). */
type Named = (name: string) => z.ZodType;

/** Text up to `max` characters (before trimming), trimmed; absent or null is empty. */
const text = (max: number) => (name: string) =>
  z
    .string(`${name} must be text`)
    .max(max, `${name} is too long (max ${max} characters)`)
    .nullish()
    .transform((v) => (v ?? '').trim());

const storedUrl = (kind: StoredUrlKind) => (name: string) =>
  text(1000)(name).refine((v) => !v || isSafeStoredUrl(v, kind), `${name} ${STORED_URL_RULE[kind]}`);

const flag = (name: string) => z.boolean(`${name} must be true or false`);

const email = (name: string) => text(200)(name).refine((v) => !v || EMAIL.test(v), `${name} must be an email address`);

const color = (name: string) =>
  text(40)(name).refine((v) => !v || COLOR.test(v), `${name} must be a colour (#rrggbb or rgba(...))`);

/**
 * A partial map: each key sent must be allowed and its value passes `inner`; absent or null is an empty map.
 * What the sent entries then replace is the server's business (it keeps the stored entries not sent).
 */
const keyedMap =
  (allowed: (key: string) => boolean, inner: Named): Named =>
  (name) =>
    z
      .record(z.string(), z.unknown(), `${name} must be an object`)
      .nullish()
      .transform((map, ctx) => {
        const out: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(map ?? {})) {
          if (!allowed(key)) {
            ctx.addIssue({ code: 'custom', message: `Unknown key ${name}.${key}`, path: [key] });
            return z.NEVER;
          }
          const checked = inner(`${name}.${key}`).safeParse(value);
          if (!checked.success) {
            const [issue] = checked.error.issues;
            ctx.addIssue({ code: 'custom', message: issue.message, path: [key, ...issue.path] });
            return z.NEVER;
          }
          out[key] = checked.data;
        }
        return out;
      });

const fixedKeys = (keys: readonly string[]) => (key: string) => keys.includes(key);
/** A division's key (the divisions are data: which ones exist now is the server's to check). */
const divisionKey =
  (...extra: string[]) =>
  (key: string) =>
    DIVISION_KEY_PATTERN.test(key) || extra.includes(key);

const head = (name: string) =>
  z.strictObject(
    { name: text(200)(`${name}.name`), photo: storedUrl('image')(`${name}.photo`) },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown key ${name}.${issue.keys[0]}` : `${name} must be { name, photo }`,
    },
  );

export type SettingsPermission = 'content.edit' | 'settings.edit';

const site = (schema: Named) => ({ permission: 'settings.edit' as const, schema });
const content = (schema: Named) => ({ permission: 'content.edit' as const, schema });

const FIELDS = {
  siteName: site(text(200)),
  siteTagline: site(text(300)),
  siteDescription: site(text(2000)),
  navbarBrand: site(text(100)),
  logoUrl: site(storedUrl('image')),
  contactEmail: site(email),
  address: site(text(1000)),
  footerText: site(text(500)),
  maintenanceMode: site(flag),
  enableRegistration: site(flag),
  socialLinks: site(keyedMap(fixedKeys(SOCIAL_LINK_KEYS), storedUrl('link'))),
  links: site(keyedMap(fixedKeys(SITE_LINK_KEYS), storedUrl('link'))),
  aboutUs: content(text(100_000)),
  visionMission: content(text(20_000)),
  chairpersonPhoto: content(storedUrl('image')),
  chairpersonName: content(text(200)),
  chairpersonTitle: content(text(200)),
  viceChairpersonPhoto: content(storedUrl('image')),
  viceChairpersonName: content(text(200)),
  viceChairpersonTitle: content(text(200)),
  divisionHeads: content(keyedMap(divisionKey(), head)),
  divisionLogos: content(keyedMap(divisionKey(), storedUrl('image'))),
  divisionNames: content(keyedMap(divisionKey(), text(200))),
  divisionColors: content(keyedMap(divisionKey(LEADERSHIP_COLOR_KEY), color)),
};

export type SettingsKey = keyof typeof FIELDS;

/** Which permission edits a key, and its value's schema. Any other key is rejected, never stored. */
export const SETTINGS_FIELDS: Record<SettingsKey, { permission: SettingsPermission; schema: z.ZodType }> =
  Object.fromEntries(
    Object.entries(FIELDS).map(([key, field]) => [key, { permission: field.permission, schema: field.schema(key) }]),
  ) as Record<SettingsKey, { permission: SettingsPermission; schema: z.ZodType }>;

/** The field of a key a client sent: own keys only, so `constructor` or `toString` is an unknown setting. */
export const settingsFieldOf = (key: string) =>
  Object.hasOwn(SETTINGS_FIELDS, key) ? SETTINGS_FIELDS[key as SettingsKey] : undefined;

/** A partial settings body of the given keys (a screen sends only the keys it edits); any other key is refused. */
const settingsSchemaOf = (keys: readonly SettingsKey[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, SETTINGS_FIELDS[key].schema.optional()])), {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownSetting(issue.keys[0]) : SETTINGS_NOT_OBJECT),
  });

const keysOf = (permission: SettingsPermission) =>
  (Object.keys(FIELDS) as SettingsKey[]).filter((key) => FIELDS[key].permission === permission);

/** The settings screen's keys (General, Appearance, Contact, Links). */
export const siteSettingsSchema = settingsSchemaOf(keysOf('settings.edit'));
/** The content editor's keys (About, Vision, Hero with the site logo, division colours). */
export const contentSettingsSchema = settingsSchemaOf([...keysOf('content.edit'), 'logoUrl']);
