import { z } from 'zod';
import {
  DIVISION_HEAD_NEEDS_DIVISION,
  DIVISION_HEAD_ROLE,
  FIELD_LABELS,
  labelled,
  userFieldsSchema,
  userPasswordProblem,
} from '@hmti/contract';
import { positiveId } from '@/lib/positive-id';

const fields = userFieldsSchema.extend({
  role: z.string().trim().min(1),
  division: z.string().nullable(),
});

export type UserFormInput = z.input<typeof fields>;

export interface UserPayload {
  username: string;
  name: string;
  email: string;
  role: string;
  division: string | null;
  password?: string;
  confirmPassword?: string;
}

/**
 * The user form's rules: username required; password required on create and optional on edit, and
 * when given at least 6 characters and equal to its confirmation; a division only for division heads.
 */
const userSchema = (passwordRequired: boolean) =>
  labelled(
    fields
      .superRefine((v, ctx) => {
        const problem = userPasswordProblem(v.password, v.confirmPassword, passwordRequired);
        if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
        // Which divisions exist is the server's to check (they are data); a division head needs one chosen.
        if (v.role === DIVISION_HEAD_ROLE && !v.division?.trim())
          ctx.addIssue({ code: 'custom', path: ['division'], message: DIVISION_HEAD_NEEDS_DIVISION });
      })
      .transform((v): UserPayload => {
        const payload: UserPayload = {
          username: v.username,
          name: v.name,
          email: v.email,
          role: v.role,
          division: v.role === DIVISION_HEAD_ROLE ? v.division : null,
        };
        if (v.password) Object.assign(payload, { password: v.password, confirmPassword: v.confirmPassword });
        return payload;
      }),
    FIELD_LABELS.user,
  );

export const createUserSchema = userSchema(true);
export const updateUserSchema = userSchema(false);

export const assertUserId = (id: number) => positiveId(id, 'user');
