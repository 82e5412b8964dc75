import { z } from 'zod';
import { DRIVE_NOT_A_FILE, parseDriveUrl } from './drive-url.js';

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
  /** A member's photo from Drive: a link to one file (not a folder). */
  gdriveUrl: z
    .string()
    .trim()
    .max(1000)
    .superRefine((url, ctx) => {
      const link = url ? parseDriveUrl(url) : null;
      if (link && !link.ok) ctx.addIssue({ code: 'custom', message: link.error });
      else if (link?.kind === 'folder') ctx.addIssue({ code: 'custom', message: DRIVE_NOT_A_FILE });
    })
    .optional(),
});

/** A period's ordered positions (POST /api/organization/positions) and a position added to the list. */
export const POSITION_REQUIRED = 'Position name cannot be empty.';
export const POSITION_DUPLICATE = 'This position already exists in the list.';
export const POSITION_NAME_MAX = 200;
export const POSITION_TOO_LONG = `Position name is too long (max. ${POSITION_NAME_MAX} characters).`;
export const POSITIONS_NOT_LIST = 'positions must be a list of { name, order }';

/** A position's name: trimmed, not empty, at most 200 characters. */
export const positionNameSchema = z
  .string(POSITION_REQUIRED)
  .trim()
  .min(1, POSITION_REQUIRED)
  .max(POSITION_NAME_MAX, POSITION_TOO_LONG);

/** Names compare case-insensitively: 'Ketua' and 'ketua' are the same position. */
export const samePositionName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const positionEntry = z.preprocess(
  // A bare name takes its place in the list.
  (entry) => (typeof entry === 'string' ? { name: entry, order: 0 } : entry),
  z.object({ name: positionNameSchema, order: z.number().finite().optional().catch(undefined) }, POSITIONS_NOT_LIST),
);

/** The whole list: unique names, ordered by `order` (ties keep the list's order), renumbered 1..n. */
export const positionListSchema = z
  .array(positionEntry, POSITIONS_NOT_LIST)
  .superRefine((list, ctx) => {
    const index = list.findIndex((p, i) => list.findIndex((q) => samePositionName(p.name, q.name)) !== i);
    if (index >= 0) ctx.addIssue({ code: 'custom', message: POSITION_DUPLICATE, path: [index, 'name'] });
  })
  .transform((list) =>
    list
      .map((p, i) => ({ name: p.name, order: p.order ?? i + 1, i }))
      .sort((a, b) => a.order - b.order || a.i - b.i)
      .map((p, i) => ({ name: p.name, order: i + 1 })),
  );

export const savePositionsSchema = z.object({
  period: periodSchema,
  positions: positionListSchema,
  /** The names in the order they were loaded: the server refuses (409) when the list changed meanwhile. */
  basedOn: z.array(z.string()).optional(),
});

/** Copying a period's positions to another (POST /api/organization/positions/copy). */
export const SAME_PERIOD = 'Choose a different target period.';

export const copyPositionsSchema = z
  .object({ sourcePeriod: periodSchema, targetPeriod: periodSchema })
  .refine((v) => v.sourcePeriod !== v.targetPeriod, { message: SAME_PERIOD, path: ['targetPeriod'] });
