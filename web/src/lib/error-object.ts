import { errorTextsFor } from '@hmti/contract';
import { paths } from '@/config/paths';

/** The error object of a refusal (code, title, message, help, timestamp, details), carried to /error as URL-encoded JSON in ?error=. */
export interface ErrorDetails {
  retryAfter?: number;
  /** What the refusal was about (reason, path, limit, ip, …): the error page lists the ones it knows. */
  [key: string]: unknown;
}

export interface ErrorObject {
  code: number;
  title: string;
  message: string;
  help?: string;
  timestamp?: string;
  details?: ErrorDetails;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

const asNumber = (v: unknown): number | undefined => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/**
 * Reads ?error=: no parameter → the 404 state; anything that is not a JSON object → the 500 state.
 * Missing texts are filled from the code's defaults, so a partial object still renders fully.
 */
export function parseErrorParam(raw: string | null): ErrorObject {
  const fallback = (code: number): ErrorObject => ({ code, ...errorTextsFor(code) });
  if (raw === null || raw === '') return fallback(404);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return fallback(500);
  }
  if (!isRecord(parsed)) return fallback(500);
  const code = asNumber(parsed.code) ?? 500;
  const texts = errorTextsFor(code);
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  const details: ErrorDetails | undefined = isRecord(parsed.details) ? parsed.details : undefined;
  const retryAfter = asNumber(details?.retryAfter);
  return {
    code,
    title: str(parsed.title) ?? texts.title,
    message: str(parsed.message) ?? texts.message,
    help: str(parsed.help) ?? texts.help,
    timestamp: str(parsed.timestamp),
    details: details
      ? { ...details, retryAfter: retryAfter !== undefined ? Math.max(0, Math.floor(retryAfter)) : undefined }
      : undefined,
  };
}

/** True when a response body carries an error object under `error` (then the client goes to /error). */
export const isErrorObjectBody = (body: unknown): body is { error: Partial<ErrorObject> } =>
  !!body && typeof body === 'object' && 'error' in body && !!body.error && typeof body.error === 'object';

/**
 * The /error address of a refusal's error object, with the address that failed (for Try Again). Stamped with this
 * device's clock, over the server's stamp: the page's countdown is counted on this clock, so one running ahead of
 * the server's does not skip the wait.
 */
export const errorPageHref = (errorObject: Partial<ErrorObject>, from: string) =>
  paths.error.getHref({ ...errorObject, timestamp: new Date().toISOString() }, from);
