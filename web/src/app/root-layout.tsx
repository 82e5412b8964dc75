import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, Outlet, useLocation, useNavigation, useNavigationType } from 'react-router';
import { ErrorBoundary } from 'react-error-boundary';
import { AppErrorFallback } from '@/components/errors/app-error-fallback';
import { showToast, takeStoredToast } from '@/lib/toast';
import { ChatLauncher } from '@/features/chat/components/chat-launcher';
import { matchPage, PAGE_ROUTES } from '@hmti/contract';

/**
 * A navigation waits for the next page's code and data with the current page still up: on a slow connection a thin
 * bar at the top says the link was taken (it fades in only after a moment, so a quick navigation shows nothing).
 */
function NavigationProgress() {
  if (useNavigation().state !== 'loading') return null;
  return <div role="progressbar" aria-label="Memuat halaman" className="navigation-progress" />;
}

/** The public page last counted as read: the one the server sent was counted as it answered it. */
let counted = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * Readership is counted on the server as it answers a public page (api/analytics/lib/count-page-view.ts). A page the
 * app shows for a link followed inside the site is asked of the server too, unseen, so it is counted by the same rule
 * (not for staff, bots or who asks not to be; only a page that exists) as one opened from outside.
 */
function useCountPageView(pathname: string) {
  useEffect(() => {
    const page = matchPage(pathname);
    if (pathname === counted || !page || !PAGE_ROUTES[page].public) return;
    counted = pathname;
    void fetch(pathname, { headers: { Accept: 'text/html' }, priority: 'low' })
      .then((answer) => answer.body?.cancel())
      .catch(() => undefined);
  }, [pathname]);
}

export function RootLayout() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useCountPageView(pathname);
  // A link to another page opens it at its top, as a page load does (the window would keep the last page's scroll
  // place). Back and forward (POP) keep the place the browser restores; a link to a #section is scrolled by its page.
  useLayoutEffect(() => {
    if (navigationType !== NavigationType.Pop && !hash) window.scrollTo({ top: 0, behavior: 'instant' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new page, not a new query string or section
  }, [pathname]);
  // A toast stored before a full-page navigation (logout, session ended) shows once, on the page that loads. One
  // stored while this page lives belongs to the page it is leaving for, whatever this page does meanwhile (its guard
  // may move it to /login in-page once the session is gone).
  useEffect(() => {
    const stored = takeStoredToast();
    if (stored) showToast(stored);
  }, []);
  return (
    <>
      <NavigationProgress />
      {/* One boundary per page: a page that fails leaves the rest of the app usable, and navigating away resets it. */}
      <ErrorBoundary key={pathname} FallbackComponent={AppErrorFallback}>
        <Outlet />
      </ErrorBoundary>
      {/* The assistant needs the app: without JavaScript its button is not offered. */}
      <div className="noscript:hidden">
        <ChatLauncher />
      </div>
    </>
  );
}
