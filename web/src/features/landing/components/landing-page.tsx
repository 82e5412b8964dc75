import type { ReactNode } from 'react';
import { useSiteSettings } from '@/lib/site-settings';
import { useLandingPreload } from '../hooks/use-landing-preload';
import { useStaggeredReveal } from '../hooks/use-staggered-reveal';
import { criticalImages, HERO_DESKTOP_QUERY } from '../lib/constants';
import { AboutSection } from './about-section';
import { BackgroundGallery } from './background-gallery';
import { Footer } from './footer';
import { Hero } from './hero';
import { LatestArticlesSection } from './latest-articles-section';
import { LoadingScreen } from './loading-screen';
import { MaintenanceScreen } from './maintenance-screen';
import { Navbar } from './navbar';
import { VisionMissionSection } from './vision-mission-section';

/** About, vision-mission, structure, articles, library, footer, background gallery. */
const BELOW_FOLD_PARTS = 7;

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
  const phase = useLandingPreload(criticalImages(window.matchMedia(HERO_DESKTOP_QUERY).matches));
  // Navigation and hero first; the sections below the fold (and their requests) follow one per frame.
  const revealed = useStaggeredReveal(phase === 'done' && !isPending && !settings?.maintenanceMode, BELOW_FOLD_PARTS);
  const shows = (part: number) => revealed > part;

  if (settings?.maintenanceMode) return <MaintenanceScreen settings={settings} />;
  if (phase !== 'done') return <LoadingScreen leaving={phase === 'leaving'} siteName={settings?.siteName} />;
  // Until the settings answer, it is unknown whether the site is in maintenance: show nothing yet.
  if (isPending) return <div className="min-h-screen" aria-busy="true" />;

  return (
    <div className="relative min-h-screen overflow-x-clip" data-testid="landing-page">
      {shows(6) ? <BackgroundGallery /> : null}
      <Navbar />
      <main className="relative z-10 isolate">
        <Hero />
        {shows(0) ? <AboutSection /> : null}
        {shows(1) ? <VisionMissionSection /> : null}
        {shows(2) ? (structure ?? <div id="structure" />) : null}
        {shows(3) ? <LatestArticlesSection /> : null}
        {shows(4) ? (library ?? <div id="library" />) : null}
      </main>
      {shows(5) ? <Footer /> : null}
    </div>
  );
}
