import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageHead } from '@/components/page-head';
import { pageHeads } from '@/config/page-heads';
import { Footer } from '@/features/landing/components/footer';
import { MaintenanceScreen } from '@/features/landing/components/maintenance-screen';
import { Navbar } from '@/features/landing/components/navbar';
import { SplashScreen } from '@/features/landing/components/splash-screen';
import { rememberSeen, seenThisSession } from '@/lib/first-visit';
import { useHydrating } from '@/lib/hydration';
import { useSiteSettings } from '@/lib/site-settings';
import type { SectionId } from '@/features/landing/lib/constants';

/**
 * A public page besides the landing page: the site's navigation bar above it, its footer below it, the splash on a
 * first visit. In maintenance it is the landing's maintenance screen, at the address asked for, so a reload after
 * maintenance shows the page.
 */
export function PublicPage({ section, children }: { section: SectionId; children: ReactNode }) {
  const { data: settings } = useSiteSettings(0);
  // The page's own head is not rendered then: the screen names itself (the landing's keeps the site's name).
  if (settings?.maintenanceMode)
    return (
      <>
        <PageHead {...pageHeads.maintenance(settings)} />
        <MaintenanceScreen settings={settings} />
      </>
    );
  return (
    <WithSplash>
      <Navbar section={section} />
      {children}
      <Footer />
    </WithSplash>
  );
}

/**
 * The splash greets a session entering through an article or the media page (the landing page has its own loading
 * screen; both set the same session flag, so a visitor sees one of them once). The page renders (and loads) under it.
 */
function WithSplash({ children }: { children: ReactNode }) {
  // A server-rendered page's first render matches the server's, which cannot know the session: the splash joins
  // right after (its static backdrop from index.html covers the page until then).
  const hydrating = useHydrating();
  const [fromServer] = useState(hydrating);
  const [show, setShow] = useState(() => !fromServer && !seenThisSession());
  useEffect(() => {
    if (fromServer && !seenThisSession()) setShow(true);
  }, [fromServer]);
  const { data: settings } = useSiteSettings(5 * 60_000);
  // On the page load itself the wait began with the navigation (while the page's code loaded, the splash's
  // backdrop already showed): the splash's 3 s count from then, so the first-visit screen is no longer than that.
  const { key } = useLocation();
  const [startedAt] = useState(() => (key === 'default' ? 0 : undefined));
  const finish = () => {
    rememberSeen();
    setShow(false);
  };
  return (
    <>
      {children}
      {show ? <SplashScreen onFinish={finish} siteName={settings?.siteName} startedAt={startedAt} /> : null}
    </>
  );
}
