import { useMutation } from '@tanstack/react-query';
import { api, resumeSessionEndedNotice, suppressSessionEndedNotice } from '@/lib/api-client';

/** POST /api/auth/revoke-all-sessions: ends every session, this one included. */
const revokeAllSessions = () => {
  // The page itself signs out here; the 401s that follow are not a session lost elsewhere.
  suppressSessionEndedNotice();
  return api.post<{ success: boolean; revokedSessions: number }>('/api/auth/revoke-all-sessions');
};

// Failed, nothing ended: a session ended later (elsewhere) is announced again.
export const useRevokeAllSessions = () =>
  useMutation({ mutationFn: revokeAllSessions, onError: () => resumeSessionEndedNotice() });
