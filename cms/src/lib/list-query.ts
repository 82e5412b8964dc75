/** Optional list parameters (?page=&pageSize=&q=&tag=) read defensively: bad values fall back, never throw. */
export interface ListQuery {
  paged: boolean;
  page: number;
  pageSize: number;
  q: string;
  tags: string[];
  type?: string;
}

const asStrings = (v: unknown): string[] =>
  (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).filter((x): x is string => typeof x === 'string');

const positiveInt = (v: unknown, fallback: number, max: number): number => {
  const n = Number.parseInt(asStrings(v)[0] ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : fallback;
};

export function readListQuery(query: Record<string, unknown>, defaults = { pageSize: 9, maxPageSize: 100 }): ListQuery {
  const paged = ['page', 'pageSize', 'q', 'tag', 'type'].some((k) => query[k] !== undefined);
  return {
    paged,
    page: positiveInt(query.page, 1, 100_000),
    pageSize: positiveInt(query.pageSize, defaults.pageSize, defaults.maxPageSize),
    q: (asStrings(query.q)[0] ?? '').trim().slice(0, 100),
    tags: asStrings(query.tag)
      .map((t) => t.trim().slice(0, 50))
      .filter(Boolean)
      .slice(0, 10),
    type: asStrings(query.type)[0],
  };
}

export const pageMeta = (page: number, pageSize: number, total: number) => ({
  page,
  pageSize,
  total,
  pageCount: Math.max(1, Math.ceil(total / pageSize)),
});
