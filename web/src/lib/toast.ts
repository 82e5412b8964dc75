export interface ToastMessage {
  title: string;
  description?: string;
  /** A failure (red); otherwise a success. */
  variant?: 'destructive';
}

export const TOAST_DURATION_MS = 5000;
const POST_LOGOUT_KEY = 'postLogoutToast';

// The toast library is loaded with the first toast, not with every page (most visits never see one);
// AppProvider (app/provider.tsx) mounts the container then. Until a container is attached, the latest toast waits
// here (one is visible at a time). A container that is unmounted and mounted again (React's StrictMode does this in
// development, concurrent rendering may do it anywhere) gets the toast it was showing back, so none is lost.
const containerWanted = new Set<() => void>();
let wanted = false;
export const isToastContainerWanted = () => wanted;
export function onToastContainerWanted(listener: () => void) {
  containerWanted.add(listener);
  return () => containerWanted.delete(listener);
}

type Display = (message: ToastMessage) => void;
let display: Display | null = null;
let waiting: ToastMessage | null = null;
/** A toast shown this recently is shown again by a container that replaces the one it appeared in. */
const REMOUNT_GRACE_MS = 1000;

/** Shows a toast; one is visible at a time, so a new one closes the previous at once (no queue). */
export function showToast(message: ToastMessage) {
  if (display) {
    display(message);
    return;
  }
  waiting = message;
  if (!wanted) {
    wanted = true;
    containerWanted.forEach((listener) => listener());
  }
}

/** The mounted toast container takes the waiting toast and every later one; the returned function detaches it. */
export function attachToastContainer(show: Display): () => void {
  display = show;
  const shown = waiting;
  const shownAt = Date.now();
  waiting = null;
  if (shown) show(shown);
  return () => {
    if (display === show) display = null;
    if (shown && !waiting && Date.now() - shownAt < REMOUNT_GRACE_MS) waiting = shown;
  };
}

/** Keeps a toast across a full page navigation (RootLayout shows it on the next page). */
export function storeToastForNextPage(message: ToastMessage) {
  try {
    sessionStorage.setItem(POST_LOGOUT_KEY, JSON.stringify(message));
  } catch {
    /* storage unavailable: the toast is lost, the navigation still happens */
  }
}

export function takeStoredToast(): ToastMessage | null {
  try {
    const raw = sessionStorage.getItem(POST_LOGOUT_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(POST_LOGOUT_KEY);
    const parsed = JSON.parse(raw) as ToastMessage;
    return typeof parsed?.title === 'string' ? parsed : null;
  } catch {
    return null;
  }
}
