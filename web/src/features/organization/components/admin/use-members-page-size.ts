import { useSyncExternalStore } from 'react';
import { GRID_PAGE_SIZE_DESKTOP, GRID_PAGE_SIZE_MOBILE } from '../../lib/paginate';

const NARROW = '(max-width: 767.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** 8 member cards per page, 4 under 768 px. */
export function useMembersPageSize(): number {
  const narrow = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
  return narrow ? GRID_PAGE_SIZE_MOBILE : GRID_PAGE_SIZE_DESKTOP;
}
