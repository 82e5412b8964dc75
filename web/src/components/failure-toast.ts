import { ApiError } from '@/lib/api-client';
import { errorPageHref, isErrorObjectBody } from '@/lib/error-object';
import { showToast } from '@/lib/toast';

export const UNKNOWN_ERROR = 'Terjadi kesalahan yang tidak diketahui';

/** A failure's text: the server's message (or 'HTTP status: text'), else the error's own (a refused input's sentence). */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.userMessage;
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_ERROR;
}

/** A failed action: a toast with the action's title and the failure's text; security refusals go to /error. */
export function showFailureToast(title: string, error: unknown) {
  if (error instanceof ApiError && isErrorObjectBody(error.data)) {
    // In place of the page, as a public page goes there: Try Again loads it again, Back leaves it.
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.replace(errorPageHref({ code: error.status, ...error.data.error }, here));
    return;
  }
  showToast({ title, description: describeError(error), variant: 'destructive' });
}

/**
 * A save that closes its dialog: the toast `saved`, then `done`; or the failure's toast titled `failed`, and its
 * message under the field the server names (`onField`: a taken username, a role name), where the form shows it.
 */
export const saveOutcome = (
  saved: string,
  failed: string,
  done: () => void,
  onField?: (field: string, message: string) => void,
) => ({
  onSuccess: () => {
    showToast({ title: saved });
    done();
  },
  onError: (error: Error) => {
    if (error instanceof ApiError && error.field) onField?.(error.field, error.userMessage);
    showFailureToast(failed, error);
  },
});
