import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SignedInUser } from '@hmti/contract';

/**
 * POST /api/auth/login/enrol: the first code confirms the enrolment; the session starts and the recovery codes come
 * back once. The caller primes the session when the user has saved them.
 */
export const useLoginEnrol = () =>
  useMutation({
    mutationFn: (input: { challengeToken: string; code: string }) =>
      api.post<{ user: SignedInUser; recoveryCodes: string[] }>('/api/auth/login/enrol', input),
  });
