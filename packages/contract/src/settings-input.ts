import { z } from 'zod';
import type { CurrentLeaders } from './board-seats.js';
import { EMAIL_PATTERN } from './account-input.js';
import { DIVISION_KEY_PATTERN, LEADERSHIP_COLOR_KEY } from './divisions.js';
import { FIELD_LABELS, labelsUnder } from './field-labels.js';
import { fieldMessage, labelled, REASON } from './input-check.js';
import { isSafeStoredUrl, STORED_URL_RULE, type StoredUrlKind } from './stored-url.js';

/**
 * The site settings (PUT /api/settings takes any subset of the keys): which permission edits each key, how its
 * value is checked, and the reasons of a refusal (`checkInput` names the field: 'Warna Medinfo harus berupa warna
 * (…).'). The settings screen, the content editor, the cms service and its data-layer hook all check through these.
 */
const LABELS = FIELD_LABELS.siteSettings;
export const SETTINGS_NOT_OBJECT = fieldMessage(LABELS[''], 'harus berupa objek JSON');
export const unknownSetting = (key: string) => fieldMessage(LABELS[''], REASON.unknownKeys([key]));

export const SOCIAL_LINK_KEYS = ['facebook', 'tiktok', 'instagram', 'youtube'] as const;
export const SITE_LINK_KEYS = [
  'uinMalang',
  'fakultasSainsTeknologi',
  'jurusanTeknikInformatika',
  'perpustakaan',
] as const;

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i;

/** Text up to `max` characters (before trimming), trimmed; absent or null is empty. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v ?? '').trim());

const storedUrl = (kind: StoredUrlKind) =>
  text(1000).refine((v) => !v || isSafeStoredUrl(v, kind), STORED_URL_RULE[kind]);

const color = text(40).refine((v) => !v || COLOR.test(v), 'harus berupa warna (#rrggbb atau rgba(...))');

/**
 * A partial map: each key sent must be allowed and its value passes `inner`; absent or null is an empty map.
 * What the sent entries then replace is the server's business (it keeps the stored entries not sent).
 */
const keyedMap = (allowed: (key: string) => boolean, inner: z.ZodType) =>
  z
    .record(z.string().refine(allowed), inner)
    .nullish()
    .transform((map) => map ?? {});

const fixedKeys = (keys: readonly string[]) => (key: string) => keys.includes(key);
/** A division's key (the divisions are data: which ones exist now is the server's to check). */
const divisionKey =
  (...extra: string[]) =>
  (key: string) =>
    DIVISION_KEY_PATTERN.test(key) || extra.includes(key);

/** A division head named in the content editor's Hero tab. */
export interface DivisionHead {
  name: string;
  /** The photo's address; empty for none. */
  photo: string;
}

/**
 * The site settings as the server answers them (PUT /api/settings and POST /api/settings/reset: the saved ones):
 * every key, a key never set being its default. A type (not an interface), so it reads as a plain record of values.
 */
export type SiteSettings = {
  siteName: string;
  siteTagline: string;
  siteDescription: string;
  navbarBrand: string;
  logoUrl: string;
  contactEmail: string;
  address: string;
  footerText: string;
  maintenanceMode: boolean;
  enableRegistration: boolean;
  socialLinks: Record<(typeof SOCIAL_LINK_KEYS)[number], string>;
  links: Record<(typeof SITE_LINK_KEYS)[number], string>;
  aboutUs: string;
  visionMission: string;
  chairpersonPhoto: string;
  chairpersonName: string;
  chairpersonTitle: string;
  viceChairpersonPhoto: string;
  viceChairpersonName: string;
  viceChairpersonTitle: string;
  /** Keyed by division. */
  divisionHeads: Record<string, DivisionHead>;
  divisionLogos: Record<string, string>;
  divisionNames: Record<string, string>;
  /** Keyed by division, and 'leadership' for the chair and vice chair. */
  divisionColors: Record<string, string>;
  /** When they were last saved; absent before the first save. */
  updatedAt?: string;
};

/** GET /api/settings: the settings with the organisation chart's leaders of the current period. */
export type PublicSettings = SiteSettings & { currentLeaders: CurrentLeaders };

const head = z.strictObject(
  { name: text(200), photo: storedUrl('image') },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : 'harus berisi nama dan foto') },
);

export type SettingsPermission = 'content.edit' | 'settings.edit';

const site = (schema: z.ZodType) => ({ permission: 'settings.edit' as const, schema });
const content = (schema: z.ZodType) => ({ permission: 'content.edit' as const, schema });

const FIELDS = {
  siteName: site(text(200)),
  siteTagline: site(text(300)),
  siteDescription: site(text(2000)),
  navbarBrand: site(text(100)),
  logoUrl: site(storedUrl('image')),
  contactEmail: site(text(200).refine((v) => !v || EMAIL_PATTERN.test(v), REASON.email)),
  address: site(text(1000)),
  footerText: site(text(500)),
  maintenanceMode: site(z.boolean()),
  enableRegistration: site(z.boolean()),
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
} satisfies Record<Exclude<keyof SiteSettings, 'updatedAt'>, unknown>;

export type SettingsKey = keyof typeof FIELDS;

/**
 * Which permission edits a key, and its value's schema (labelled, so one key's value checked alone is named as in
 * the whole body). Any other key is rejected, never stored.
 */
export const SETTINGS_FIELDS = Object.fromEntries(
  Object.entries(FIELDS).map(([key, { permission, schema }]) => [
    key,
    { permission, schema: labelled(schema, labelsUnder(LABELS, key)) },
  ]),
) as Record<SettingsKey, { permission: SettingsPermission; schema: z.ZodType }>;

/** The field of a key a client sent: own keys only, so `constructor` or `toString` is an unknown setting. */
export const settingsFieldOf = (key: string) =>
  Object.hasOwn(SETTINGS_FIELDS, key) ? SETTINGS_FIELDS[key as SettingsKey] : undefined;

/** A partial settings body of the given keys (a screen sends only the keys it edits); any other key is refused. */
const settingsSchemaOf = (keys: readonly SettingsKey[]) =>
  labelled(
    z.strictObject(Object.fromEntries(keys.map((key) => [key, SETTINGS_FIELDS[key].schema.optional()])), {
      error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : 'harus berupa objek JSON'),
    }),
    LABELS,
  );

const keysOf = (permission: SettingsPermission) =>
  (Object.keys(FIELDS) as SettingsKey[]).filter((key) => FIELDS[key].permission === permission);

/** The settings screen's keys (General, Appearance, Contact, Links). */
export const siteSettingsSchema = settingsSchemaOf(keysOf('settings.edit'));
/** The content editor's keys (About, Vision, Hero with the site logo, division colours). */
export const contentSettingsSchema = settingsSchemaOf([...keysOf('content.edit'), 'logoUrl']);
