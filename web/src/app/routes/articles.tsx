import { ArticleListPage } from '@/features/articles/components/article-list-page';
import { WithSplash } from './with-splash';

export const ArticlesRoute = () => (
  <WithSplash>
    <ArticleListPage />
  </WithSplash>
);
