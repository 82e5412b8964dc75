import { z } from 'zod';
import { ApiError } from '@/lib/api-client';

/** The server's message (or 'HTTP status: text'), a schema message, or the error's own text. */
export function errorDescription(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.userMessage;
  if (error instanceof z.ZodError) return error.issues[0]?.message;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}
