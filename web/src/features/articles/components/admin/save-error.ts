import { InputError } from '@hmti/contract';
import { ApiError } from '@/lib/api-client';

export const SAVE_FAILED = 'Failed to save the article. Please try again.';

/** The server's (or the schema's) message when there is one, else the generic SAVE_FAILED text. */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof InputError) return error.message;
  if (error instanceof ApiError) {
    const message = (error.data as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return SAVE_FAILED;
}
