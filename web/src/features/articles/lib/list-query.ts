import { SEARCH_MAX_LENGTH, TAG_MAX_LENGTH, TAGS_MAX_COUNT } from '@hmti/contract';
import { pageFromParam } from '@/lib/pagination';

export interface ArticleListQuery {
  q: string;
  tags: string[];
  page: number;
}

/** Reads ?q=&tag=&page= defensively: odd or malformed values fall back, they never throw. */
export function parseArticleListQuery(search: URLSearchParams): ArticleListQuery {
  const q = (search.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH);
  const tags: string[] = [];
  for (const raw of search.getAll('tag')) {
    const tag = raw.trim().slice(0, TAG_MAX_LENGTH);
    if (tag && !tags.some((t) => sameTag(t, tag)) && tags.length < TAGS_MAX_COUNT) tags.push(tag);
  }
  return { q, tags, page: pageFromParam(search.get('page')) };
}

/** The query string for a list state (page 1 and empty values left out). */
export function articleListSearchParams({ q, tags, page }: ArticleListQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (q.trim()) search.set('q', q);
  for (const tag of tags) search.append('tag', tag);
  if (page > 1) search.set('page', String(page));
  return search;
}

export const sameTag = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export function toggleTag(tags: readonly string[], tag: string): string[] {
  return tags.some((t) => sameTag(t, tag)) ? tags.filter((t) => !sameTag(t, tag)) : [...tags, tag];
}

/** 'Menampilkan X dari Y artikel', followed by the active search and tags. */
export function articleSummary(shown: number, total: number, q: string, tags: readonly string[]): string {
  let text = `Menampilkan ${shown} dari ${total} artikel`;
  if (q.trim()) text += ` untuk "${q.trim()}"`;
  if (tags.length) text += ` dengan tag ${tags.join(', ')}`;
  return text;
}
