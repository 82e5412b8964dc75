import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/revoke-all-sessions: ends every session, this one included. */
export const revokeAllSessions = () => api.post<{ success: boolean; revokedSessions: number }>('/api/auth/revoke-all-sessions');

export const useRevokeAllSessions = () => useMutation({ mutationFn: revokeAllSessions });
