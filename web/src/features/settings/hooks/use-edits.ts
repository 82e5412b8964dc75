import { useState } from 'react';

/**
 * A form over values the server may change under it (the polled user, the stored settings): the fields the user
 * touched over the latest values, so untouched fields follow the server (a save elsewhere shows up).
 */
export function useEdits<T extends object>(latest: T) {
  const [edits, setEdits] = useState<Partial<T>>({});
  const update = <K extends keyof T>(key: K, value: T[K]) => setEdits((e) => ({ ...e, [key]: value }));
  return { form: { ...latest, ...edits }, update, discard: () => setEdits({}) };
}
