import { ArticleListPage } from '@/features/articles/components/article-list-page';
import { PublicPage } from './public-page';
import { WithSplash } from './with-splash';

export const ArticlesRoute = () => (
  <WithSplash>
    <PublicPage section="articles">
      <ArticleListPage />
    </PublicPage>
  </WithSplash>
);
