import { InputError } from '@hmti/contract';
import { serverMessageOf } from '@/lib/api-client';

const SAVE_FAILED = 'Failed to save the article. Please try again.';

/** The server's (or the schema's) message when there is one, else the generic SAVE_FAILED text. */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof InputError) return error.message;
  return serverMessageOf(error) ?? SAVE_FAILED;
}
