import { z } from 'zod';
import { isSafeStoredUrl, STORED_URL_RULE } from './stored-url.js';

/** Division inputs (POST /api/divisions, PUT /api/divisions/{id}): lengths, the key rule, the colour format. */
export const DEFAULT_DIVISION_COLOR = '#3B82F6';
export const DIVISION_NAME_REQUIRED = 'Division name cannot be empty.';
export const DIVISION_NAME_NO_LETTERS = 'Division name must contain letters or numbers.';
export const DIVISION_EXISTS = 'A division with this name already exists.';
export const COLOR_FORMAT = 'Colour must be in the form #RRGGBB.';
export const DIVISION_NAME_TOO_LONG = 'Division name is too long (max. 200 characters).';
export const POSITIONS_NOT_NAMES = 'Positions must be a list of names.';

export const DIVISION_DISPLAY_NAME_MAX = 200;
export const DIVISION_DESCRIPTION_MAX = 2000;
export const DIVISION_LOGO_MAX = 1000;
export const DIVISION_POSITION_MAX = 200;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
export const isHexColor = (value: string) => HEX_COLOR.test(value.trim());

/** 'Public Relation' → 'public_relation': the stored key of a division. */
export const divisionNameOf = (displayName: string) =>
  displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

const displayName = z
  .string()
  .trim()
  .min(1, DIVISION_NAME_REQUIRED)
  .max(DIVISION_DISPLAY_NAME_MAX, DIVISION_NAME_TOO_LONG);
const description = z.string().trim().max(DIVISION_DESCRIPTION_MAX);
const logo = z
  .string()
  .trim()
  .max(DIVISION_LOGO_MAX)
  .refine((url) => !url || isSafeStoredUrl(url, 'image'), `Logo ${STORED_URL_RULE.image}`);
const color = z.string().trim().regex(HEX_COLOR, COLOR_FORMAT);
/** Position names, each kept once (case-insensitively); blank ones are dropped. */
const positions = z
  .array(z.string(POSITIONS_NOT_NAMES).trim().max(DIVISION_POSITION_MAX), POSITIONS_NOT_NAMES)
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((p) => p && !seen.has(p.toLowerCase()) && seen.add(p.toLowerCase()));
  });

/** The form's new division: only its name; the key is derived, the colour is the default, no positions yet. */
export const newDivisionSchema = z
  .object({ displayName })
  .transform(({ displayName }) => ({
    name: divisionNameOf(displayName),
    displayName,
    description: '',
    positions: [] as string[],
    color: DEFAULT_DIVISION_COLOR,
  }))
  .refine((d) => d.name.length > 0, DIVISION_NAME_NO_LETTERS);

/** POST body as the server reads it: displayName (or name alone), optional key, description, positions, colour, logo. */
export const divisionCreateSchema = z
  .object({
    name: z.string().trim().max(100).optional(),
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
    if (!d.displayName) ctx.addIssue({ code: 'custom', path: ['displayName'], message: DIVISION_NAME_REQUIRED });
    else if (d.displayName.length > DIVISION_DISPLAY_NAME_MAX)
      ctx.addIssue({ code: 'custom', path: ['displayName'], message: DIVISION_NAME_TOO_LONG });
    else if (!d.name) ctx.addIssue({ code: 'custom', path: ['displayName'], message: DIVISION_NAME_NO_LETTERS });
  });

/** PUT body: the edit form sends every field; the server takes any of them. */
export const divisionUpdateSchema = z.object({ displayName, description, positions, color, logo });
export const divisionPatchSchema = divisionUpdateSchema.partial();

export type NewDivisionInput = z.input<typeof newDivisionSchema>;
export type DivisionUpdateInput = z.input<typeof divisionUpdateSchema>;
