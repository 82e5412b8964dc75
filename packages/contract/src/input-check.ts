import { z } from 'zod';
import { labelAt, type FieldLabels, type LabelContext } from './field-labels.js';

/** A schema of this package, as the cms names it without depending on zod itself. */
export type InputSchema = z.ZodType;
export type InputOf<S extends InputSchema> = z.output<S>;

type InputCheck<T> = { ok: true; data: T } | { ok: false; message: string; field?: string };

/**
 * Why a value is refused, worded to follow the field's label ('Judul' + 'wajib diisi' → 'Judul wajib diisi.'). The
 * schemas give these as their messages; a check that gives none is worded from its zod issue by `reasonOf`.
 */
export const REASON = {
  required: 'wajib diisi',
  text: 'harus berupa teks',
  number: 'harus berupa angka',
  wholeNumber: 'harus berupa bilangan bulat',
  yesNo: 'harus berupa pilihan ya atau tidak',
  list: 'harus berupa daftar',
  object: 'harus berupa objek',
  email: 'harus berupa alamat email yang valid',
  invalid: 'tidak valid',
  tooLong: (max: number) => `terlalu panjang (maksimal ${max} karakter)`,
  tooShort: (min: number) => `terlalu pendek (minimal ${min} karakter)`,
  tooMany: (max: number) => `terlalu banyak (maksimal ${max})`,
  atLeast: (min: number) => `minimal ${min}`,
  atMost: (max: number) => `maksimal ${max}`,
  oneOf: (values: readonly unknown[]) => `harus salah satu dari: ${values.map(String).join(', ')}`,
  unknownKeys: (keys: readonly string[]) => `memuat isian yang tidak dikenal: ${keys.join(', ')}`,
} as const;

/** The sentence a person reads: the field's label, then the reason ('Warna Medinfo harus berupa warna (…).'). */
export const fieldMessage = (label: string, reason: string) => `${label} ${reason}${/[.!?]$/.test(reason) ? '' : '.'}`;

/** The reason for a value of the wrong type, by the type expected. */
const WRONG_TYPE: Record<string, string> = {
  string: REASON.text,
  number: REASON.number,
  int: REASON.wholeNumber,
  boolean: REASON.yesNo,
  array: REASON.list,
  object: REASON.object,
  record: REASON.object,
};

/** The reason of a zod issue whose check gave no message of its own. */
export function reasonOf(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return REASON.required;
      return WRONG_TYPE[String(issue.expected)] ?? REASON.invalid;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? REASON.required : REASON.tooShort(Number(issue.minimum));
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(issue.minimum) <= 1 ? REASON.required : REASON.atLeast(Number(issue.minimum));
      return REASON.atLeast(Number(issue.minimum));
    case 'too_big':
      if (issue.origin === 'string') return REASON.tooLong(Number(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return REASON.tooMany(Number(issue.maximum));
      return REASON.atMost(Number(issue.maximum));
    case 'invalid_value':
      return REASON.oneOf(issue.values);
    case 'unrecognized_keys':
      return REASON.unknownKeys(issue.keys);
    case 'invalid_key':
      return REASON.unknownKeys([String(issue.path?.at(-1) ?? '')]);
    case 'not_multiple_of':
      return REASON.wholeNumber;
    default:
      return REASON.invalid;
  }
}

/** Which labels name the fields of a schema: set once where the schema is made, read by `checkInput`. */
const labelsOf = z.registry<FieldLabels>();

/** Names the fields of `schema` (its whole value under '') for the messages of `checkInput`; returns the schema. */
export function labelled<S extends z.ZodType>(schema: S, labels: FieldLabels): S {
  labelsOf.add(schema, labels);
  return schema;
}

/** One problem as a person reads it: the sentence, and the field's key path ('divisionColors.medinfo'). */
function problemOf(schema: z.ZodType, issue: z.core.$ZodIssue, context: LabelContext) {
  // An unknown key is a problem of the object that holds it.
  const path = (issue.code === 'invalid_key' ? issue.path.slice(0, -1) : issue.path).map(String);
  const label = labelAt(labelsOf.get(schema) ?? {}, path, context) ?? 'Isian';
  return { message: fieldMessage(label, issue.message), field: issue.path.map(String).join('.') };
}

/**
 * Checks a request body, a query or a form against its schema; on failure the first problem as one Indonesian
 * sentence naming the field as the form names it ('Warna Medinfo harus berupa warna (…).') and the field's key path
 * ('divisionColors.medinfo'). `context` gives the labels that are data (the divisions' display names).
 */
export function checkInput<S extends InputSchema>(
  schema: S,
  input: unknown,
  context: LabelContext = {},
): InputCheck<InputOf<S>> {
  const result = schema.safeParse(input, { error: reasonOf });
  if (result.success) return { ok: true, data: result.data };
  const { message, field } = problemOf(schema, result.error.issues[0], context);
  return { ok: false, message, ...(field ? { field } : {}) };
}

/** Every field's first problem (a form showing each at its field), by the field's first key; empty when it passes. */
export function fieldProblems(schema: InputSchema, input: unknown, context: LabelContext = {}): Record<string, string> {
  const result = schema.safeParse(input, { error: reasonOf });
  const problems: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0] ?? '');
    problems[key] ??= problemOf(schema, issue, context).message;
  }
  return problems;
}

/** A refused input where no form shows it field by field: the sentence of `checkInput`, and the field. */
export class InputError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'InputError';
  }
}

/** The checked input, or an InputError with the first problem's sentence. */
export function inputOf<S extends InputSchema>(schema: S, input: unknown, context: LabelContext = {}): InputOf<S> {
  const result = checkInput(schema, input, context);
  if (!result.ok) throw new InputError(result.message, result.field);
  return result.data;
}

/**
 * A save over a version saved elsewhere (another dashboard, /admin) since the form was opened (its `basedOn`, the
 * `updatedAt` it started from): refused, not written over.
 */
export const CHANGED_ELSEWHERE =
  'Ini sudah diubah di tempat lain (dashboard lain atau /admin) sejak Anda membukanya, jadi tidak disimpan agar ' +
  'perubahan itu tidak tertimpa. Perubahan Anda masih di formulir: salin bagian yang perlu, lalu tutup dan buka lagi ' +
  'untuk melanjutkan dari versi terbaru.';
