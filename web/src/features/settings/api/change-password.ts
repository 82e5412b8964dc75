import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { changePasswordSchema, inputOf } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

export { changePasswordSchema };

/** The form always sends the confirmation. */
export type ChangePasswordInput = Required<z.input<typeof changePasswordSchema>>;

export interface ChangePasswordResult {
  success: boolean;
  message?: string;
  revokedSessions?: number;
}

/** Changes the own password; the server ends every other session at once. */
export const changePassword = (input: ChangePasswordInput) =>
  api.post<ChangePasswordResult>('/api/auth/change-password', inputOf(changePasswordSchema, input));

export const useChangePassword = () =>
  useMutation({ mutationFn: changePassword, meta: { invalidates: [settingsKeys.sessions] } });
