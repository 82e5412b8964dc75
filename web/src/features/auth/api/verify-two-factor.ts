import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { inputOf, twoFactorLoginSchema, type SignedInUser } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { primeSession } from './login';

/** POST /api/auth/login/verify: the challenge plus the app's code (or a recovery code) → the session. */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof twoFactorLoginSchema>) =>
      api.post<SignedInUser>('/api/auth/login/verify', inputOf(twoFactorLoginSchema, input)),
    onSuccess: (user) => primeSession(queryClient, user),
  });
}
