import { useSyncExternalStore } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import { SERVER_STATE_ID } from '@hmti/contract';

/** What the server hands over in its `<script type="application/json" id="ssr-state">` (a data block: no CSP hash). */
export interface ServerState {
  /** TanStack Query's dehydrated cache. */
  queries: DehydratedState;
  /** The router's loader data (the loaders read into the query cache: each route's is null). */
  routes: Record<string, unknown>;
  /** The lazy components the server rendered (web/src/lib/lazy-component.tsx). */
  lazy: string[];
  /** The request had no session cookie (only the server sees it: it is httpOnly), so nobody is signed in here. */
  signedOut?: boolean;
}

const noSubscription = () => () => {};

/**
 * True while the markup being rendered must match the server's: on the server itself, and in the browser while this
 * component hydrates the server's markup (React hydrates each Suspense boundary in its own pass, so a global flag
 * would not do). State that depends on the browser (session storage, screen size) starts from the server's value then
 * and moves to the browser's in an effect. A component rendered in the browser alone gets false.
 */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

export function readServerState(): ServerState | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
