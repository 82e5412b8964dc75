import { LibraryPage } from '@/features/library/components/library-page';
import { WithSplash } from './with-splash';

export const LibraryRoute = () => (
  <WithSplash>
    <LibraryPage />
  </WithSplash>
);
