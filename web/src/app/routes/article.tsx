import { ARTICLE_PREVIEW_PARAM } from '@hmti/contract';
import { articleQueryOptions } from '@/features/articles/api/get-article';
import { relatedArticlesQueryOptions } from '@/features/articles/api/get-related-articles';
import { ArticleDetailPage } from '@/features/articles/components/article-detail-page';
import { readsInto } from '@/lib/query-client';
import type { PageLoad } from '../router';
import { PublicPage } from './public-page';

export const ArticleRoute = () => (
  <PublicPage section="articles">
    <ArticleDetailPage />
  </PublicPage>
);

/** The article (with /admin's preview token, if the address has one) and the articles related to it, side by side. */
export const load: PageLoad = async (queryClient, { params: { id, slug }, request }) => {
  const read = readsInto(queryClient);
  const preview = new URL(request.url).searchParams.get(ARTICLE_PREVIEW_PARAM) ?? undefined;
  await Promise.all([
    read(articleQueryOptions({ id, slug }, preview)),
    read(relatedArticlesQueryOptions({ id, slug })),
  ]);
};
