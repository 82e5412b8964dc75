import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from 'react-error-boundary';
import { AppErrorFallback } from '@/components/errors/app-error-fallback';
import { PendingToast } from '@/components/pending-toast';
import { ChatLauncher } from '@/features/chat/components/chat-launcher';

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <PendingToast />
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
