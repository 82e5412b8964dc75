import { useState } from 'react';
import { checkInput, type InputSchema } from '@hmti/contract';

/** What stops a form's save: its message, and the field it is about (none when it is about no one field). */
export interface FormProblem {
  message: string;
  field?: string;
}

/** The attributes of a control marked with the problem its form shows. */
export interface FieldMark {
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A control marked invalid and described by the message in the element `messageId`. */
export const markedBy = (messageId: string): FieldMark => ({ 'aria-invalid': true, 'aria-describedby': messageId });

/** A failed input check (`checkInput`) as the form's problem: at the field its key path starts in. */
export const formProblem = (check: FormProblem): FormProblem => ({
  message: check.message,
  field: check.field?.split('.')[0],
});

/** The first problem of a form's values as the contract words it (at the field it is about), or null. */
export function inputProblem(schema: InputSchema, input: unknown): FormProblem | null {
  const check = checkInput(schema, input);
  return check.ok ? null : formProblem(check);
}

/** Whether two forms' values hold the same fields (a form built afresh each render still matches). */
const sameFields = (a: unknown, b: unknown) =>
  a === b ||
  (typeof a === 'object' &&
    typeof b === 'object' &&
    a !== null &&
    b !== null &&
    Object.keys(a).length === Object.keys(b).length &&
    Object.entries(a).every(([key, value]) => Object.is(value, (b as Record<string, unknown>)[key])));

/**
 * The error a form shows under its fields (in the element `errorId`) once Save was pressed: its own check of the
 * current values, so an error goes as soon as the field is corrected (a Drive link retyped, a name filled in), or the
 * server's refusal of the values it was sent, until one of them changes (`values`: one field per key).
 */
export function useSaveError<V>(values: V, problem: FormProblem | null, errorId: string) {
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<{ message: string; values: V; field?: string } | null>(null);
  const refusal = refused && sameFields(refused.values, values) ? refused : null;
  const shownProblem = refusal ?? (tried ? problem : null);
  return {
    error: shownProblem?.message ?? null,
    /** Whether Save was pressed already. */
    wasTried: tried,
    /** Save was pressed: the form's problem (if any) shows from now on, and follows the values. */
    tried: () => setTried(true),
    /** The server refused these values (until they change), naming the field it is about when it does. */
    refused: (message: string, sent: V, field?: string | null) =>
      setRefused({ message, values: sent, field: field?.split('.')[0] }),
    /** A form that stays after its save starts again: nothing shows until Save is pressed. */
    reset: () => {
      setTried(false);
      setRefused(null);
    },
    /**
     * For the control of `field`: marked invalid and described by the shown message while that is its problem (Save
     * moves the focus to a marked control: FormActions).
     */
    markOf: (field: string) => (shownProblem?.field === field ? markedBy(errorId) : {}),
  };
}
