import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SplashScreen } from '@/features/landing/components/splash-screen';
import { useHydrating } from '@/lib/hydration';
import { useSiteSettings } from '@/lib/site-settings';
import { rememberSeen, seenThisSession } from '@/lib/first-visit';

/**
 * The splash greets a browser session that enters through an article or the media page
 * (the landing page has its own loading screen; both set the same session flag, so a
 * visitor sees one of them once). The page renders underneath, so its data loads meanwhile.
 */
export function WithSplash({ children }: { children: ReactNode }) {
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
