import { ArticleDetailPage } from '@/features/articles/components/article-detail-page';
import { PublicPage } from './public-page';
import { WithSplash } from './with-splash';

export const ArticleRoute = () => (
  <WithSplash>
    <PublicPage section="articles">
      <ArticleDetailPage />
    </PublicPage>
  </WithSplash>
);
