import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteSettings } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

/** POST /api/settings/reset: every site setting back to its default (owner/admin with settings.edit). */
export const resetSettings = () => api.post<SiteSettings>('/api/settings/reset');

export function useResetSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.stored, saved),
    meta: { invalidates: [settingsKeys.site] },
  });
}
