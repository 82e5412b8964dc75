import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { Link, NavigationType, useNavigationType, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { DEFAULT_SITE_SETTINGS } from '@/config/site-defaults';
import { articleAuthor } from '@/lib/article-author';
import { formatDateLong } from '@/lib/dates';
import { useSiteSettings } from '@/lib/site-settings';
import { siteOrigin } from '@/lib/site-origin';
import { articleQueryOptions } from '../api/get-article';
import { relatedArticlesQueryOptions } from '../api/get-related-articles';
import { useActiveHeading } from '../hooks/use-active-heading';
import { ARTICLE_PREVIEW_PARAM, articleCanonicalUrl, buildArticleHead, IMAGE_SIZES } from '@hmti/contract';
import { ArticlePicture, articleImageProps } from '@/lib/pictures';
import { renderArticleContent, sanitizeArticleHtml } from '../lib/article-content';
import { readingTimeMinutes } from '../lib/reading-time';
import { extractToc } from '../lib/table-of-contents';
import { ArticleBody, ArticleTitle } from './article-body';
import { ArticleDetailSkeleton } from './article-detail-skeleton';
import { useErrorPageRedirect } from '@/hooks/use-error-page-redirect';
import { ArticleNotFound } from './article-not-found';
import { BackToHomeLink } from '@/components/back-to-home-link';
import { RelatedArticles } from './related-articles';
import { ShareButton } from './share-button';
import { TocFloatingButton, TocSidebar } from './table-of-contents';
import { MAIN_CONTENT_ID } from '@/config/landmarks';
import { PageHead } from '@/components/page-head';
import { ApiError } from '@/lib/api-client';

/**
 * Whether the tab was opened at this page by a link or its typed address (not a reload, nor Back from another site)
 * and no article has been shown since: then its #heading is where the reader asked to go, though the navigation is a
 * POP. One per page load.
 */
let openedHere =
  typeof performance !== 'undefined' &&
  (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'navigate';

/** /artikel/:id/:slug, /artikel/:id and /artikel/slug/:slug. */
export function ArticleDetailPage() {
  const { id, slug } = useParams();
  // Opened by /admin's "Open preview": its token, which shows the article unpublished too.
  const preview = useSearchParams()[0].get(ARTICLE_PREVIEW_PARAM) ?? undefined;
  const { data, isPending, error } = useQuery(articleQueryOptions({ id, slug }, preview));
  const leaving = useErrorPageRedirect(error);
  // The page is rendered in a background pass once the answer is in, which React splits into short tasks, instead
  // of one long task that holds a slow phone's main thread; until then the skeleton stays.
  const deferred = useDeferredValue(data);
  const article = deferred && data && deferred.id === data.id ? deferred : undefined;
  const related = useQuery(relatedArticlesQueryOptions({ id, slug }, Boolean(data)));
  const { data: settings } = useSiteSettings(5 * 60_000);
  const siteName = settings?.siteName ?? DEFAULT_SITE_SETTINGS.siteName;

  const body = useMemo(() => {
    if (!article) return null;
    // Heading ids are added to sanitised HTML by pattern; sanitising once more keeps that step from ever adding markup.
    const { entries, html } = extractToc(renderArticleContent(article.content));
    return { entries, html: sanitizeArticleHtml(html), minutes: readingTimeMinutes(article.content) };
  }, [article]);
  // Moving to a related article keeps this page mounted; start it at the top like a new page, or at the heading its
  // address names (/artikel/…#heading), once the article is there. Back, Forward and a reload (POP, but for the page
  // the tab was opened at) leave the reader where the browser puts them.
  const shown = body !== null;
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === NavigationType.Pop && !openedHere) return;
    const target = decodeURIComponent(window.location.hash.slice(1));
    const heading = target ? document.getElementById(target) : null;
    if (heading) heading.scrollIntoView({ block: 'start' });
    else if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
    if (shown) openedHere = false;
  }, [id, slug, shown, navigationType]);
  const activeHeading = useActiveHeading(body?.entries.map((entry) => entry.id) ?? []);
  const articleEnd = useRef<HTMLElement>(null);

  if (!id && !slug) return <ArticleNotFound />;
  if (isPending || leaving || (data && !article)) return <ArticleDetailSkeleton />;
  // A preview link that no longer works says so (the server's message), instead of "not found". A failed refresh of
  // an article already shown (back in the tab on a shaky connection) keeps it.
  if (!article || !body)
    return <ArticleNotFound message={preview && error instanceof ApiError ? error.userMessage : undefined} />;

  const toc = body.entries;
  const url = articleCanonicalUrl(article, siteOrigin());
  // Changed on a later day than it went public (the scheduler's own write, minutes after the schedule, is not one).
  const wasUpdated = !!article.updatedAt && formatDateLong(article.updatedAt) !== formatDateLong(article.publishedDate);

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none min-h-screen bg-slate-50 pb-16">
      <PageHead {...buildArticleHead(article, { origin: siteOrigin(), siteName })} />
      {preview && !article.published ? (
        <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900">
          Pratinjau: artikel ini belum dipublikasikan dan belum terlihat oleh pengunjung.
        </p>
      ) : null}
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
        <BackToHomeLink section="articles" />
        <nav aria-label="Breadcrumb" className="mt-4 text-sm text-slate-600">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link to={paths.home.getHref()} className="hover:text-brand-700">
                Beranda
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={paths.articles.getHref()} className="hover:text-brand-700">
                Artikel
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="line-clamp-1 font-medium text-slate-900">
              {article.title}
            </li>
          </ol>
        </nav>

        <div className={toc.length ? 'mt-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10' : 'mt-6'}>
          {toc.length ? (
            <aside className="hidden lg:block noscript:mb-8 noscript:block">
              <TocSidebar entries={toc} active={activeHeading} />
            </aside>
          ) : null}

          <div className="mx-auto w-full max-w-3xl">
            <article>
              <header>
                <ArticleTitle>{article.title}</ArticleTitle>
                <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
                  <span>{articleAuthor(article)}</span>
                  <span aria-hidden="true">•</span>
                  <time dateTime={article.publishedDate}>{formatDateLong(article.publishedDate)}</time>
                  <span aria-hidden="true">•</span>
                  <span>{body.minutes} menit baca</span>
                </p>
              </header>

              <ArticlePicture
                {...articleImageProps(article, IMAGE_SIZES.articleCover, { width: 1280, height: 720 })}
                alt={article.title}
                fetchPriority="high"
                className="mt-8 aspect-video w-full rounded-2xl bg-slate-100 object-cover shadow-sm"
              />

              <div className="mt-8">
                <ArticleBody html={body.html} />
              </div>

              <footer ref={articleEnd} className="mt-10 space-y-6 border-t border-slate-200 pt-6">
                {article.tags?.length ? (
                  <div>
                    <h2 className="mb-2 text-sm font-semibold text-slate-900">Tag</h2>
                    <ul className="flex flex-wrap gap-2">
                      {article.tags.map((tag) => (
                        <li key={tag} className="max-w-full">
                          <Link
                            to={paths.articles.getHref(tag)}
                            className="inline-block max-w-full rounded-full bg-brand-50 px-3 py-1 text-sm font-medium wrap-anywhere text-brand-700 hover:bg-brand-100"
                          >
                            {tag}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                <dl className="grid gap-1 text-sm text-slate-600 sm:grid-cols-2">
                  <DateRow term="Dipublikasikan:" date={article.publishedDate} />
                  {wasUpdated ? <DateRow term="Diperbarui:" date={article.updatedAt} /> : null}
                </dl>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <ShareButton title={article.title} text={article.excerpt} url={url} />
                  <Link
                    to={`${paths.home.getHref()}#articles`}
                    className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900"
                  >
                    Kembali ke Beranda
                  </Link>
                </div>
              </footer>
            </article>

            <RelatedArticles articles={(related.data ?? []).slice(0, 2)} />
          </div>
        </div>
      </div>
      {toc.length ? <TocFloatingButton entries={toc} active={activeHeading} end={articleEnd} /> : null}
    </main>
  );
}

function DateRow({ term, date }: { term: string; date: string }) {
  return (
    <div className="flex gap-1">
      <dt>{term}</dt>
      <dd>
        <time dateTime={date}>{formatDateLong(date)}</time>
      </dd>
    </div>
  );
}
