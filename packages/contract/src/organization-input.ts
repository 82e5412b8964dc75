import { z } from 'zod';
import { normalizePosition } from './divisions.js';
import { DRIVE_NOT_A_FILE, parseDriveUrl } from './drive-url.js';
import { FIELD_LABELS } from './field-labels.js';
import { fieldMessage, labelled, REASON } from './input-check.js';
import type { ResponsiveImage } from './responsive-image.js';

/** A period of the organisation ('2025-2026'): the new-period form, member forms and position lists name one. */
const PERIOD_FORMAT = 'harus berformat YYYY-YYYY, misalnya 2026-2027';
const PERIOD_END_YEAR = 'harus berakhir satu tahun setelah tahun awalnya';
const PERIOD_YEAR_RANGE = 'harus dimulai antara tahun 1990 dan 2200';
/** The period typed into the new-period form exists already. */
export const PERIOD_EXISTS = 'Periode ini sudah ada.';

const PATTERN = /^(\d{4})-(\d{4})$/;

/** Why a typed period is refused (to follow its label), or null when it is well formed. */
function periodProblem(raw: string): string | null {
  const value = raw.trim();
  if (!value) return REASON.required;
  const match = PATTERN.exec(value);
  if (!match) return PERIOD_FORMAT;
  if (Number(match[2]) !== Number(match[1]) + 1) return PERIOD_END_YEAR;
  if (Number(match[1]) < 1990 || Number(match[1]) > 2200) return PERIOD_YEAR_RANGE;
  return null;
}

export const isValidPeriod = (value: unknown): value is string =>
  typeof value === 'string' && periodProblem(value) === null;

/** 'YYYY-YYYY' with end year = start year + 1, trimmed. */
export const periodSchema = labelled(
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = periodProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  FIELD_LABELS.period,
);

/** A member of the structure (POST /api/organization/members, PUT …/{id}): the texts; the photo is checked apart. */
export const memberFieldsSchema = labelled(
  z.object({
    name: z.string().trim().min(1).max(200),
    position: z.string().trim().min(1).max(200),
    period: periodSchema,
    /** A member's photo from Drive: a link to one file (not a folder). */
    gdriveUrl: z
      .string()
      .trim()
      .max(1000)
      .superRefine((url, ctx) => {
        const link = url ? parseDriveUrl(url) : null;
        if (link && !link.ok) ctx.addIssue({ code: 'custom', message: link.reason });
        else if (link?.kind === 'folder') ctx.addIssue({ code: 'custom', message: DRIVE_NOT_A_FILE });
      })
      .optional(),
    /** The `updatedAt` of the member the form opened (an edit): refused when a newer version was saved since. */
    basedOn: z.string().optional(),
  }),
  FIELD_LABELS.member,
);

/** A period's ordered positions (POST /api/organization/positions) and a position added to the list. */
const DUPLICATE = 'sudah ada di daftar';
/** A position typed into a list that has it already. */
export const POSITION_DUPLICATE = fieldMessage(FIELD_LABELS.position[''], DUPLICATE);

/** A position's name: trimmed, not empty, at most 200 characters. */
export const positionNameSchema = labelled(z.string().trim().min(1).max(200), FIELD_LABELS.position);

/** Names compare as the site reads them (`normalizePosition`): 'Staf Medinfo' and ' staf  medinfo' are one position. */
export const samePositionName = (a: string, b: string) => normalizePosition(a) === normalizePosition(b);

const positionEntry = z.preprocess(
  // A bare name takes its place in the list.
  (entry) => (typeof entry === 'string' ? { name: entry, order: 0 } : entry),
  z.object({ name: positionNameSchema, order: z.number().finite().optional().catch(undefined) }),
);

/** The whole list: unique names, ordered by `order` (ties keep the list's order), renumbered 1..n. */
const positionListSchema = z
  .array(positionEntry)
  .superRefine((list, ctx) => {
    const index = list.findIndex((p, i) => list.findIndex((q) => samePositionName(p.name, q.name)) !== i);
    if (index >= 0) ctx.addIssue({ code: 'custom', message: DUPLICATE, path: [index, 'name'] });
  })
  .transform((list) =>
    list
      .map((p, i) => ({ name: p.name, order: p.order ?? i + 1, i }))
      .sort((a, b) => a.order - b.order || a.i - b.i)
      .map((p, i) => ({ name: p.name, order: i + 1 })),
  );

export const savePositionsSchema = labelled(
  z.object({
    period: periodSchema,
    positions: positionListSchema,
    /** The names in the order they were loaded: the server refuses (409) when the list changed meanwhile. */
    basedOn: z.array(z.string()).optional(),
  }),
  FIELD_LABELS.positionList,
);

/** Copying a period's positions to another (POST /api/organization/positions/copy). */
export const copyPositionsSchema = labelled(
  z
    .object({ sourcePeriod: periodSchema, targetPeriod: periodSchema })
    .refine((v) => v.sourcePeriod !== v.targetPeriod, {
      message: 'harus periode lain dari periode sumber',
      path: ['targetPeriod'],
    }),
  FIELD_LABELS.copyPositions,
);

/** A board member as GET /api/organization/members answers it (the management answers leave out imageSet). */
export interface OrgMember {
  _id: number;
  id: number;
  name: string;
  position: string;
  period: string;
  /** The uploaded photo's address, else the linked one; null for none. */
  imageUrl: string | null;
  /** The uploaded photo's widths for srcset; null for a linked photo or none. */
  imageSet?: ResponsiveImage | null;
  /** Its version: the dashboard's edit sends it back as `basedOn`. */
  updatedAt?: string;
}
