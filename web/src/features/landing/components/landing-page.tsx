import type { ReactNode } from 'react';
import { useSiteSettings } from '@/lib/site-settings';
import { useLandingPreload } from '../hooks/use-landing-preload';
import { CRITICAL_IMAGES } from '../lib/constants';
import { AboutSection } from './about-section';
import { BackgroundGallery } from './background-gallery';
import { Footer } from './footer';
import { Hero } from './hero';
import { LatestArticlesSection } from './latest-articles-section';
import { LoadingScreen } from './loading-screen';
import { MaintenanceScreen } from './maintenance-screen';
import { Navbar } from './navbar';
import { VisionMissionSection } from './vision-mission-section';

export interface LandingPageProps {
  /** The organisation section; it carries the anchor id="structure" itself. */
  structure?: ReactNode;
  /** The library section; it carries the anchor id="library" itself. */
  library?: ReactNode;
}

/**
 * The one-page site at /. Maintenance mode overrides everything; the first visit of a browser
 * session shows the loading screen; then navigation, hero, about, vision-mission, structure,
 * articles, library and footer over the background gallery.
 */
export function LandingPage({ structure, library }: LandingPageProps) {
  const { data: settings, isPending } = useSiteSettings(0);
  const phase = useLandingPreload(CRITICAL_IMAGES);

  if (settings?.maintenanceMode) return <MaintenanceScreen settings={settings} />;
  if (phase !== 'done') return <LoadingScreen leaving={phase === 'leaving'} siteName={settings?.siteName} />;
  // Until the settings answer, it is unknown whether the site is in maintenance: show nothing yet.
  if (isPending) return <div className="min-h-screen" aria-busy="true" />;

  return (
    <div className="relative min-h-screen overflow-x-clip" data-testid="landing-page">
      <BackgroundGallery />
      <Navbar />
      <main className="relative z-10 isolate">
        <Hero />
        <AboutSection />
        <VisionMissionSection />
        {structure ?? <div id="structure" />}
        <LatestArticlesSection />
        {library ?? <div id="library" />}
      </main>
      <Footer />
    </div>
  );
}
