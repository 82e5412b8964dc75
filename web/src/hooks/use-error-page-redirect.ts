import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { errorPageHref, isErrorObjectBody, type ErrorObject } from '@/lib/error-object';

/** The server's error object (code and title at least) carried by a failed call, if any. */
function errorObjectOf(error: unknown): Partial<ErrorObject> | null {
  if (!(error instanceof ApiError) || !isErrorObjectBody(error.data)) return null;
  const obj = error.data.error;
  return typeof obj.code === 'number' && typeof obj.title === 'string' ? obj : null;
}

/**
 * A public page whose data call was answered with an error object (maintenance, a security refusal, a rate
 * limit) goes to /error with it and its own address (for Try Again), as the dashboard does; the page it leaves is
 * replaced in the history, so Back returns to where the visitor came from. True while that happens, so the page
 * shows nothing of its own meanwhile.
 */
export function useErrorPageRedirect(...errors: unknown[]): boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const found = errors.map(errorObjectOf).find((obj) => obj !== null) ?? null;
  useEffect(() => {
    if (found) void navigate(errorPageHref(found, `${pathname}${search}`), { replace: true });
  }, [found, navigate, pathname, search]);
  return found !== null;
}
