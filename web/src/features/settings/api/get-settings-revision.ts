import { useQuery } from '@tanstack/react-query';
import type { SettingsRevision } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

/** GET /api/settings/revisions/{id}: one version with its settings. */
export const useSettingsRevision = (id: number) =>
  useQuery({
    queryKey: [...settingsKeys.revisions, id],
    queryFn: () => api.get<SettingsRevision>(`/api/settings/revisions/${id}`),
    staleTime: Infinity,
  });
