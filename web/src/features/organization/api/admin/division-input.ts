import { z } from 'zod';
import {
  COLOR_FORMAT,
  DEFAULT_DIVISION_COLOR,
  DIVISION_NAME_NO_LETTERS,
  DIVISION_NAME_REQUIRED,
  divisionNameOf,
} from '../../lib/admin/division-form';

export const INVALID_DIVISION_ID = 'Invalid division ID';

const positionsSchema = z
  .array(z.string().trim().min(1).max(200))
  .transform((list) => list.filter((p, i) => list.findIndex((q) => q.toLowerCase() === p.toLowerCase()) === i));
const colorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, COLOR_FORMAT);

/** POST body: the key is derived from the typed name; a new division starts with the default colour and no positions. */
export const newDivisionSchema = z
  .object({ displayName: z.string().trim().min(1, DIVISION_NAME_REQUIRED).max(200) })
  .transform(({ displayName }) => ({
    name: divisionNameOf(displayName),
    displayName,
    description: '',
    positions: [] as string[],
    color: DEFAULT_DIVISION_COLOR,
  }))
  .refine((d) => d.name.length > 0, DIVISION_NAME_NO_LETTERS);

/** PUT body. */
export const divisionUpdateSchema = z.object({
  displayName: z.string().trim().min(1, DIVISION_NAME_REQUIRED).max(200),
  description: z.string().trim().max(2000),
  positions: positionsSchema,
  color: colorSchema,
  logo: z.string().trim().max(1000),
});

export type NewDivisionInput = z.input<typeof newDivisionSchema>;
export type DivisionUpdateInput = z.input<typeof divisionUpdateSchema>;

export function assertDivisionId(id: number): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new Error(INVALID_DIVISION_ID);
  return id;
}
