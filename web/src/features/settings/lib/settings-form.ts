import { SITE_LINK_KEYS as LINK_KEYS, SOCIAL_LINK_KEYS as SOCIAL_KEYS, type SiteSettings } from '@hmti/contract';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const perKey = <K extends string>(keys: readonly K[], source: Record<string, unknown>) =>
  Object.fromEntries(keys.map((key) => [key, text(source[key])])) as Record<K, string>;
const flag = (value: unknown) => value === true;

/** The site settings edited on the General, Appearance, Contact and Links tabs, each read from what is stored. */
const FIELDS = {
  siteName: text,
  siteTagline: text,
  siteDescription: text,
  navbarBrand: text,
  maintenanceMode: flag,
  enableRegistration: flag,
  logoUrl: text,
  footerText: text,
  contactEmail: text,
  address: text,
  socialLinks: (value: unknown) => perKey(SOCIAL_KEYS, record(value)),
  links: (value: unknown) => perKey(LINK_KEYS, record(value)),
} satisfies { [K in keyof SiteSettings]?: (value: unknown) => SiteSettings[K] };

export type SettingsForm = Pick<SiteSettings, keyof typeof FIELDS>;
export type SettingsChanges = Partial<SettingsForm>;

/** The form's values from GET /api/settings as stored (missing pieces become empty text / off). */
export const settingsFormFrom = (settings: Record<string, unknown> | null | undefined): SettingsForm =>
  Object.fromEntries(Object.entries(FIELDS).map(([key, read]) => [key, read(settings?.[key])])) as SettingsForm;

const trimmed = <T>(value: T): T => {
  if (typeof value === 'string') return value.trim() as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as T;
  return value;
};

/** Only the fields that differ from where the form started, trimmed; link groups are sent whole. */
export function changedSettings(initial: SettingsForm, current: SettingsForm): SettingsChanges {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(current) as (keyof SettingsForm)[]) {
    const next = trimmed(current[key]);
    if (JSON.stringify(trimmed(initial[key])) !== JSON.stringify(next)) changes[key] = next;
  }
  return changes;
}
