import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface LandingArticle {
  _id: number;
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  imageSource?: string | null;
  gdriveFileId?: string | null;
  tags: string[];
  author: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/articles: every published article, newest first (the section shows the first 3–12). */
export const fetchLatestArticles = () => api.get<LandingArticle[]>('/api/articles');

export const latestArticlesQueryOptions = () => queryOptions({ queryKey: ['landing', 'articles'], queryFn: fetchLatestArticles });

export const useLatestArticles = () => useQuery(latestArticlesQueryOptions());
