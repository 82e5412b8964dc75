import { useSyncExternalStore } from 'react';

export const ARTICLES_PER_PAGE_DESKTOP = 9;
export const ARTICLES_PER_PAGE_MOBILE = 6;
const NARROW = '(max-width: 767.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** 9 articles per page, 6 under 768 px width. */
export function useArticlePageSize(): number {
  const narrow = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
  return narrow ? ARTICLES_PER_PAGE_MOBILE : ARTICLES_PER_PAGE_DESKTOP;
}
