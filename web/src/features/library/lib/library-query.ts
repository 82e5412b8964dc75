import { SEARCH_MAX_LENGTH } from '@hmti/contract';
import { pageFromParam } from '@/lib/pagination';
import { LIBRARY_TABS, type LibraryTab } from './library-tabs';

/** What /library shows, kept in its address (?q=&type=&page=), so it works as plain links and forms too. */
export interface LibraryQuery {
  q: string;
  type: LibraryTab;
  page: number;
}

/** Reads ?q=&type=&page= defensively: odd or malformed values fall back, they never throw. */
export function parseLibraryQuery(search: URLSearchParams): LibraryQuery {
  const type = LIBRARY_TABS.find((tab) => tab.value === search.get('type'))?.value ?? 'all';
  return { q: (search.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH), type, page: pageFromParam(search.get('page')) };
}

/** The query string for a state (page 1, all types and an empty search left out). */
export function librarySearchParams({ q, type, page }: LibraryQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (q.trim()) search.set('q', q);
  if (type !== 'all') search.set('type', type);
  if (page > 1) search.set('page', String(page));
  return search;
}
