import { ARTICLES_PER_PAGE_DESKTOP, ARTICLES_PER_PAGE_MOBILE } from '@hmti/contract';
import { useLastPageWhenPastEnd } from '@/hooks/use-list-page';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useErrorPageRedirect } from '@/hooks/use-error-page-redirect';
import { cn } from '@/lib/cn';
import { useHydrating } from '@/lib/hydration';
import { useQuery } from '@tanstack/react-query';
import { articleListParams, articlesQueryOptions } from '../api/get-articles';
import { articleSummary, type ArticleListQuery } from '../lib/list-query';
import { ArticleCard } from '@/components/article-card';

/**
 * The list's page size per screen: 9, and 6 under 768 px. The server cannot know the screen, so the page carries a
 * list for each and CSS shows the right one; the browser takes both over, then asks only for the one on screen (the
 * other once the window is resized across 768 px).
 */
export const ARTICLE_LIST_LAYOUTS = [
  { pageSize: ARTICLES_PER_PAGE_MOBILE, media: '(width < 48rem)', className: 'md:hidden' },
  { pageSize: ARTICLES_PER_PAGE_DESKTOP, media: '(width >= 48rem)', className: 'max-md:hidden' },
] as const;

/** The list's place while its page loads (also the whole list area's, until the tag chips arrive). */
export const ARTICLES_LOADING = (
  <div className="flex justify-center py-16 text-slate-600">
    <Spinner label="Memuat artikel..." />
  </div>
);

interface Props {
  query: ArticleListQuery;
  pageSize: number;
  /** The screens this list is for (ARTICLE_LIST_LAYOUTS). */
  media: string;
  /** Hides it on the other screens. */
  className: string;
  pageHref: (page: number) => string;
  onPageChange: (page: number) => void;
  /** The page asked for is past the end of this list (e.g. after the page size shrank): go to its last page. */
  onPastEnd: (lastPage: number) => void;
}

/** One page of articles in one page size: the 'Menampilkan X dari Y' line, the cards and the pager. */
export function ArticleResults({ query, pageSize, media, className, pageHref, onPageChange, onPastEnd }: Props) {
  const onScreen = useMediaQuery(media);
  // While the server's page is taken over both lists are as the server sent them; then only the one on screen asks.
  const enabled = useHydrating() || onScreen;
  const { q, tags, page } = query;
  const articles = useQuery(articlesQueryOptions(articleListParams(query, pageSize), enabled));
  const leaving = useErrorPageRedirect(articles.error);

  useLastPageWhenPastEnd(page, articles, onPastEnd, onScreen);

  return (
    <div className={className}>
      <QueryState
        query={articles}
        leaving={leaving}
        loading={ARTICLES_LOADING}
        failed="Gagal memuat artikel. Silakan coba lagi."
        retryLabel="Coba Lagi"
      >
        {({ data: list, meta }) => (
          <>
            <p className="mb-4 text-sm text-slate-600" aria-live="polite">
              {articleSummary(list.length, meta.total, q, tags)}
            </p>
            {list.length === 0 ? (
              <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-12 text-center">
                <p className="text-lg font-semibold text-slate-800">Tidak ada artikel ditemukan</p>
                <p className="mt-1 text-slate-600">Coba sesuaikan pencarian atau filter Anda</p>
              </div>
            ) : (
              <ul
                className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', articles.isPlaceholderData && 'opacity-60')}
                aria-busy={articles.isFetching}
              >
                {list.map((article, i) => (
                  <li key={article.id}>
                    {/* The first picture loads at once, for the page's largest paint: on page 1 both lists open with the
                        same article; on a later page they do not, and the hidden list's would be fetched for nothing. */}
                    <ArticleCard
                      article={article}
                      heading="h2"
                      sizes="articleCard"
                      priority={i === 0 && page === 1 ? 'high' : 'lazy'}
                    />
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              className="mt-10"
              page={Math.min(page, Math.max(meta.pageCount, 1))}
              pageCount={meta.pageCount}
              onPageChange={onPageChange}
              hrefFor={pageHref}
              label="Halaman artikel"
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
