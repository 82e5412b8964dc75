import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ActiveSession } from '@hmti/contract';
import { settingsKeys } from './query-keys';

/** GET /api/auth/sessions, polled every 30 s: the own live sessions; `current` marks this browser's. */
const getSessions = () => api.get<ActiveSession[]>('/api/auth/sessions');

export const useSessions = () =>
  useQuery({ queryKey: settingsKeys.sessions, queryFn: getSessions, refetchInterval: 30_000, staleTime: 0 });
