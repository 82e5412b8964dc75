import type { z } from 'zod';

/** A schema of this package, as the cms names it without depending on zod itself. */
export type InputSchema = z.ZodType;
export type InputOf<S extends InputSchema> = z.output<S>;

export type InputCheck<T> = { ok: true; data: T } | { ok: false; message: string; field?: string };

/** Checks a request body or query against its schema; on failure the first problem's message and field. */
export function checkInput<S extends InputSchema>(schema: S, input: unknown): InputCheck<InputOf<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const [issue] = result.error.issues;
  const field = issue.path.map(String).join('.');
  return { ok: false, message: issue.message, ...(field ? { field } : {}) };
}
