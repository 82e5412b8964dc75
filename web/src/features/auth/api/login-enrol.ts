import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SessionUser } from '@/lib/authorization';

/**
 * POST /api/auth/login/enrol: the first code confirms the enrolment; the session starts and the recovery codes come
 * back once. The caller primes the session when the user has saved them.
 */
export const loginEnrol = (input: { challengeToken: string; code: string }) =>
  api.post<{ user: SessionUser; recoveryCodes: string[] }>('/api/auth/login/enrol', input);

export const useLoginEnrol = () => useMutation({ mutationFn: loginEnrol });
