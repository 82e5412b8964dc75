import { useSyncExternalStore } from 'react';
import { ARTICLES_PER_PAGE_DESKTOP, ARTICLES_PER_PAGE_MOBILE } from '@hmti/contract';

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
