import { checkInput, type InputSchema } from '@hmti/contract';

/** The first problem of a form's values as the contract words it (naming the field as the form does), or null. */
export function firstIssue(schema: InputSchema, input: unknown): string | null {
  const result = checkInput(schema, input);
  return result.ok ? null : result.message;
}
