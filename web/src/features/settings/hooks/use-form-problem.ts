import { useState } from 'react';
import { describeError, showFailureToast } from '@/components/failure-toast';
import { showToast } from '@/lib/toast';

/**
 * The message of an account form, shown under it and as a toast titled `failedTitle`: the first problem of its values
 * (the contract's sentence) before anything is sent, or the server's refusal after.
 */
export function useFormProblem(failedTitle: string) {
  const [message, setMessage] = useState<string | null>(null);
  /** Shows the problem (or clears the message when there is none); true when the values may be sent. */
  const passes = (problem: string | null) => {
    setMessage(problem);
    if (problem) showToast({ title: failedTitle, description: problem, variant: 'destructive' });
    return !problem;
  };
  const refused = (error: unknown) => {
    setMessage(describeError(error));
    showFailureToast(failedTitle, error);
  };
  return { message, setMessage, passes, refused };
}
