import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inputOf, siteSettingsSchema, type SiteSettings } from '@hmti/contract';
import { api } from '@/lib/api-client';
import type { SettingsChanges } from '../lib/settings-form';
import { settingsKeys } from './query-keys';

/** A save, reset or restore: its answer becomes the edited copy (then `onSaved`); the public site's are re-read. */
export function useSettingsWrite<T = void, R extends SiteSettings = SiteSettings>(
  mutationFn: (input: T) => Promise<R>,
  onSaved?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.stored, saved);
      onSaved?.();
    },
    meta: { invalidates: [settingsKeys.site] },
  });
}

/** PUT /api/settings with the changed fields: site keys only (content keys belong to the content screen). */
export const useUpdateSettings = () =>
  useSettingsWrite((changes: SettingsChanges) =>
    api.put<SiteSettings>('/api/settings', inputOf(siteSettingsSchema, changes)),
  );
