import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { browserStorage } from '@/lib/browser-storage';

const COLLAPSED_KEY = 'dashboard-sidebar-collapsed';

/** Desktop collapse (remembered across visits) and the mobile drawer's state (closed on every navigation). */
export function useSidebarState() {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return browserStorage('localStorage')?.getItem(COLLAPSED_KEY) === 'true';
    } catch {
      return false; // A storage the browser cannot read (a damaged profile): the sidebar starts open.
    }
  });
  const { pathname } = useLocation();
  const [drawer, setDrawer] = useState({ open: false, pathname });
  // A new page closes the drawer (React re-renders at once with the reset state).
  if (drawer.pathname !== pathname) setDrawer({ open: false, pathname });

  const setMobileOpen = (open: boolean) => setDrawer({ open, pathname });
  const toggleCollapsed = () => setCollapsed((value) => !value);

  useEffect(() => {
    try {
      browserStorage('localStorage')?.setItem(COLLAPSED_KEY, String(collapsed));
    } catch {
      // Storage unavailable (private mode): the choice is just not remembered.
    }
  }, [collapsed]);

  return { collapsed, toggleCollapsed, mobileOpen: drawer.open, setMobileOpen };
}
