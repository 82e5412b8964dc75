import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { showToast, takeStoredToast } from '@/lib/toast';

/** Shows a toast stored before a full-page navigation (logout, session ended), once. */
export function PendingToast() {
  const location = useLocation();
  useEffect(() => {
    const stored = takeStoredToast();
    if (stored) showToast(stored);
  }, [location.pathname]);
  return null;
}
