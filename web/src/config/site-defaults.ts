import { siteIdentityDefaults, type PublicSettings, type SiteSettings } from '@hmti/contract';

/**
 * Fallbacks the public pages show when settings are missing: the association's identity a fresh site starts with.
 * About and vision stay empty, so a page never shows words its editor has removed.
 */
export const DEFAULT_SITE_SETTINGS = {
  ...siteIdentityDefaults(),
  aboutUs: '',
  visionMission: '',
  maintenanceMode: false,
} satisfies Partial<SiteSettings>;

/** The settings as the public pages read them (GET /api/settings): what the server left blank is the fallback. */
export type ShownSettings = Partial<PublicSettings> & Pick<SiteSettings, keyof typeof DEFAULT_SITE_SETTINGS>;
