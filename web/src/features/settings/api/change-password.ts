import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { changePasswordSchema, inputOf } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

/** The form always sends the confirmation. */
export type ChangePasswordInput = Required<z.input<typeof changePasswordSchema>>;

/** Changes the own password; the server ends every other session at once (its answer's message is shown). */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api.post<{ message?: string }>('/api/auth/change-password', inputOf(changePasswordSchema, input)),
    meta: { invalidates: [settingsKeys.sessions] },
  });
