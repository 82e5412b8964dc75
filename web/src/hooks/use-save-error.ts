import { useState } from 'react';

/**
 * The error a form shows under its fields once Save was pressed: its own check of the current values, so an error
 * goes as soon as the field is corrected (a Drive link retyped, a name filled in), or the server's refusal of the
 * values it was sent, until they change. `values` must be a new object whenever a field changes (form state is).
 */
export function useSaveError<V>(values: V, problem: string | null) {
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<{ message: string; values: V } | null>(null);
  const error = refused && refused.values === values ? refused.message : tried ? problem : null;
  return {
    error,
    /** Whether Save was pressed already. */
    wasTried: tried,
    /** Save was pressed: the form's problem (if any) shows from now on, and follows the values. */
    tried: () => setTried(true),
    /** The server refused these values (until they change). */
    refused: (message: string, sent: V) => setRefused({ message, values: sent }),
  };
}
