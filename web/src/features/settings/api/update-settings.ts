import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inputOf, siteSettingsSchema, type SiteSettings } from '@hmti/contract';
import { api } from '@/lib/api-client';
import type { SettingsChanges } from '../lib/settings-form';
import { settingsKeys } from './query-keys';

/** The site keys of PUT /api/settings, checked as the server checks them (content keys belong to the content screen). */
export { siteSettingsSchema };

/** PUT /api/settings with the changed fields; answers the saved settings. */
export const updateSettings = (changes: SettingsChanges) =>
  api.put<SiteSettings>('/api/settings', inputOf(siteSettingsSchema, changes));

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.stored, saved),
    meta: { invalidates: [settingsKeys.site] },
  });
}
