import { useSearchParams } from 'react-router';
import { useSearchBox } from './use-search-box';

/**
 * A public list page whose search, filters and page live in its address (`path`), read by `parse` and written by
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
