import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { inputOf, twoFactorLoginSchema } from '@hmti/contract';
import { api } from '@/lib/api-client';
import type { SignedInUser } from '@hmti/contract';
import { primeSession } from './login';

export type TwoFactorLoginInput = z.input<typeof twoFactorLoginSchema>;

/** POST /api/auth/login/verify: the challenge plus the app's code (or a recovery code) → the session. */
export const verifyTwoFactor = (input: TwoFactorLoginInput) =>
  api.post<SignedInUser>('/api/auth/login/verify', inputOf(twoFactorLoginSchema, input));

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyTwoFactor, onSuccess: (user) => primeSession(queryClient, user) });
}
