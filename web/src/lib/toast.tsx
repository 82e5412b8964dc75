export type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export const TOAST_DURATION_MS = 5000;
const POST_LOGOUT_KEY = 'postLogoutToast';

function ToastBody({ title, description }: ToastMessage) {
  return (
    <div role="status">
      <p className="font-semibold">{title}</p>
      {description ? <p className="text-sm">{description}</p> : null}
    </div>
  );
}

// The toast library is loaded with the first toast, not with every page (most visits never see one);
// ToastHost (app/toast-host.tsx) mounts the container then. Toasts raised before it mounts wait in the library's queue.
const containerWanted = new Set<() => void>();
let wanted = false;
export const isToastContainerWanted = () => wanted;
export function onToastContainerWanted(listener: () => void) {
  containerWanted.add(listener);
  return () => containerWanted.delete(listener);
}

/** Shows a toast; one is visible at a time, so a new one closes the previous at once (no queue). */
export function showToast(message: ToastMessage) {
  if (!wanted) {
    wanted = true;
    containerWanted.forEach((listener) => listener());
  }
  void import('react-toastify').then(({ toast: toastify }) => {
    toastify.dismiss();
    const render = <ToastBody {...message} />;
    if (message.variant === 'destructive') toastify.error(render, { autoClose: TOAST_DURATION_MS });
    else toastify.success(render, { autoClose: TOAST_DURATION_MS });
  });
}

/** Keeps a toast across a full page navigation (shown by PendingToast on the next page). */
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
