import { checkInput, type InputOf, type InputSchema } from '@hmti/contract';
import { badRequest } from './http-error';

/**
 * A request body or query read through its contract schema (the same one the web form checks): the parsed
 * value, or a 400 with the first problem's message and field.
 */
export function parseInput<S extends InputSchema>(schema: S, input: unknown): InputOf<S> {
  const result = checkInput(schema, input);
  if (!result.ok) throw badRequest(result.message, result.field ? { field: result.field } : undefined);
  return result.data;
}
