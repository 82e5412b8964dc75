import { ApiError } from '@/lib/api-client';

/** The server's message (or 'HTTP status: text'), or the error's own text (a refused input's sentence). */
export function errorDescription(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.userMessage;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}
