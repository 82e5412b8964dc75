import { useMutation } from '@tanstack/react-query';
import { contentSettingsSchema, inputOf, type SiteSettings } from '@hmti/contract';
import { api } from '@/lib/api-client';
import type { ContentPayload } from '../lib/content-form';

/** PUT /api/settings with the changed content keys (the server rejects any other); answers the saved settings. */
export const useUpdateContentSettings = () =>
  useMutation({
    mutationFn: (changes: ContentPayload) =>
      api.put<SiteSettings>('/api/settings', inputOf(contentSettingsSchema, changes)),
    meta: { invalidates: [['settings'], ['dashboard']] },
  });
