import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useSiteSettings } from '@/lib/site-settings';
import { useArticles } from '../api/get-articles';
import { useArticleTags } from '../api/get-article-tags';
import { useArticlePageSize } from '../hooks/use-article-page-size';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useErrorPageRedirect } from '@/hooks/use-error-page-redirect';
import {
  articleListSearchParams,
  articleSummary,
  parseArticleListQuery,
  sameTag,
  toggleTag,
  type ArticleListQuery,
} from '../lib/list-query';
import { ArticleCard } from './article-card';
import { BackToHomeLink } from './back-to-home-link';
import { TagFilter } from './tag-filter';
import { MAIN_CONTENT_ID } from '@/config/landmarks';

export const PAGE_CHANGE_LOCK_MS = 300;
const SEARCH_DEBOUNCE_MS = 300;

export function ArticleListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { q, tags, page } = useMemo(() => parseArticleListQuery(searchParams), [searchParams]);
  const pageSize = useArticlePageSize();
  const { data: settings } = useSiteSettings(5 * 60_000);
  const articles = useArticles({ page, pageSize, q: q.trim(), tags });
  const tagList = useArticleTags();
  const leaving = useErrorPageRedirect(articles.error, tagList.error);
  const gridRef = useRef<HTMLDivElement>(null);
  const pageLock = useRef(false);

  const update = (change: (current: ArticleListQuery) => ArticleListQuery, replace = false) =>
    setSearchParams((prev) => articleListSearchParams(change(parseArticleListQuery(prev))), {
      replace,
      preventScrollReset: true,
    });

  // The box is typed into freely; the URL (and so the query) follows 300 ms later, back on page 1.
  const [searchText, setSearchText] = useState(q);
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    setSearchText((current) => (current.trim() === q.trim() ? current : q));
  }, [q]);
  // Only a settled search text moves the URL; a URL change (back/forward, a tag) must not re-apply an older text.
  const applySearch = useEffectEvent((text: string) => {
    if (text.trim() !== q.trim()) update((current) => ({ ...current, q: text, page: 1 }), true);
  });
  useEffect(() => applySearch(debouncedSearch), [debouncedSearch]);

  useEffect(() => {
    document.title = `All Articles | ${settings?.siteName ?? 'HMTI'}`;
  }, [settings?.siteName]);

  // A page beyond the end (e.g. after the page size shrank) moves to the last page.
  const pageCount = articles.data?.meta.pageCount ?? 0;
  const moveToPage = useEffectEvent((next: number) => update((current) => ({ ...current, page: next }), true));
  useEffect(() => {
    if (!articles.isPlaceholderData && pageCount >= 1 && page > pageCount) moveToPage(pageCount);
  }, [page, pageCount, articles.isPlaceholderData]);

  const changePage = (next: number) => {
    if (pageLock.current) return;
    pageLock.current = true;
    setTimeout(() => {
      pageLock.current = false;
    }, PAGE_CHANGE_LOCK_MS);
    update((current) => ({ ...current, page: next }));
    gridRef.current?.scrollIntoView({ block: 'start' });
  };

  const onToggleTag = (tag: string) =>
    update((current) => ({ ...current, tags: toggleTag(current.tags, tag), page: 1 }));
  const clearFilters = () => {
    setSearchText('');
    update(() => ({ q: '', tags: [], page: 1 }));
  };

  // Tags from the URL that no article carries still get a chip, so they can be switched off.
  const chipTags = useMemo(() => {
    const known = (tagList.data ?? []).map((t) => t.tag).filter((t) => typeof t === 'string' && t);
    return [...known, ...tags.filter((t) => !known.some((k) => sameTag(k, t)))];
  }, [tagList.data, tags]);

  // The same moves as addresses, so the list works as plain links too (no JavaScript, new tabs).
  const href = (query: ArticleListQuery) => {
    const search = articleListSearchParams(query).toString();
    return `${paths.articles.getHref()}${search ? `?${search}` : ''}`;
  };
  const pageHref = (next: number) => href({ q, tags, page: next });
  const tagHref = (tag: string) => href({ q, tags: toggleTag(tags, tag), page: 1 });

  const filtered = q.trim() !== '' || tags.length > 0;
  const list = articles.data?.data ?? [];
  const total = articles.data?.meta.total ?? 0;

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none min-h-screen bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <BackToHomeLink />
        <header className="mt-4 mb-8">
          <h1 className="text-3xl font-black text-slate-900 sm:text-4xl">All Articles</h1>
        </header>

        <section
          aria-label="Pencarian dan filter"
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <label htmlFor="article-search" className="sr-only">
              Cari artikel
            </label>
            <input
              id="article-search"
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder="Cari artikel berdasarkan judul atau deskripsi..."
              className="w-full flex-1 rounded-lg border border-slate-300 px-4 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none"
            />
            {filtered ? (
              <Button variant="secondary" onClick={clearFilters}>
                Hapus Filter
              </Button>
            ) : null}
          </div>
          <TagFilter tags={chipTags} selected={tags} onToggle={onToggleTag} hrefFor={tagHref} />
        </section>

        {/* The tag chips above would push the list down when they arrive: the list area waits for them. */}
        {tagList.isPending ? (
          <div className="flex justify-center py-16 text-slate-600">
            <Spinner label="Memuat artikel..." />
          </div>
        ) : null}
        <div ref={gridRef} className={tagList.isPending ? 'hidden' : 'scroll-mt-6 pt-6'}>
          {articles.isPending || leaving ? (
            <div className="flex justify-center py-16 text-slate-600">
              <Spinner label="Memuat artikel..." />
            </div>
          ) : articles.isError ? (
            <div
              role="alert"
              className="flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 p-10 text-center"
            >
              <p className="font-medium text-red-800">Gagal memuat artikel. Silakan coba lagi.</p>
              <Button onClick={() => void articles.refetch()}>Coba Lagi</Button>
            </div>
          ) : (
            <>
              <p className="mb-4 text-sm text-slate-600" aria-live="polite">
                {articleSummary(list.length, total, q, tags)}
              </p>
              {list.length === 0 ? (
                <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-12 text-center">
                  <p className="text-lg font-semibold text-slate-800">Tidak ada artikel ditemukan</p>
                  <p className="mt-1 text-slate-600">Coba sesuaikan pencarian atau filter Anda</p>
                </div>
              ) : (
                <ul
                  className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${articles.isPlaceholderData ? 'opacity-60' : ''}`}
                  aria-busy={articles.isFetching}
                >
                  {list.map((article, i) => (
                    <li key={article.id}>
                      <ArticleCard article={article} priority={i === 0 ? 'high' : 'lazy'} />
                    </li>
                  ))}
                </ul>
              )}
              <Pagination
                className="mt-10"
                page={Math.min(page, Math.max(pageCount, 1))}
                pageCount={pageCount}
                onPageChange={changePage}
                hrefFor={pageHref}
                label="Halaman artikel"
              />
            </>
          )}
        </div>
      </div>
    </main>
  );
}
