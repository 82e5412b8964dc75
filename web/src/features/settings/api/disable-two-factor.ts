import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { inputOf, twoFactorReauthSchema } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

export type DisableTwoFactorInput = z.input<typeof twoFactorReauthSchema>;

/** POST /api/auth/two-factor/disable: with the current password or a current code. */
const disableTwoFactor = (input: DisableTwoFactorInput) =>
  api.post<{ success: boolean }>('/api/auth/two-factor/disable', inputOf(twoFactorReauthSchema, input));

export const useDisableTwoFactor = () =>
  useMutation({ mutationFn: disableTwoFactor, meta: { invalidates: [settingsKeys.twoFactor] } });
