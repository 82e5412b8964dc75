import { lazy } from 'react';
import { LandingPage } from '@/features/landing/components/landing-page';

// Below the fold: their code loads after the first screen (the landing page reveals them in a transition).
const StructureSection = lazy(() =>
  import('@/features/organization/components/structure-section').then((m) => ({ default: m.StructureSection })),
);
const LibrarySection = lazy(() =>
  import('@/features/library/components/library-section').then((m) => ({ default: m.LibrarySection })),
);

/** The one-page landing: the landing feature lays it out; organisation and library fill their slots. */
export function HomeRoute() {
  return <LandingPage structure={<StructureSection />} library={<LibrarySection />} />;
}
