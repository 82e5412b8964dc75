import { useEffect, useState } from 'react';

/** How long typing must pause before a search box's words are asked of the server (every search box of the site). */
export const TYPING_PAUSE_MS = 300;

/** `value` once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = TYPING_PAUSE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
