import { useMutation } from '@tanstack/react-query';
import { contentSettingsSchema, inputOf, type SiteSettings } from '@hmti/contract';
import { api } from '@/lib/api-client';
import type { ContentPayload } from '../lib/content-form';

/** The content keys of PUT /api/settings, checked as the server checks them (it rejects any other key). */
export { contentSettingsSchema };

/** PUT /api/settings with the changed content fields; answers the saved settings. */
export const updateContentSettings = (changes: ContentPayload) =>
  api.put<SiteSettings>('/api/settings', inputOf(contentSettingsSchema, changes));

export const useUpdateContentSettings = () =>
  useMutation({ mutationFn: updateContentSettings, meta: { invalidates: [['settings'], ['dashboard']] } });
