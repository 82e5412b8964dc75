import { libraryPageQueryOptions, libraryPageParams } from '@/features/library/api/get-library';
import { LibraryPage } from '@/features/library/components/library-page';
import { parseLibraryQuery } from '@/features/library/lib/library-query';
import { readsInto } from '@/lib/query-client';
import type { PageLoad } from '../router';
import { PublicPage } from './public-page';

export const LibraryRoute = () => (
  <PublicPage section="library">
    <LibraryPage />
  </PublicPage>
);

export const load: PageLoad = (queryClient, { request }) =>
  readsInto(queryClient)(
    libraryPageQueryOptions(libraryPageParams(parseLibraryQuery(new URL(request.url).searchParams))),
  );
