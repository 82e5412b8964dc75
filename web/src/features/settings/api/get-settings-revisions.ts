import { useQuery } from '@tanstack/react-query';
import type { SettingsRevisionSummary } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

/** GET /api/settings/revisions: the settings' kept versions, newest first (settings.view). */
const getSettingsRevisions = () => api.get<{ data: SettingsRevisionSummary[] }>('/api/settings/revisions');

export const useSettingsRevisions = () =>
  useQuery({ queryKey: settingsKeys.revisions, queryFn: getSettingsRevisions, staleTime: 0 });
