import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isLeavingForLogin } from '@/lib/api-client';
import { showToast, takeStoredToast } from '@/lib/toast';

/** Shows a toast stored before a full-page navigation (logout, session ended), once. */
export function PendingToast() {
  const location = useLocation();
  useEffect(() => {
    // A lost session also sends the app to /login in-page (its guard sees the 401) just before the full reload;
    // the notice belongs to the reloaded page, not to the one about to go.
    if (isLeavingForLogin()) return;
    const stored = takeStoredToast();
    if (stored) showToast(stored);
  }, [location.pathname]);
  return null;
}
