import { useCallback, useSyncExternalStore } from 'react';

/** Narrower than Tailwind's `md` breakpoint (768 px): phones, where the dashboard's lists show fewer cards a page. */
export const BELOW_MD = '(max-width: 767.98px)';

/** Whether a CSS media query matches, kept up to date (false on the server). */
export function useMediaQuery(query: string): boolean {
  // One subscription per query, not one per render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
