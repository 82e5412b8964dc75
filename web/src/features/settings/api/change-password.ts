import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import {
  ALL_FIELDS_REQUIRED,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
} from '../lib/account-messages';
import { settingsKeys } from './query-keys';

/** Body of POST /api/auth/change-password; the checks run in the server's order. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, ALL_FIELDS_REQUIRED),
    newPassword: z.string().min(1, ALL_FIELDS_REQUIRED),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] })
  .refine((v) => v.newPassword.length >= PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT, path: ['newPassword'] });

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export interface ChangePasswordResult {
  success: boolean;
  message?: string;
  revokedSessions?: number;
}

/** Changes the own password; the server ends every other session at once. */
export const changePassword = (input: ChangePasswordInput) =>
  api.post<ChangePasswordResult>('/api/auth/change-password', changePasswordSchema.parse(input));

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
  });
}
