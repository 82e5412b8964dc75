import { useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

/** GET /api/settings as stored (no client-side defaults), for editing. */
const getStoredSettings = () => api.get<SiteSettings>('/api/settings');

export const useStoredSettings = (enabled: boolean) =>
  useQuery({ queryKey: settingsKeys.stored, queryFn: getStoredSettings, staleTime: 0, enabled });
