import { LandingPage } from '@/features/landing/components/landing-page';
import { StructureSection } from '@/features/organization/components/structure-section';
import { LibrarySection } from '@/features/library/components/library-section';

/** The one-page landing: the landing feature lays it out; organisation and library fill their slots. */
export function HomeRoute() {
  return <LandingPage structure={<StructureSection />} library={<LibrarySection />} />;
}
