import { useLocation, useSearchParams } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@hmti/contract';
import { pageFromParam } from '@/lib/pagination';
import { useSearchBox } from './use-search-box';

/**
 * A list page whose search, filters and page live in its address (`path`), read by `parse` and written by
 * `format`: the state, `update` (a change of the address; `replace` for corrections rather than a visitor's moves),
 * `setPage`, `href` (the address of a change, so the controls work as plain links too: no JavaScript, new tabs) and
 * the search box, whose words take the list back to page 1.
 */
export function useListQueryString<Q extends { q: string; page: number }>(
  path: string,
  parse: (search: URLSearchParams) => Q,
  format: (query: Q) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = parse(searchParams);
  const update = (change: (current: Q) => Q, replace = false) =>
    setSearchParams((prev) => format(change(parse(prev))), { replace, preventScrollReset: true });
  const setPage = (page: number, replace = false) => update((current) => ({ ...current, page }), replace);
  const href = (change: Partial<Q>) => {
    const search = format({ ...query, ...change }).toString();
    return `${path}${search ? `?${search}` : ''}`;
  };
  const search = useSearchBox(query.q, (text) => update((current) => ({ ...current, q: text, page: 1 }), true));
  return { query, update, setPage, href, search };
}

type DashboardListQuery<F> = F & { q: string; page: number };

/**
 * A dashboard list whose search, filters and page live in its address, so Back from another page, a reload or a
 * shared link finds the list as it was left. `defaults` gives each filter's value when the address has none (and is
 * left out of it); `choices` the values a filter may take (others fall back to the default). `setFilter` changes one
 * filter, with the words in the search box, and goes back to page 1.
 */
export function useDashboardList<F extends Record<string, string>>(
  defaults: F,
  choices: { [K in keyof F]?: readonly string[] } = {},
) {
  const parse = (search: URLSearchParams): DashboardListQuery<F> => {
    const chosen = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof F & string)[]) {
      const value = search.get(key);
      if (value !== null && (choices[key]?.includes(value) ?? true)) chosen[key] = value as F[typeof key];
    }
    return {
      ...chosen,
      q: (search.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
      page: pageFromParam(search.get('page')),
    };
  };
  const format = (query: DashboardListQuery<F>) => {
    const search = new URLSearchParams();
    if (query.q.trim()) search.set('q', query.q);
    for (const key of Object.keys(defaults)) if (query[key] !== defaults[key]) search.set(key, query[key]);
    if (query.page > 1) search.set('page', String(query.page));
    return search;
  };
  const list = useListQueryString(useLocation().pathname, parse, format);
  // Words still being typed (not yet applied) go along with the filter, rather than being dropped by it.
  const setFilter = <K extends keyof F>(key: K, value: F[K]) =>
    list.update((current) => ({ ...current, q: list.search.text, [key]: value, page: 1 }));
  return { ...list, setFilter };
}
