import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { DIVISION_REQUIRED, needsDivision, ROLE_REQUIRED, roleUpdateBody, USER_REQUIRED } from '../lib/role-update';
import type { StaffUser } from '../types';
import { settingsKeys } from './query-keys';

/** The role card's input: a user, a role and — for the division head only — a division. */
export const userRoleSchema = z
  .object({
    userId: z.number({ error: USER_REQUIRED }).int().positive(USER_REQUIRED),
    role: z.string().trim().min(1, ROLE_REQUIRED),
    division: z.string(),
  })
  // Which divisions exist is the server's to check (they are data); a division head needs one chosen.
  .refine((v) => !needsDivision(v.role) || v.division.trim() !== '', {
    message: DIVISION_REQUIRED,
    path: ['division'],
  })
  .transform(({ userId, role, division }) => ({ userId, body: roleUpdateBody({ role, division }) }));

export type UserRoleInput = z.input<typeof userRoleSchema>;

/** PUT /api/users/{id}/role with role and division. */
export function updateUserRole(input: UserRoleInput) {
  const { userId, body } = userRoleSchema.parse(input);
  return api.put<StaffUser>(`/api/users/${userId}/role`, body);
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.users }),
  });
}
