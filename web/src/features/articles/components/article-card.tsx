import { Link } from 'react-router';
import { articleAuthor } from '@/lib/article-author';
import { formatDateLong } from '@/lib/dates';
import { type ArticleListItem, articlePath, IMAGE_SIZES } from '@hmti/contract';
import { articleImageProps, catchEarlyImageFailure, fallBackToPlaceholder } from '@/lib/article-image';
import { CardTags } from '@/components/card-tags';

/**
 * `priority`: 'high' for the first picture, usually the page's largest paint; the others are lazy, since which are on
 * the first screen depends on it (on a phone the second card is below the fold; on a desktop a lazy one in view loads).
 */
export function ArticleCard({ article, priority = 'lazy' }: { article: ArticleListItem; priority?: 'high' | 'lazy' }) {
  const href = articlePath(article);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <img
        {...articleImageProps(article, IMAGE_SIZES.articleCard, { width: 640, height: 360 })}
        ref={catchEarlyImageFailure}
        onError={fallBackToPlaceholder}
        alt=""
        loading={priority === 'high' ? 'eager' : 'lazy'}
        fetchPriority={priority === 'high' ? 'high' : 'auto'}
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <CardTags tags={article.tags} className="flex flex-wrap gap-1.5" weight="font-medium" />
        <h2 className="text-lg font-bold leading-snug text-slate-900">
          <Link to={href} className="hover:text-brand-700">
            {article.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-slate-600">{article.excerpt}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 text-xs text-slate-600">
          <span>{articleAuthor(article)}</span>
          <time dateTime={article.publishedDate}>{formatDateLong(article.publishedDate)}</time>
        </div>
        <Link to={href} className="text-sm font-semibold text-brand-700 hover:text-brand-900">
          Baca selengkapnya →<span className="sr-only">: {article.title}</span>
        </Link>
      </div>
    </article>
  );
}
