import { useState } from 'react';
import { Link } from 'react-router';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useQuery } from '@tanstack/react-query';
import { latestArticlesQueryOptions } from '../api/get-latest-articles';
import { useErrorPageRedirect } from '@/hooks/use-error-page-redirect';
import { cn } from '@/lib/cn';
import { hasMoreArticles, landingArticleCount } from '../lib/article-card';
import { ArticleCard } from '@/components/article-card';
import { LandingSection } from './landing-section';

/** Three cards' outlines while the articles load. */
const SKELETONS = (
  <CardSkeletons
    count={3}
    label="Memuat artikel..."
    className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
    lines={['w-1/3', 'w-4/5', 'w-full']}
  />
);

/**
 * 'Artikel Terbaru' (anchor articles): the newest articles, 3 or 6 at first and 6 or 12 after 'show more'. The
 * larger screens' cards are all in the page and phones (below 768 px) hide those beyond their count with CSS, so the
 * server's page, which cannot know the screen, is the one the visitor keeps.
 */
export function LatestArticlesSection() {
  const query = useQuery(latestArticlesQueryOptions());
  const leaving = useErrorPageRedirect(query.error);
  const [expanded, setExpanded] = useState(false);
  const onPhones = landingArticleCount(true, expanded);

  return (
    <LandingSection
      id="articles"
      eyebrow="Kabar Himpunan"
      title="Artikel Terbaru"
      subtitle="Berita, kegiatan, dan cerita terbaru dari himpunan."
    >
      <QueryState
        query={query}
        leaving={leaving}
        loading={SKELETONS}
        failed="Gagal memuat artikel. Silakan coba lagi."
        retryLabel="Coba Lagi"
        isEmpty={(list) => list.length === 0}
        empty={
          <p className="rounded-2xl bg-white p-8 text-center text-slate-600 shadow ring-1 ring-slate-200">
            Belum ada artikel.
          </p>
        }
      >
        {(list) => (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {list.slice(0, landingArticleCount(false, expanded)).map((article, i) => (
              <li key={article.id} className={cn('flex', i >= onPhones && 'max-md:hidden')}>
                <ArticleCard article={article} heading="h3" sizes="landingCard" />
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
        {hasMoreArticles(query.data?.length ?? 0) ? (
          <button
            type="button"
            className="rounded-xl border-2 border-brand-700 bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 noscript:hidden"
            aria-expanded={expanded}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? 'Tampilkan Lebih Sedikit' : 'Tampilkan Lebih Banyak'}
          </button>
        ) : null}
        <Link
          to={paths.articles.getHref()}
          className="rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
        >
          Lihat semua
        </Link>
      </div>
    </LandingSection>
  );
}
