import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SESSIONS_POLL_MS } from '../lib/constants';
import type { ActiveSession } from '../types';
import { settingsKeys } from './query-keys';

/** GET /api/auth/sessions: the own live sessions; `current` marks this browser's. */
export const getSessions = () => api.get<ActiveSession[]>('/api/auth/sessions');

export const useSessions = () =>
  useQuery({ queryKey: settingsKeys.sessions, queryFn: getSessions, refetchInterval: SESSIONS_POLL_MS, staleTime: 0 });
