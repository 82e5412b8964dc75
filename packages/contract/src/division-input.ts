import { z } from 'zod';
import { DIVISION_KEY_MAX, normalizePosition } from './divisions.js';
import { FIELD_LABELS } from './field-labels.js';
import { labelled, REASON } from './input-check.js';
import { storedUrlSchema } from './stored-url.js';

/** Division inputs (POST /api/divisions, PUT /api/divisions/{id}): lengths, the key rule, the colour format. */
export const DEFAULT_DIVISION_COLOR = '#3B82F6';
const DIVISION_DISPLAY_NAME_MAX = 200;

const NO_LETTERS = 'harus memuat huruf atau angka';
const HEX_REASON = 'harus berupa warna #RRGGBB';
/** The key derived from the name belongs to another division already. */
export const DIVISION_EXISTS = 'Divisi dengan nama ini sudah ada.';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
export const isHexColor = (value: string) => HEX_COLOR.test(value.trim());

/**
 * 'Public Relation' → 'public_relation': the stored key of a division, cut to DIVISION_KEY_MAX (a name may be 200
 * characters; its settings entries and its division head use the key).
 */
export const divisionNameOf = (displayName: string) =>
  displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, DIVISION_KEY_MAX)
    .replace(/^_+|_+$/g, '');

const displayName = z.string().trim().min(1).max(DIVISION_DISPLAY_NAME_MAX);
const description = z.string().trim().max(2000);
const logo = storedUrlSchema('image');
const color = z.string().trim().regex(HEX_COLOR, HEX_REASON);
/** Position names, each kept once (as `samePositionName` compares them); blank ones are dropped. */
const positions = z.array(z.string().trim().max(200)).transform((list) => {
  const seen = new Set<string>();
  return list.filter((p) => p && !seen.has(normalizePosition(p)) && seen.add(normalizePosition(p)));
});

/** The form's new division: only its name; the key is derived, the colour is the default, no positions yet. */
export const newDivisionSchema = labelled(
  z
    .object({ displayName })
    .transform(({ displayName }) => ({
      name: divisionNameOf(displayName),
      displayName,
      description: '',
      positions: [] as string[],
      color: DEFAULT_DIVISION_COLOR,
    }))
    .refine((d) => d.name.length > 0, { message: NO_LETTERS, path: ['displayName'] }),
  FIELD_LABELS.newDivision,
);

/** POST body as the server reads it: displayName (or name alone), optional key, description, positions, colour, logo. */
export const divisionCreateSchema = labelled(
  z
    .object({
      name: z.string().trim().max(DIVISION_KEY_MAX).optional(),
      displayName: z.string().optional(),
      description: description.default(''),
      positions: positions.default([]),
      color: z.union([z.literal(''), color]).default(''),
      logo: logo.default(''),
    })
    .transform(({ displayName: typed, name, color, ...rest }) => ({
      ...rest,
      displayName: (typed ?? name ?? '').trim(),
      name: divisionNameOf(name || (typed ?? '')),
      color: color || DEFAULT_DIVISION_COLOR,
    }))
    .superRefine((d, ctx) => {
      const problem = !d.displayName
        ? REASON.required
        : d.displayName.length > DIVISION_DISPLAY_NAME_MAX
          ? REASON.tooLong(DIVISION_DISPLAY_NAME_MAX)
          : !d.name
            ? NO_LETTERS
            : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['displayName'], message: problem });
    }),
  FIELD_LABELS.division,
);

/**
 * PUT body: the edit form sends every field; the server takes any of them. `basedOn`: the `updatedAt` of the division
 * the form opened; refused when a newer version was saved since (another dashboard, /admin).
 */
export const divisionUpdateSchema = labelled(
  z.object({ displayName, description, positions, color, logo, basedOn: z.string().optional() }),
  FIELD_LABELS.division,
);
export const divisionPatchSchema = labelled(divisionUpdateSchema.partial(), FIELD_LABELS.division);

export type NewDivisionInput = z.input<typeof newDivisionSchema>;
export type DivisionUpdateInput = z.input<typeof divisionUpdateSchema>;
