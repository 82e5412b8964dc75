import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError, notifySessionEnded, suppressSessionEndedNotice } from './api-client';
import type { SessionUser } from '@hmti/contract';
import { storeToastForNextPage } from './toast';

/** The signed-in session, shared by every feature: who is signed in and what they may do. */

export const sessionKeys = { me: ['auth', 'me'] as const, permissions: ['auth', 'permissions'] as const };

let hadSession = false;

/**
 * Whether a session can exist in this page. A page the server rendered for a request without a session cookie says so
 * (the cookie is httpOnly: the page's scripts cannot see it); until someone signs in in this page, /api/auth/me is
 * then not asked, since its only answer would be a 401 (which the browser logs as an error on every public page).
 */
let sessionPossible = true;
/** The page came from the server for a request without a session cookie. */
export const noSessionAtLoad = () => {
  sessionPossible = false;
};
/** Written to this browser's storage at each sign-in, so the site's other open tabs hear of it ('storage' event). */
const SIGNED_IN_KEY = 'hmti-signed-in';
/** Someone signed in in this page: from now on the session is asked for again, here and in the other tabs. */
export const sessionStartedInPage = () => {
  sessionPossible = true;
  try {
    localStorage.setItem(SIGNED_IN_KEY, String(Date.now()));
  } catch {
    // A blocked storage: the other tabs see the session at their next load.
  }
};
/** A sign-in in another tab of this site: this page asks for the session again (its bar, /login's redirect). */
export function followSignInsElsewhere(queryClient: QueryClient) {
  window.addEventListener('storage', (event) => {
    if (event.key !== SIGNED_IN_KEY) return;
    sessionPossible = true;
    void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
  });
}

/**
 * GET /api/auth/me: the user, or null when there is no session. A session that ended elsewhere is announced by
 * api-client's 401 rule when the server says so (the browser still sent its cookie: a reload, a fresh visit); one that
 * existed in this page and is now gone without such word (another tab's request took it) is announced here.
 */
async function fetchMe(): Promise<SessionUser | null> {
  if (!sessionPossible) return null;
  try {
    const user = await api.get<SessionUser>('/api/auth/me');
    hadSession = !!user;
    return user;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    if (hadSession) notifySessionEnded();
    hadSession = false;
    return null;
  }
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.me, queryFn: fetchMe, staleTime: 0, gcTime: 0 });

export const useUser = () => useQuery(meQueryOptions());

/** GET /api/auth/permissions, once a user exists; pass refetchInterval to poll (dashboard: 5 s). */
export function usePermissions({ refetchInterval }: { refetchInterval?: number } = {}) {
  const { data: user } = useUser();
  return useQuery({
    queryKey: sessionKeys.permissions,
    queryFn: async () => (await api.get<{ permissions: string[] }>('/api/auth/permissions')).permissions ?? [],
    enabled: !!user,
    refetchInterval,
  });
}

/**
 * The permissions for a page that waits for them: `loaded` once there are any, not only while the last poll succeeded.
 * A poll that fails keeps the last permissions, so the page never falls back to its spinner and throws away an open
 * editor over one lost request.
 */
export function useLoadedPermissions(options: { refetchInterval?: number } = {}) {
  const { data: permissions } = usePermissions(options);
  return { permissions, loaded: permissions !== undefined };
}

/**
 * Logs out on the server, then always leaves for the home page with a toast. The full page load
 * drops every cached query; clearing the cache first would make the guard redirect to /login
 * in between and show the toast there.
 */
export function useLogout() {
  return useMutation({
    mutationFn: () => {
      suppressSessionEndedNotice();
      return api.post<{ success: boolean }>('/api/auth/logout');
    },
    onSettled: (_data, error) => {
      storeToastForNextPage(
        error
          ? { title: 'Logout Failed', description: 'Something went wrong during logout', variant: 'destructive' }
          : { title: 'Logged Out', description: 'You have been successfully logged out.' },
      );
      window.location.assign('/');
    },
  });
}
