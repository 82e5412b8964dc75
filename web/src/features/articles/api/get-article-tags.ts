import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ArticleTagCount } from '@hmti/contract';

/** GET /api/articles/tags: every tag of published articles, most used first. */
export const articleTagsQueryOptions = () =>
  queryOptions({
    queryKey: ['articles', 'tags'],
    queryFn: ({ signal }) => api.get<ArticleTagCount[]>('/api/articles/tags', { signal }),
  });
