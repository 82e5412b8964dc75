import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  inputOf,
  loginInputSchema,
  twoFactorLoginSchema,
  type LoginResult,
  type SessionUser,
  type SignedInUser,
  type TwoFactorChallenge,
  type TwoFactorSetup,
} from '@hmti/contract';
import { api, resumeSessionEndedNotice } from '@/lib/api-client';
import { sessionKeys, sessionStartedInPage } from '@/lib/auth';

export const isChallenge = (result: LoginResult): result is TwoFactorChallenge => 'twoFactor' in result;

/** A session has started: the session queries are primed and permissions refetched. */
export async function primeSession(queryClient: QueryClient, user: SessionUser) {
  resumeSessionEndedNotice();
  sessionStartedInPage();
  queryClient.setQueryData(sessionKeys.me, user);
  await queryClient.invalidateQueries({ queryKey: sessionKeys.permissions });
}

/** The password step: the signed-in user, or (two-factor sign-in) the challenge of the code step and no session. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof loginInputSchema>) =>
      api.post<LoginResult>('/api/auth/login', inputOf(loginInputSchema, input)),
    onSuccess: async (result) => {
      if (!isChallenge(result)) await primeSession(queryClient, result);
    },
  });
}

/** POST /api/auth/login/verify: the challenge plus the app's code (or a recovery code) → the session. */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof twoFactorLoginSchema>) =>
      api.post<SignedInUser>('/api/auth/login/verify', inputOf(twoFactorLoginSchema, input)),
    onSuccess: (user) => primeSession(queryClient, user),
  });
}

/**
 * POST /api/auth/login/setup: the authenticator secret and QR code for an account whose role requires two-factor
 * sign-in. Read once per challenge (a second call would replace the secret the QR code shows).
 */
export const useLoginEnrolSetup = (challengeToken: string) =>
  useQuery({
    queryKey: ['auth', 'login-enrol-setup', challengeToken],
    queryFn: () => api.post<TwoFactorSetup>('/api/auth/login/setup', { challengeToken }),
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });

/**
 * POST /api/auth/login/enrol: the first code confirms the enrolment; the session starts and the recovery codes come
 * back once. The caller primes the session when the user has saved them.
 */
export const useLoginEnrol = () =>
  useMutation({
    mutationFn: (input: { challengeToken: string; code: string }) =>
      api.post<{ user: SignedInUser; recoveryCodes: string[] }>('/api/auth/login/enrol', input),
  });
