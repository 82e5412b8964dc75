import { ApiError, handleApiError } from '@/lib/api-client';
import { isErrorObjectBody } from '@/lib/error-object';
import { showToast } from '@/lib/toast';
import { errorDescription } from '../lib/error-message';

/** The toast for a failed role call: the action's title, the server's message as description. */
export function notifyRoleError(title: string, error: unknown) {
  if (error instanceof ApiError && isErrorObjectBody(error.data)) {
    handleApiError(error);
    return;
  }
  showToast({ title, description: errorDescription(error), variant: 'destructive' });
}
