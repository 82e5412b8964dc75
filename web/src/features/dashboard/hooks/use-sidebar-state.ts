import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SIDEBAR_COLLAPSED_KEY } from '../lib/constants';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Desktop collapse (remembered across visits) and the mobile drawer (closed on every navigation and on Escape). */
export function useSidebarState() {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const { pathname } = useLocation();
  const [drawer, setDrawer] = useState({ open: false, pathname });
  if (drawer.pathname !== pathname) setDrawer({ open: false, pathname });
  const mobileOpen = drawer.open && drawer.pathname === pathname;

  const setMobileOpen = useCallback((open: boolean) => setDrawer({ open, pathname }), [pathname]);
  const toggleCollapsed = useCallback(() => setCollapsed((value) => !value), []);

  useEffect(() => {
    try {
      window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(collapsed));
    } catch {
      // Storage unavailable (private mode): the choice is just not remembered.
    }
  }, [collapsed]);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMobileOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen, setMobileOpen]);

  return { collapsed, toggleCollapsed, mobileOpen, setMobileOpen };
}
