import type { SettingsRestored } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { useSettingsWrite } from './update-settings';

/** POST /api/settings/revisions/{id}/restore: that version's settings saved again (but pictures a page cannot show). */
export const useRestoreSettingsRevision = () =>
  useSettingsWrite((id: number) => api.post<SettingsRestored>(`/api/settings/revisions/${id}/restore`));
