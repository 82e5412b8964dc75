import { LibraryPage } from '@/features/library/components/library-page';
import { PublicPage } from './public-page';
import { WithSplash } from './with-splash';

export const LibraryRoute = () => (
  <WithSplash>
    <PublicPage section="library">
      <LibraryPage />
    </PublicPage>
  </WithSplash>
);
