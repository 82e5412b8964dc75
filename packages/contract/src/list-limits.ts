/** Bounds of the list queries (?q=&tag=&page=&pageSize=): the web never sends more, the server never reads more. */
export const SEARCH_MAX_LENGTH = 100;
export const TAG_MAX_LENGTH = 50;
export const TAGS_MAX_COUNT = 10;
export const PAGE_MAX = 100_000;
export const PAGE_SIZE_MAX = 100;

/** Article list page sizes: 9 on wide screens, 6 under 768 px. */
export const ARTICLES_PER_PAGE_DESKTOP = 9;
export const ARTICLES_PER_PAGE_MOBILE = 6;

/** One page of a paged list (`?page=&pageSize=`): its items and where it stands among the others. */
export interface ListPage<T> {
  data: T[];
  meta: { page: number; pageSize: number; total: number; pageCount: number };
}
