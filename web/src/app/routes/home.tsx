import { pageTitles } from '@/config/page-titles';
import { DEFAULT_SITE_SETTINGS } from '@/config/site-defaults';
import { LandingPage } from '@/features/landing/components/landing-page';
import { lazyComponent } from '@/lib/lazy-component';
import { usePageTitle } from '@/lib/page-title';
import { useSiteSettings } from '@/lib/site-settings';

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
  usePageTitle(pageTitles.home(settings?.siteName ?? DEFAULT_SITE_SETTINGS.siteName));
  return <LandingPage structure={<StructureSection />} library={<LibrarySection />} />;
}
