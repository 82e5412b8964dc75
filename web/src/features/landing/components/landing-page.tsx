import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useHydrating } from '@/lib/hydration';
import { lazyComponent } from '@/lib/lazy-component';
import { useSiteSettings } from '@/lib/site-settings';
import { useLandingPreload } from '../hooks/use-landing-preload';
import { useSectionAddress } from '../hooks/use-section-address';
import { useStaggeredReveal } from '../hooks/use-staggered-reveal';
import { criticalImages, HERO_DESKTOP_QUERY } from '../lib/constants';
import { PORTRAIT_MEDIA } from '../lib/hero-banners';
import { HeroIntro } from './hero-intro';
import { HeroLeadership } from './hero-leadership';
import { LoadingScreen } from './loading-screen';
import { MaintenanceScreen } from './maintenance-screen';
import { Navbar } from './navbar';
import type * as BelowFoldModule from './below-fold';
import { MAIN_CONTENT_ID } from '@/config/landmarks';

// Below the fold: one chunk, fetched once the first screen is up (the reveal runs in a transition, so a part whose
// code is still loading simply appears a moment later, without a fallback flashing in).
const belowFold = <K extends keyof typeof BelowFoldModule>(name: K) =>
  lazyComponent(`landing:${name}`, () => import('./below-fold').then((m) => m[name] as ComponentType));
const AboutSection = belowFold('AboutSection');
const BackgroundGallery = belowFold('BackgroundGallery');
const Footer = belowFold('Footer');
const LatestArticlesSection = belowFold('LatestArticlesSection');
const VisionMissionSection = belowFold('VisionMissionSection');

/** About, vision-mission, structure, articles, library, footer, background gallery. */
const BELOW_FOLD_PARTS = 7;

/**
 * The one-page site at /: the maintenance screen while maintenance is on, the loading screen over it on a session's
 * first visit. The `structure` and `library` sections carry their anchors (id "structure", "library").
 */
export function LandingPage({ structure, library }: { structure?: ReactNode; library?: ReactNode }) {
  const { data: settings, isPending } = useSiteSettings(0);
  const hydrating = useHydrating();
  const phase = useLandingPreload(() =>
    criticalImages(window.matchMedia(HERO_DESKTOP_QUERY).matches, window.matchMedia(PORTRAIT_MEDIA).matches),
  );
  // Navigation and hero first; the sections below the fold (and their requests) follow one per frame. A page the
  // server rendered has them all from the start.
  const revealed = useStaggeredReveal(
    phase !== 'loading' && !isPending && !settings?.maintenanceMode,
    BELOW_FOLD_PARTS,
    hydrating,
  );
  const shows = (part: number) => revealed > part;
  const active = useSectionAddress(revealed >= BELOW_FOLD_PARTS);

  if (settings?.maintenanceMode) return <MaintenanceScreen settings={settings} />;
  const loadingScreen =
    phase === 'loading' || phase === 'leaving' ? (
      <LoadingScreen leaving={phase === 'leaving'} siteName={settings?.siteName} />
    ) : null;
  // Until the settings answer, it is unknown whether the site is in maintenance: show nothing yet.
  if (isPending) return loadingScreen ?? <div className="min-h-screen" aria-busy="true" />;

  // The loading screen is drawn over the page, which renders (or, from the server, is already there) underneath.
  return (
    <div className="relative min-h-screen overflow-x-clip" data-testid="landing-page">
      {loadingScreen}
      <Suspense fallback={null}>{shows(6) ? <BackgroundGallery /> : null}</Suspense>
      <Navbar section={active} onLanding />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none relative z-10 isolate">
        <section id="home" aria-labelledby="hero-title">
          <HeroIntro settings={settings} />
          <HeroLeadership settings={settings} />
        </section>
        <Suspense fallback={null}>
          {shows(0) ? <AboutSection /> : null}
          {shows(1) ? <VisionMissionSection /> : null}
          {shows(2) ? (structure ?? <div id="structure" />) : null}
          {shows(3) ? <LatestArticlesSection /> : null}
          {shows(4) ? (library ?? <div id="library" />) : null}
        </Suspense>
      </main>
      <Suspense fallback={null}>{shows(5) ? <Footer /> : null}</Suspense>
    </div>
  );
}
