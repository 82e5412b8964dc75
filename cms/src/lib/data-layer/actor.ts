import type { Core } from '@strapi/strapi';
import type { Actor } from '../permissions';
import type { AuthState } from '../request-context';

/** Who made a write: a signed-in site user (/api), an admin-panel user (/admin), or the system (CLI, jobs). */
interface WriteActor {
  kind: 'site' | 'admin' | 'system';
  userId: number | null;
  userName: string;
  userRole: string;
  /** The person's own name (an admin-panel user's without the door's note). */
  personName: string;
}

interface AdminUser {
  id: number;
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  email?: string;
  roles?: Array<{ name?: string; code?: string }>;
}

interface RequestState {
  route?: { info?: { type?: string } };
  auth?: Partial<AuthState> & { strategy?: { name?: string }; credentials?: unknown };
  user?: unknown;
  isAuthenticatedAdmin?: boolean;
}

const ADMIN_STRATEGIES = ['admin', 'admin-token'];

/** The state of the request this code runs in (Strapi keeps the request's ctx in async-local storage). */
export const requestState = (strapi: Core.Strapi) =>
  (strapi.requestContext.get() as { state?: RequestState } | undefined)?.state;

/** Whether the code runs for a request signed in to the Strapi admin panel (its session or one of its tokens). */
export function isAdminPanelRequest(strapi: Core.Strapi): boolean {
  const state = requestState(strapi);
  return !!state && (!!state.isAuthenticatedAdmin || ADMIN_STRATEGIES.includes(state.auth?.strategy?.name ?? ''));
}

const SYSTEM: WriteActor = {
  kind: 'system',
  userId: null,
  userName: 'Sistem',
  userRole: 'system',
  personName: 'Sistem',
};

/** The actor of the request this code runs in. */
export function currentActor(strapi: Core.Strapi): WriteActor {
  const state = requestState(strapi);
  if (!state) return SYSTEM;
  if (state.auth?.actor && typeof state.auth.userId === 'number') {
    const userName = state.auth.userName ?? `user ${state.auth.userId}`;
    return {
      kind: 'site',
      userId: state.auth.userId,
      userName,
      // As the screens name the role, then: the log says who did what in people's words.
      userRole: state.auth.actor.roleLabel,
      personName: userName,
    };
  }
  if (isAdminPanelRequest(strapi)) {
    const user = (state.user ?? state.auth?.credentials) as AdminUser | undefined;
    if (user) {
      const name =
        [user.firstname, user.lastname].filter(Boolean).join(' ') || user.username || user.email || `admin ${user.id}`;
      return {
        kind: 'admin',
        userId: null,
        personName: name,
        userName: `${name} (admin panel)`,
        userRole: `admin: ${(user.roles ?? []).map((r) => r.name ?? r.code).join(', ') || 'none'}`,
      };
    }
  }
  return SYSTEM;
}

/** The signed-in site account of the request this code runs in, with its permissions; null for any other door. */
export function currentSiteAccount(strapi: Core.Strapi): Actor | null {
  const state = requestState(strapi);
  const actor = state?.auth?.actor;
  return actor && typeof state?.auth?.userId === 'number' ? actor : null;
}
