import { articleListParams, articlesQueryOptions } from '@/features/articles/api/get-articles';
import { articleTagsQueryOptions } from '@/features/articles/api/get-article-tags';
import { ArticleListPage } from '@/features/articles/components/article-list-page';
import { ARTICLE_LIST_LAYOUTS } from '@/features/articles/components/article-results';
import { parseArticleListQuery } from '@/features/articles/lib/list-query';
import { readsInto } from '@/lib/query-client';
import type { PageLoad } from '../router';
import { PublicPage } from './public-page';

export const ArticlesRoute = () => (
  <PublicPage section="articles">
    <ArticleListPage />
  </PublicPage>
);

/** The tags and the list: on the server in every page size (the screen is unknown), in the browser the one on screen. */
export const load: PageLoad = async (queryClient, { request }) => {
  const read = readsInto(queryClient);
  const query = parseArticleListQuery(new URL(request.url).searchParams);
  const shown = ARTICLE_LIST_LAYOUTS.filter(
    ({ media }) => typeof window === 'undefined' || window.matchMedia(media).matches,
  );
  await Promise.all([
    read(articleTagsQueryOptions()),
    ...shown.map(({ pageSize }) => read(articlesQueryOptions(articleListParams(query, pageSize)))),
  ]);
};
