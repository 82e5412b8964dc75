import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { inputOf, twoFactorEnableSchema } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

export type EnableTwoFactorInput = z.input<typeof twoFactorEnableSchema>;

/**
 * POST /api/auth/two-factor/enable: the first code and the current password turn it on; the recovery codes come back
 * once.
 */
export const enableTwoFactor = (input: EnableTwoFactorInput) =>
  api.post<{ recoveryCodes: string[] }>('/api/auth/two-factor/enable', inputOf(twoFactorEnableSchema, input));

export const useEnableTwoFactor = () =>
  useMutation({ mutationFn: enableTwoFactor, meta: { invalidates: [settingsKeys.twoFactor, settingsKeys.sessions] } });
