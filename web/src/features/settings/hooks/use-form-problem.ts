import { useId } from 'react';
import { describeError, showFailureToast } from '@/components/failure-toast';
import { refusalField } from '@/lib/api-client';
import { showToast } from '@/lib/toast';
import { useSaveError, type FormProblem } from '@/hooks/use-save-error';

/**
 * An account card's problem as every form shows one (useSaveError: under the form, its field marked, Save moves
 * there), also told in a toast titled `failedTitle`, since the card is one of several on the page.
 */
export function useFormProblem<V>(values: V, problem: FormProblem | null, failedTitle: string) {
  const messageId = useId();
  const shown = useSaveError(values, problem, messageId);
  return {
    ...shown,
    messageId,
    /** Save was pressed: true when the values may be sent; otherwise their problem shows. */
    passes: () => {
      shown.tried();
      if (problem) showToast({ title: failedTitle, description: problem.message, variant: 'destructive' });
      return !problem;
    },
    /** The server refused `sent`: its message shows (at the field it names) until the values change. */
    refusedOf: (sent: V) => (error: unknown) => {
      shown.refused(describeError(error), sent, refusalField(error));
      showFailureToast(failedTitle, error);
    },
  };
}
