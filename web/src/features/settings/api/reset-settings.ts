import type { SiteSettings } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { useSettingsWrite } from './update-settings';

/** POST /api/settings/reset: every site setting back to its default (owner/admin with settings.edit), then `onReset`. */
export const useResetSettings = (onReset: () => void) =>
  useSettingsWrite(() => api.post<SiteSettings>('/api/settings/reset'), onReset);
