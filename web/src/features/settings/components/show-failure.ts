import { ApiError, handleApiError } from '@/lib/api-client';
import { isErrorObjectBody } from '@/lib/error-object';
import { showToast } from '@/lib/toast';
import { describeError } from '../lib/error-message';

/** A failed action: a toast with the action's title and the server's message; security refusals go to /error. */
export function showFailure(title: string, error: unknown) {
  if (error instanceof ApiError && isErrorObjectBody(error.data)) {
    handleApiError(error);
    return;
  }
  showToast({ title, description: describeError(error), variant: 'destructive' });
}
