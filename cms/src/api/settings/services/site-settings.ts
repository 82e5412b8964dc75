import type { Core } from '@strapi/strapi';
import { defaultSettings } from '../../../seed/default-settings';

const UID = 'api::settings.setting';
const INTERNAL = ['id', 'documentId', 'createdAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale'];

export type PublicSettings = ReturnType<typeof defaultSettings> & { updatedAt?: string };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The settings as the public site reads them; fields never set fall back to the defaults. */
  async getPublic(): Promise<PublicSettings> {
    const row = (await strapi.db.query(UID).findOne({})) as Record<string, unknown> | null;
    const defaults = defaultSettings();
    const stored = Object.fromEntries(Object.entries(row ?? {}).filter(([k, v]) => !INTERNAL.includes(k) && v !== null));
    return { ...defaults, ...stored } as PublicSettings;
  },
});
