import { SESSION_ENDED_MESSAGE, type ServerApi, type SessionEndedAnswer } from '@hmti/contract';
import { paths } from '@/config/paths';
import { isErrorObjectBody } from './error-object';
import { showToast, storeToastForNextPage } from './toast';

/** Where the API answers: the page's own origin, unless the build names another (VITE_API_BASE_URL). */
const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '';

/** The server's own sentence for a failed call (its `{ message }`), if it sent one. */
export function serverMessageOf(error: unknown): string | null {
  const message = (error as { data?: { message?: unknown } | null } | null)?.data?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/** The form field a failed call's refusal names (`ApiError.field`), if it names one. */
export const refusalField = (error: unknown): string | null => (error instanceof ApiError ? error.field : null);

/** A non-OK answer. Its message has the form 'status: body text'. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly statusText: string,
    bodyText: string,
    public readonly data: unknown,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /**
   * The server's human message ({message}, or an error object's, with the wait it asks for), or
   * 'HTTP {status}: {statusText}'.
   */
  get userMessage(): string {
    const own = serverMessageOf(this);
    if (own) return own;
    const { message } = isErrorObjectBody(this.data) ? this.data.error : {};
    if (message) return this.retryAfter ? `${message} Coba lagi dalam ${this.retryAfter} detik.` : message;
    return `HTTP ${this.status}: ${this.statusText}`;
  }

  /**
   * The form field the server's refusal names (`field`, as in 'username' or 'links.0.url', or the first path of a
   * data-layer rule's `errors`), or null.
   */
  get field(): string | null {
    const data = this.data as { field?: unknown; errors?: Array<{ path?: unknown }> } | null;
    const path = data?.errors?.[0]?.path;
    const field = data?.field ?? (Array.isArray(path) ? path.join('.') : null);
    return typeof field === 'string' && field ? field : null;
  }

  /** Whole seconds the server asked us to wait (`retryAfter`, at the top or in an error object's details), or null. */
  get retryAfter(): number | null {
    const data = this.data as { retryAfter?: unknown; error?: { details?: { retryAfter?: unknown } } } | null;
    const value = Number(data?.retryAfter ?? data?.error?.details?.retryAfter);
    return Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
  }
}

export const SESSION_ENDED_TOAST = {
  title: 'Anda telah logout',
  description: SESSION_ENDED_MESSAGE,
  variant: 'destructive' as const,
};

let redirectingToLogin = false;
/** A public page has told this reader their session ended (once: the page then shows them signed out). */
let announcedHere = false;
let loggingOut = false;

/**
 * The session ended elsewhere (revoked, expired, password changed): in the dashboard, keep the notice for /login and
 * go there; on a public page (a staff member reading the site, days after signing in) say it there and stay, signed
 * out. `why` is the server's own word when it ended the session itself (the account's session limit).
 */
export function notifySessionEnded(why?: string) {
  if (redirectingToLogin || loggingOut) return;
  const notice = why ? { ...SESSION_ENDED_TOAST, description: why } : SESSION_ENDED_TOAST;
  if (!window.location.pathname.startsWith(paths.dashboard.root.getHref())) {
    if (!announcedHere) showToast(notice);
    announcedHere = true;
    return;
  }
  redirectingToLogin = true;
  storeToastForNextPage(notice);
  setTimeout(() => window.location.assign(paths.login.getHref()), 50);
}

/** While the user logs out on purpose, 401s are expected and must not announce a lost session. */
export const suppressSessionEndedNotice = () => {
  loggingOut = true;
};

/** A new sign-in in the same page: a later lost session is announced again. */
export const resumeSessionEndedNotice = () => {
  loggingOut = false;
  redirectingToLogin = false;
  announcedHere = false;
};

/**
 * The one rule for a 401 (sign-in's and sign-out's announce nothing). A session the browser still held but the server
 * no longer accepts (`sessionEnded`: revoked elsewhere, the password changed, expired, the session limit) is announced
 * whichever call finds out, the session check at the app's start included; a plain 401 is announced on data calls only
 * (on the session check it means nobody is signed in: a first visit, or after logging out).
 */
function onUnauthorized(path: string, data: unknown) {
  if (path.startsWith('/api/auth/login') || path.startsWith('/api/auth/logout')) return;
  const answer = data as Partial<SessionEndedAnswer> | null;
  const why =
    typeof answer?.sessionEnded === 'string' && typeof answer.message === 'string' ? answer.message : undefined;
  if (why || !path.startsWith('/api/auth/me')) notifySessionEnded(why);
}

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

let serverApi: ServerApi | null = null;

/** Server rendering only: reads go to the cms's own services instead of over HTTP. */
export const answerReadsOnServer = (api: ServerApi) => {
  serverApi = api;
};

const send = async (path: string, init: RequestInit) => {
  if (serverApi) {
    if (init.method !== 'GET') throw new Error(`No ${init.method} requests while rendering on the server`);
    const { status, body } = await serverApi(path);
    return { status, statusText: '', text: body };
  }
  const response = await fetch(`${API_BASE_URL}${path}`, init);
  return { status: response.status, statusText: response.statusText, text: await response.text() };
};

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: Body;
  signal?: AbortSignal;
}

/** A random key (crypto.randomUUID exists only on https and localhost pages). */
const newIdempotencyKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The one way the app talks to the server: cookies always sent, JSON in and out, errors typed. Each POST (a form
 * submission; sign-in and sign-out aside) carries one Idempotency-Key, and is sent once more with the same key when
 * the answer was lost on the network: for a signed-in account the server then answers with the first result instead of
 * creating it twice (it keeps no answers for visitors, so a visitor's retried chat message may be answered twice).
 */
export async function apiRequest<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const idempotencyKey = method === 'POST' && !path.startsWith('/api/auth/') ? newIdempotencyKey() : null;
  const init: RequestInit = {
    method,
    credentials: 'include',
    signal,
    headers: {
      Accept: 'application/json',
      ...(body && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  };
  const { status, statusText, text } = await send(path, init).catch((err: unknown) => {
    // A lost answer to a create is asked again with the same key: the server answers the first result.
    if (!idempotencyKey || signal?.aborted) throw err;
    return send(path, init);
  });
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): no data.
  }
  if (status < 200 || status > 299) {
    if (status === 401) onUnauthorized(path, data);
    throw new ApiError(status, statusText, text, data);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: Body, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: Body, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
