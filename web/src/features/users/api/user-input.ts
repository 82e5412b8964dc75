import { z } from 'zod';
import {
  DIVISION_HEAD_NEEDS_DIVISION,
  DIVISION_HEAD_ROLE,
  FIELD_LABELS,
  labelled,
  userFieldsSchema,
  userPasswordProblem,
} from '@hmti/contract';

const fields = userFieldsSchema.extend({
  role: z.string().trim().min(1),
  division: z.string().nullable(),
});

export type UserFormInput = z.input<typeof fields>;

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
      .transform(({ password, confirmPassword, division, ...rest }) => ({
        ...rest,
        division: rest.role === DIVISION_HEAD_ROLE ? division : null,
        ...(password ? { password, confirmPassword } : {}),
      })),
    FIELD_LABELS.user,
  );

export const createUserSchema = userSchema(true);
export const updateUserSchema = userSchema(false);
