import { SITE_LINK_KEYS as LINK_KEYS, SOCIAL_LINK_KEYS as SOCIAL_KEYS, type SiteSettings } from '@hmti/contract';

/** The site settings edited on the General, Appearance, Contact and Links tabs. */
export type SettingsForm = Pick<
  SiteSettings,
  | 'siteName'
  | 'siteTagline'
  | 'siteDescription'
  | 'navbarBrand'
  | 'maintenanceMode'
  | 'enableRegistration'
  | 'logoUrl'
  | 'footerText'
  | 'contactEmail'
  | 'address'
  | 'socialLinks'
  | 'links'
>;

export type SettingsChanges = Partial<SettingsForm>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const perKey = <K extends string>(keys: readonly K[], source: Record<string, unknown>) =>
  Object.fromEntries(keys.map((key) => [key, text(source[key])])) as Record<K, string>;

/** The form's values from GET /api/settings as stored (missing pieces become empty text / off). */
export function settingsFormFrom(settings: Record<string, unknown> | null | undefined): SettingsForm {
  const s = settings ?? {};
  return {
    siteName: text(s.siteName),
    siteTagline: text(s.siteTagline),
    siteDescription: text(s.siteDescription),
    navbarBrand: text(s.navbarBrand),
    maintenanceMode: s.maintenanceMode === true,
    enableRegistration: s.enableRegistration === true,
    logoUrl: text(s.logoUrl),
    footerText: text(s.footerText),
    contactEmail: text(s.contactEmail),
    address: text(s.address),
    socialLinks: perKey(SOCIAL_KEYS, record(s.socialLinks)),
    links: perKey(LINK_KEYS, record(s.links)),
  };
}

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
