import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { inputOf, twoFactorReauthSchema } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

/** POST /api/auth/two-factor/recovery-codes: a new set (shown once), with the current password or a current code. */
const regenerateRecoveryCodes = (input: z.input<typeof twoFactorReauthSchema>) =>
  api.post<{ recoveryCodes: string[] }>('/api/auth/two-factor/recovery-codes', inputOf(twoFactorReauthSchema, input));

export const useRegenerateRecoveryCodes = () =>
  useMutation({ mutationFn: regenerateRecoveryCodes, meta: { invalidates: [settingsKeys.twoFactor] } });
