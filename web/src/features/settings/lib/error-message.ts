import { ApiError } from '@/lib/api-client';

export const UNKNOWN_ERROR = 'Terjadi kesalahan yang tidak diketahui';

/** A failure's text for a toast: the server's message when present, else the error's own. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.userMessage;
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_ERROR;
}
