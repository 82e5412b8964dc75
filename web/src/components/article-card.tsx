import { Link } from 'react-router';
import { type ArticleListItem, articlePath, IMAGE_SIZES } from '@hmti/contract';
import { articleAuthor } from '@/lib/article-author';
import { cardTags, cutExcerpt } from '@/lib/article-card';
import { ArticlePicture, articleImageProps } from '@/lib/pictures';
import { formatDateLong } from '@/lib/dates';

interface Props {
  article: ArticleListItem;
  /** The title's heading: one level below the heading of the list the card is in. */
  heading: 'h2' | 'h3';
  /** How wide the picture shows in the card's grid (IMAGE_SIZES). */
  sizes: 'articleCard' | 'landingCard';
  /**
   * 'high' for the first picture, usually the page's largest paint; the others are lazy, since which are on the first
   * screen depends on it (on a phone the second card is below the fold; on a desktop a lazy one in view loads).
   */
  priority?: 'high' | 'lazy';
}

/** An article's card on /artikel and the landing: picture, tags, title, excerpt, author, date, 'Baca selengkapnya →'. */
export function ArticleCard({ article, heading: Heading, sizes, priority = 'lazy' }: Props) {
  const href = articlePath(article);
  const tags = cardTags(article.tags);
  const chip = 'rounded-full px-2.5 py-0.5 text-xs font-medium';
  return (
    <article
      className="flex h-full w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
      data-testid="article-card"
    >
      <ArticlePicture
        {...articleImageProps(article, IMAGE_SIZES[sizes], { width: 640, height: 360 })}
        alt=""
        loading={priority === 'high' ? 'eager' : 'lazy'}
        fetchPriority={priority === 'high' ? 'high' : 'auto'}
        decoding="async"
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        {tags.shown.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tag">
            {tags.shown.map((tag) => (
              <li key={tag} className={`${chip} bg-brand-50 text-brand-700`}>
                {tag}
              </li>
            ))}
            {tags.moreLabel ? <li className={`${chip} bg-slate-100 text-slate-700`}>{tags.moreLabel}</li> : null}
          </ul>
        ) : null}
        <Heading className="text-lg font-bold leading-snug text-slate-900">
          <Link to={href} className="hover:text-brand-700">
            {article.title}
          </Link>
        </Heading>
        <p className="text-sm leading-relaxed text-slate-600">{cutExcerpt(article.excerpt)}</p>
        <div className="mt-auto flex items-center justify-between gap-2 border-t border-slate-100 pt-3 text-xs text-slate-600">
          <span className="truncate font-medium">{articleAuthor(article)}</span>
          <time dateTime={article.publishedDate}>{formatDateLong(article.publishedDate)}</time>
        </div>
        <Link
          to={href}
          className="text-sm font-semibold text-brand-700 hover:text-brand-900"
          aria-label={`Baca selengkapnya: ${article.title}`}
        >
          Baca selengkapnya →
        </Link>
      </div>
    </article>
  );
}
