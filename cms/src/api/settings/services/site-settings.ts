import type { Core } from '@strapi/strapi';
import { defaultSiteSettings, type SiteSettings } from '@hmti/contract';
import { appConfig } from '../../../config/app-config';
import { sharedCacheLoad } from '../../../lib/observability/query-count';

const UID = 'api::settings.setting';
const INTERNAL = ['id', 'documentId', 'createdAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale'];

let cached: { value: SiteSettings; expires: number } | null = null;
export const clearSettingsCache = () => {
  cached = null;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The settings as the public site reads them; fields never set fall back to the defaults. */
  async getPublic(): Promise<SiteSettings> {
    if (cached && cached.expires > Date.now()) return cached.value;
    const row = (await sharedCacheLoad(() => strapi.db.query(UID).findOne({}))) as Record<string, unknown> | null;
    // Every stored column is answered, so a field added in the Content-Type Builder appears too, unless private.
    const attributes = (strapi.contentType(UID)?.attributes ?? {}) as Record<string, { private?: boolean }>;
    const stored = Object.fromEntries(
      Object.entries(row ?? {}).filter(([k, v]) => !INTERNAL.includes(k) && !attributes[k]?.private && v !== null),
    );
    const value = { ...defaultSiteSettings(), ...stored };
    cached = { value, expires: Date.now() + appConfig.settingsCacheMs };
    return value;
  },

  /** Maintenance mode while the memoised settings are fresh, without waiting; otherwise undefined. */
  knownMaintenanceMode(): boolean | undefined {
    return cached && cached.expires > Date.now() ? cached.value.maintenanceMode === true : undefined;
  },

  /**
   * Whether maintenance mode is on: the one answer every door asks (the landing-content policy of /api, the feeds,
   * the page render and both caches). When the settings cannot be read (the database is down), the mode they last
   * had, however old, so a kept page is looked up under the key it was kept under; on if they were never read.
   */
  async maintenanceMode(): Promise<boolean> {
    return this.getPublic().then(
      (settings) => settings.maintenanceMode === true,
      () => (cached ? cached.value.maintenanceMode === true : true),
    );
  },
});
