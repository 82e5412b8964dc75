import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { inputOf, loginInputSchema, type LoginResult, type SessionUser, type TwoFactorChallenge } from '@hmti/contract';
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
