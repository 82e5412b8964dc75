import { z } from 'zod';

/** A period of the organisation ('2025-2026'): the new-period form, member forms and position lists name one. */
export const PERIOD_REQUIRED = 'Period is required.';
export const PERIOD_FORMAT = 'Use the format YYYY-YYYY, for example 2026-2027.';
export const PERIOD_END_YEAR = 'The end year must be the start year + 1.';
export const PERIOD_YEAR_RANGE = 'The start year must be between 1990 and 2200.';
export const PERIOD_EXISTS = 'This period already exists.';

const PATTERN = /^(\d{4})-(\d{4})$/;

/** The message for a typed period, or null when it is well formed. */
export function periodProblem(raw: string): string | null {
  const value = raw.trim();
  if (!value) return PERIOD_REQUIRED;
  const match = PATTERN.exec(value);
  if (!match) return PERIOD_FORMAT;
  if (Number(match[2]) !== Number(match[1]) + 1) return PERIOD_END_YEAR;
  if (Number(match[1]) < 1990 || Number(match[1]) > 2200) return PERIOD_YEAR_RANGE;
  return null;
}

export const isValidPeriod = (value: unknown): value is string =>
  typeof value === 'string' && periodProblem(value) === null;

/** 'YYYY-YYYY' with end year = start year + 1, trimmed. */
export const periodSchema = z
  .string(PERIOD_REQUIRED)
  .trim()
  .superRefine((value, ctx) => {
    const problem = periodProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A member of the structure (POST /api/organization/members, PUT …/{id}): the texts; the photo is checked apart. */
export const MEMBER_NAME_REQUIRED = 'Name is required.';
export const MEMBER_POSITION_REQUIRED = 'Position is required.';

export const memberFieldsSchema = z.object({
  name: z.string(MEMBER_NAME_REQUIRED).trim().min(1, MEMBER_NAME_REQUIRED).max(200),
  position: z.string(MEMBER_POSITION_REQUIRED).trim().min(1, MEMBER_POSITION_REQUIRED).max(200),
  period: periodSchema,
  gdriveUrl: z.string().trim().max(1000).optional(),
});
