import type { Core } from '@strapi/strapi';
import { defaultSettings } from '../../../seed/default-settings';

const UID = 'api::settings.setting';
const INTERNAL = ['id', 'documentId', 'createdAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale'];
// Short enough that a change made on another instance shows within seconds.
const CACHE_MS = 2000;

export type PublicSettings = ReturnType<typeof defaultSettings> & { updatedAt?: string };

let cached: { value: PublicSettings; expires: number } | null = null;
export const clearSettingsCache = () => {
  cached = null;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The settings as the public site reads them; fields never set fall back to the defaults. */
  async getPublic(): Promise<PublicSettings> {
    if (cached && cached.expires > Date.now()) return cached.value;
    const row = (await strapi.db.query(UID).findOne({})) as Record<string, unknown> | null;
    const stored = Object.fromEntries(
      Object.entries(row ?? {}).filter(([k, v]) => !INTERNAL.includes(k) && v !== null),
    );
    const value = { ...defaultSettings(), ...stored } as PublicSettings;
    cached = { value, expires: Date.now() + CACHE_MS };
    return value;
  },

  async isMaintenanceOn(): Promise<boolean> {
    return (await this.getPublic()).maintenanceMode === true;
  },
});
