import { useQuery } from '@tanstack/react-query';
import type { RequestLimits } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

/** GET /api/settings/request-limits (settings.view): the API rate limits the server is configured with. */
const getRequestLimits = () => api.get<RequestLimits>('/api/settings/request-limits');

export const useRequestLimits = () =>
  useQuery({ queryKey: settingsKeys.requestLimits, queryFn: getRequestLimits, staleTime: Infinity });
