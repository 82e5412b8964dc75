import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ActionLink } from '@/components/ui/action-link';
import { buttonClassName } from '@/components/ui/button';
import { PageHead } from '@/components/page-head';
import { pageHeads } from '@/config/page-heads';
import { paths } from '@/config/paths';
import { SearchForm } from '@/components/ui/search-form';
import { useSiteSettings } from '@/lib/site-settings';
import { articleTagsQueryOptions } from '../api/get-article-tags';
import { useListQueryString } from '@/hooks/use-list-query-string';
import { useErrorPageRedirect } from '@/hooks/use-error-page-redirect';
import { articleListSearchParams, parseArticleListQuery, sameTag, toggleTag } from '../lib/list-query';
import { ARTICLE_LIST_LAYOUTS, ARTICLES_LOADING, ArticleResults } from './article-results';
import { BackToHomeLink } from '@/components/back-to-home-link';
import { TagFilter } from './tag-filter';
import { MAIN_CONTENT_ID } from '@/config/landmarks';

const PAGE_CHANGE_LOCK_MS = 300;

export function ArticleListPage() {
  // The box is typed into freely; the URL (and so the query) follows, back on page 1.
  const { query, update, setPage, href, search } = useListQueryString(
    paths.articles.getHref(),
    parseArticleListQuery,
    articleListSearchParams,
  );
  const { q, tags } = query;
  const { data: settings } = useSiteSettings(5 * 60_000);
  const tagList = useQuery(articleTagsQueryOptions());
  const leaving = useErrorPageRedirect(tagList.error);
  const gridRef = useRef<HTMLDivElement>(null);
  const lastPageChange = useRef(0);

  const changePage = (next: number) => {
    if (Date.now() - lastPageChange.current < PAGE_CHANGE_LOCK_MS) return;
    lastPageChange.current = Date.now();
    setPage(next);
    gridRef.current?.scrollIntoView({ block: 'start' });
  };

  const onToggleTag = (tag: string) =>
    update((current) => ({ ...current, tags: toggleTag(current.tags, tag), page: 1 }));
  const clearFilters = () => {
    search.setText('');
    update(() => ({ q: '', tags: [], page: 1 }));
  };

  // Tags from the URL that no article carries still get a chip, so they can be switched off.
  const known = (tagList.data ?? []).map((t) => t.tag).filter(Boolean);
  const chipTags = [...known, ...tags.filter((t) => !known.some((k) => sameTag(k, t)))];

  // The same moves as addresses, so the list works as plain links too (no JavaScript, new tabs).
  const tagHref = (tag: string) => href({ tags: toggleTag(tags, tag), page: 1 });

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none min-h-screen bg-slate-50">
      <PageHead {...pageHeads.articles(settings)} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <BackToHomeLink section="articles" />
        <header className="mt-4 mb-8">
          <h1 className="text-3xl font-black text-slate-900 sm:text-4xl">All Articles</h1>
        </header>

        <section
          aria-label="Pencarian dan filter"
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <SearchForm
            action={paths.articles.getHref()}
            keep={tags.map((tag) => ['tag', tag] as const)}
            onSubmit={search.submit}
            id="article-search"
            label="Cari artikel"
            placeholder="Cari artikel berdasarkan judul atau deskripsi..."
            value={search.text}
            onChange={search.setText}
            className="flex flex-col gap-3 sm:flex-row sm:items-center"
            inputClassName="w-full flex-1 rounded-lg border border-slate-300 px-4 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none"
          >
            {q.trim() || tags.length ? (
              <ActionLink href={paths.articles.getHref()} onAct={clearFilters} className={buttonClassName('secondary')}>
                Hapus Filter
              </ActionLink>
            ) : null}
          </SearchForm>
          <TagFilter tags={chipTags} selected={tags} onToggle={onToggleTag} hrefFor={tagHref} />
        </section>

        {/* The tag chips above would push the list down when they arrive: the list area waits for them. */}
        {tagList.isPending ? ARTICLES_LOADING : null}
        <div ref={gridRef} className={tagList.isPending ? 'hidden' : 'scroll-mt-6 pt-6'}>
          {leaving
            ? ARTICLES_LOADING
            : ARTICLE_LIST_LAYOUTS.map((layout) => (
                <ArticleResults
                  key={layout.pageSize}
                  {...layout}
                  query={query}
                  pageHref={(next) => href({ page: next })}
                  onPageChange={changePage}
                  onPastEnd={(last) => setPage(last, true)}
                />
              ))}
        </div>
      </div>
    </main>
  );
}
