import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { DIVISION_HEAD_NEEDS_DIVISION, FIELD_LABELS, inputOf, labelled, REASON } from '@hmti/contract';
import type { SessionUser } from '@hmti/contract';
import { needsDivision, roleUpdateBody } from '../lib/role-update';
import { settingsKeys } from './query-keys';

/** The role card's input: a user, a role and — for the division head only — a division. */
export const userRoleSchema = labelled(
  z
    .object({
      userId: z.number(REASON.required).int(REASON.required).positive(REASON.required),
      role: z.string().trim().min(1),
      division: z.string(),
    })
    // Which divisions exist is the server's to check (they are data); a division head needs one chosen.
    .refine((v) => !needsDivision(v.role) || v.division.trim() !== '', {
      message: DIVISION_HEAD_NEEDS_DIVISION,
      path: ['division'],
    })
    .transform(({ userId, role, division }) => ({ userId, body: roleUpdateBody({ role, division }) })),
  FIELD_LABELS.userRole,
);

/** PUT /api/users/{id}/role with role and division. */
export const useUpdateUserRole = () =>
  useMutation({
    mutationFn: (input: z.input<typeof userRoleSchema>) => {
      const { userId, body } = inputOf(userRoleSchema, input);
      return api.put<SessionUser>(`/api/users/${userId}/role`, body);
    },
    meta: { invalidates: [settingsKeys.users] },
  });
