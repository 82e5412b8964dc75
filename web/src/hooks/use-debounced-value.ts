import { useEffect, useState } from 'react';

/** How long typing must pause before a search box's words are asked of the server (every search box of the site). */
export const TYPING_PAUSE_MS = 300;

/** `value` once it has stayed the same for TYPING_PAUSE_MS. */
export function useDebouncedValue<T>(value: T): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}
