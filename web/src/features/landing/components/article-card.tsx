import { articlePath, IMAGE_SIZES, type ArticleListItem } from '@hmti/contract';
import { Link } from 'react-router';
import { cutExcerpt } from '../lib/article-card';
import { CardTags } from '@/components/card-tags';
import { articleImageProps, catchEarlyImageFailure, fallBackToPlaceholder } from '@/lib/article-image';
import { articleAuthor } from '@/lib/article-author';
import { formatDateLong } from '@/lib/dates';

/** A landing article card: image, title, excerpt (150 chars), up to 3 tags then '+N lagi', author and date. */
export function ArticleCard({ article }: { article: ArticleListItem }) {
  const href = articlePath(article);
  return (
    <article
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-200 transition-shadow hover:shadow-xl"
      data-testid="article-card"
    >
      <img
        {...articleImageProps(article, IMAGE_SIZES.landingCard, { width: 640, height: 360 })}
        ref={catchEarlyImageFailure}
        onError={fallBackToPlaceholder}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <CardTags tags={article.tags} className="mb-3 flex flex-wrap gap-2" weight="font-semibold" />
        <h3 className="text-lg font-bold leading-snug text-slate-900">
          <Link to={href} className="hover:text-brand-700">
            {article.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{cutExcerpt(article.excerpt)}</p>
        <div className="mt-4 flex items-center justify-between gap-2 text-xs text-slate-600">
          <span className="truncate font-medium">{articleAuthor(article)}</span>
          <time dateTime={article.publishedDate}>{formatDateLong(article.publishedDate)}</time>
        </div>
        <Link
          to={href}
          className="mt-4 text-sm font-semibold text-brand-700 hover:text-brand-900"
          aria-label={`Baca selengkapnya: ${article.title}`}
        >
          Baca selengkapnya →
        </Link>
      </div>
    </article>
  );
}
