import type { SiteSettings } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { useSettingsWrite } from './update-settings';

/** POST /api/settings/revisions/{id}/restore: that version's settings saved again. */
export const useRestoreSettingsRevision = () =>
  useSettingsWrite((id: number) => api.post<SiteSettings>(`/api/settings/revisions/${id}/restore`));
