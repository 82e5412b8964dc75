import { ApiError, serverMessageOf } from '@/lib/api-client';
import { errorPageHref, isErrorObjectBody } from '@/lib/error-object';
import { showToast, type ToastMessage } from '@/lib/toast';

export const UNKNOWN_ERROR = 'Terjadi kesalahan yang tidak diketahui';

/** A failure's text: the server's message (or 'HTTP status: text'), else the error's own (a refused input's sentence). */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.userMessage;
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_ERROR;
}

/** A security refusal (an answer with an error object) goes to /error, as a public page goes there: true then. */
function wentToErrorPage(error: unknown) {
  if (!(error instanceof ApiError && isErrorObjectBody(error.data))) return false;
  // In place of the page: Try Again loads it again, Back leaves it.
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.replace(errorPageHref({ code: error.status, ...error.data.error }, here));
  return true;
}

/** A failed action whose toast title the spec states ('Update Failed'), with the failure's text. */
export function showFailureToast(title: string, error: unknown) {
  if (!wentToErrorPage(error)) showToast({ title, description: describeError(error), variant: 'destructive' });
}

/**
 * The spec's failure toast for an action it names by what failed ('Failed to delete article'): titled 'Error', it
 * says the server's reason when there is one, else `what`.
 */
export const errorToast = (what: string, error: unknown): ToastMessage => ({
  title: 'Error',
  description: serverMessageOf(error) ?? what,
  variant: 'destructive',
});

/** Shows `errorToast(what, error)`, or goes to /error for a security refusal. */
export function showErrorToast(what: string, error: unknown) {
  if (!wentToErrorPage(error)) showToast(errorToast(what, error));
}

/**
 * A save that closes its dialog: the toast `saved`, then `done`; or the failure's toast (`showErrorToast(failed)`),
 * and its message under the field the server names (`onField`: a taken username, a role name), where the form shows it.
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
    showErrorToast(failed, error);
  },
});
