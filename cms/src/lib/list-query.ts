import castArray from 'lodash/castArray';
import type { ListPage } from '@hmti/contract';
import { PAGE_MAX, PAGE_SIZE_MAX, SEARCH_MAX_LENGTH, TAG_MAX_LENGTH, TAGS_MAX_COUNT } from '@hmti/contract';

/** Optional list parameters (?page=&pageSize=&q=&tag=) read defensively: bad values fall back, never throw. */
interface ListQuery {
  paged: boolean;
  page: number;
  pageSize: number;
  q: string;
  tags: string[];
  type?: string;
}

const asStrings = (v: unknown): string[] => castArray(v).filter((x) => typeof x === 'string');

/** A query parameter (string, or the first of repeated ones) as an integer in 1..max; otherwise the fallback. */
export const positiveInt = (v: unknown, fallback: number, max: number): number => {
  const n = Number.parseInt(asStrings(v)[0] ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : fallback;
};

export function readListQuery(
  query: Record<string, unknown>,
  defaults = { pageSize: 9, maxPageSize: PAGE_SIZE_MAX },
): ListQuery {
  const paged = ['page', 'pageSize', 'q', 'tag', 'type'].some((k) => query[k] !== undefined);
  return {
    paged,
    page: positiveInt(query.page, 1, PAGE_MAX),
    pageSize: positiveInt(query.pageSize, defaults.pageSize, defaults.maxPageSize),
    q: (asStrings(query.q)[0] ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    tags: asStrings(query.tag)
      .map((t) => t.trim().slice(0, TAG_MAX_LENGTH))
      .filter(Boolean)
      .slice(0, TAGS_MAX_COUNT),
    type: asStrings(query.type)[0],
  };
}

/** One page of a list with its meta: `rowsOf` reads the page's range, `count` counts every row of the list. */
export async function listPage<T>(
  { page, pageSize }: Pick<ListQuery, 'page' | 'pageSize'>,
  rowsOf: (range: { offset: number; limit: number }) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<ListPage<T>> {
  const [data, total] = await Promise.all([rowsOf({ offset: (page - 1) * pageSize, limit: pageSize }), count()]);
  return { data, meta: { page, pageSize, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) } };
}
