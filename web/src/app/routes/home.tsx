import { LandingPage } from '@/features/landing/components/landing-page';
import { lazyComponent } from '@/lib/lazy-component';

// Below the fold: their code loads after the first screen (the landing page reveals them in a transition).
const StructureSection = lazyComponent('home:StructureSection', () =>
  import('@/features/organization/components/structure-section').then((m) => m.StructureSection),
);
const LibrarySection = lazyComponent('home:LibrarySection', () =>
  import('@/features/library/components/library-section').then((m) => m.LibrarySection),
);

/** The one-page landing: the landing feature lays it out; organisation and library fill their slots. */
export function HomeRoute() {
  return <LandingPage structure={<StructureSection />} library={<LibrarySection />} />;
}
