import { PageHead } from '@/components/page-head';
import { pageHeads } from '@/config/page-heads';
import { galleryItemsQueryOptions } from '@/features/landing/api/get-gallery-items';
import { latestArticlesQueryOptions } from '@/features/landing/api/get-latest-articles';
import { statsQueryOptions } from '@/features/landing/api/get-stats';
import { LandingPage } from '@/features/landing/components/landing-page';
import { landingLibraryParams, libraryPageQueryOptions } from '@/features/library/api/get-library';
import { membersQueryOptions } from '@/features/organization/api/get-members';
import { periodsQueryOptions } from '@/features/organization/api/get-periods';
import { positionsQueryOptions } from '@/features/organization/api/get-positions';
import { divisionListQueryOptions } from '@/lib/divisions';
import { lazyComponent } from '@/lib/lazy-component';
import { readsInto } from '@/lib/query-client';
import { siteSettingsQueryOptions, useSiteSettings } from '@/lib/site-settings';
import type { PageLoad } from '../router';

// Below the fold: their code loads after the first screen (the landing page reveals them in a transition).
const StructureSection = lazyComponent('home:StructureSection', () =>
  import('@/features/organization/components/structure-section').then((m) => m.StructureSection),
);
const LibrarySection = lazyComponent('home:LibrarySection', () =>
  import('@/features/library/components/library-section').then((m) => m.LibrarySection),
);

/** The one-page landing: the landing feature lays it out; organisation and library fill their slots. */
export function HomeRoute() {
  const { data: settings } = useSiteSettings(0);
  return (
    <>
      <PageHead {...pageHeads.home(settings)} />
      <LandingPage structure={<StructureSection />} library={<LibrarySection />} />
    </>
  );
}

/** Every section's reads (in maintenance the page is the maintenance screen alone); the newest period's structure. */
export const load: PageLoad = async (queryClient) => {
  const read = readsInto(queryClient);
  if ((await read(siteSettingsQueryOptions()))?.maintenanceMode) return;
  const structure = async () => {
    const period = (await read(periodsQueryOptions()))?.[0] ?? null;
    await Promise.all([read(membersQueryOptions(period)), period ? read(positionsQueryOptions(period)) : null]);
  };
  await Promise.all([
    read(galleryItemsQueryOptions()),
    read(statsQueryOptions()),
    read(latestArticlesQueryOptions()),
    read(divisionListQueryOptions()),
    read(libraryPageQueryOptions(landingLibraryParams(''))),
    structure(),
  ]);
};
