import { Link } from 'react-router';
import { formatDateLong } from '@/lib/dates';
import { type ArticleListItem, articlePath, IMAGE_SIZES } from '@hmti/contract';
import { ArticlePicture, articleImageProps } from '@/lib/pictures';

export function RelatedArticles({ articles }: { articles: ArticleListItem[] }) {
  if (!articles.length) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-12">
      <h2 id="related-heading" className="mb-4 text-2xl font-bold text-slate-900">
        Artikel Terkait
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2" data-testid="related-articles">
        {articles.map((article) => (
          <li key={article.id}>
            <Link
              to={articlePath(article)}
              className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-md"
            >
              <ArticlePicture
                {...articleImageProps(article, IMAGE_SIZES.relatedCard, { width: 640, height: 360 })}
                alt=""
                loading="lazy"
                className="aspect-video w-full bg-slate-100 object-cover"
              />
              <span className="flex flex-1 flex-col gap-2 p-4">
                <span className="font-semibold text-slate-900 group-hover:text-brand-700">{article.title}</span>
                <span className="line-clamp-2 text-sm text-slate-600">{article.excerpt}</span>
                <span className="mt-auto text-xs text-slate-600">{formatDateLong(article.publishedDate)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
