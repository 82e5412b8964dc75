import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inputOf, revokeSessionSchema, type ActiveSession } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

/** POST /api/auth/sessions/revoke: ends one of the own sessions (that device's next call lands on /login). */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api.post<{ success: boolean; current: boolean }>(
        '/api/auth/sessions/revoke',
        inputOf(revokeSessionSchema, { sessionId }),
      ),
    onSuccess: (_result, sessionId) =>
      queryClient.setQueryData<ActiveSession[]>(settingsKeys.sessions, (list) =>
        list?.filter((s) => s.sessionId !== sessionId),
      ),
    meta: { invalidates: [settingsKeys.sessions] },
  });
}
