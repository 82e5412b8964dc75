import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { inputOf, type TwoFactorSetup, twoFactorSetupSchema } from '@hmti/contract';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/two-factor/setup with the current password: a fresh secret and its QR code, pending until the
 * first code confirms it.
 */
export const useSetupTwoFactor = () =>
  useMutation({
    mutationFn: (input: z.input<typeof twoFactorSetupSchema>) =>
      api.post<TwoFactorSetup>('/api/auth/two-factor/setup', inputOf(twoFactorSetupSchema, input)),
  });
