import { InputError } from '@hmti/contract';
import { serverMessageOf } from '@/lib/api-client';

/** The server's (or the schema's) message when there is one, else a generic text. */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof InputError) return error.message;
  return serverMessageOf(error) ?? 'Failed to save the article. Please try again.';
}
