import { ArticleDetailPage } from '@/features/articles/components/article-detail-page';
import { WithSplash } from './with-splash';

export const ArticleRoute = () => (
  <WithSplash>
    <ArticleDetailPage />
  </WithSplash>
);
