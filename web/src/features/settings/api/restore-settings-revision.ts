import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteSettings } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

/** POST /api/settings/revisions/{id}/restore: that version's settings saved again; answers the saved settings. */
export const restoreSettingsRevision = (id: number) => api.post<SiteSettings>(`/api/settings/revisions/${id}/restore`);

export function useRestoreSettingsRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreSettingsRevision,
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.stored, saved),
    meta: { invalidates: [settingsKeys.site] },
  });
}
