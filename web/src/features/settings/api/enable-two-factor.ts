import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { inputOf, twoFactorEnableSchema } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

/** POST /api/auth/two-factor/enable: the first code and the current password turn it on; recovery codes come once. */
export const useEnableTwoFactor = () =>
  useMutation({
    mutationFn: (input: z.input<typeof twoFactorEnableSchema>) =>
      api.post<{ recoveryCodes: string[] }>('/api/auth/two-factor/enable', inputOf(twoFactorEnableSchema, input)),
    meta: { invalidates: [settingsKeys.twoFactor, settingsKeys.sessions] },
  });
