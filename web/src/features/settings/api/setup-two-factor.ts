import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { inputOf, type TwoFactorSetup, twoFactorSetupSchema } from '@hmti/contract';
import { api } from '@/lib/api-client';

/** POST /api/auth/two-factor/setup (current password): a fresh secret and QR code, pending until a code confirms it. */
export const useSetupTwoFactor = () =>
  useMutation({
    mutationFn: (input: z.input<typeof twoFactorSetupSchema>) =>
      api.post<TwoFactorSetup>('/api/auth/two-factor/setup', inputOf(twoFactorSetupSchema, input)),
  });
