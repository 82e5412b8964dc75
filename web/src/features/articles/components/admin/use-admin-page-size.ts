import { useSyncExternalStore } from 'react';
import { ADMIN_ARTICLES_PER_PAGE_DESKTOP, ADMIN_ARTICLES_PER_PAGE_MOBILE } from './article-list';

const NARROW = '(max-width: 767.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** 9 cards per page, 6 under 768 px width. */
export function useAdminPageSize(): number {
  const narrow = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
  return narrow ? ADMIN_ARTICLES_PER_PAGE_MOBILE : ADMIN_ARTICLES_PER_PAGE_DESKTOP;
}
