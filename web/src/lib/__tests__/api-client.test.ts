import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError, apiRequest, resumeSessionEndedNotice, SESSION_ENDED_TOAST } from '../api-client';
import { attachToastContainer } from '../toast';

afterEach(() => vi.unstubAllGlobals());

const stubFetch = (status: number, body: string, statusText = 'Status') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, statusText })),
  );

describe('apiRequest', () => {
  it('raises non-OK answers as "status: body text" with the parsed body', async () => {
    stubFetch(400, '{"message":"Nama wajib diisi"}', 'Bad Request');
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('400: {"message":"Nama wajib diisi"}');
    expect(error.userMessage).toBe('Nama wajib diisi');
  });
  it('falls back to "HTTP {status}: {statusText}" when the body has no message', async () => {
    stubFetch(502, '<html>bad gateway</html>', 'Bad Gateway');
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.userMessage).toBe('HTTP 502: Bad Gateway');
  });
  it('always sends cookies and JSON bodies', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/y', { method: 'POST', body: { a: 1 } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});

describe('Idempotency-Key', () => {
  const keyOf = (call: unknown) =>
    ((call as [string, RequestInit])[1].headers as Record<string, string>)['Idempotency-Key'];

  it('each POST carries its own key; reads and sign-in carry none', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/divisions', { method: 'POST', body: { a: 1 } });
    await apiRequest('/api/divisions', { method: 'POST', body: { a: 1 } });
    await apiRequest('/api/divisions');
    await apiRequest('/api/auth/login', { method: 'POST', body: {} });
    const keys = fetchMock.mock.calls.map(keyOf);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys.slice(2)).toEqual([undefined, undefined]);
  });

  it('a POST whose answer was lost on the network is sent once more with the same key', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{"id":7}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await apiRequest('/api/articles', { method: 'POST', body: { t: 1 } })).toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keyOf(fetchMock.mock.calls[1])).toBe(keyOf(fetchMock.mock.calls[0]));
  });

  it('a read that fails on the network is not repeated', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/articles')).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('a 401 on a data call (session ended elsewhere)', () => {
  /** What the browser keeps for the next page (the notice /login shows), and where the page would go. */
  const stored = new Map<string, string>();
  const assign = vi.fn();
  const onPage = (pathname: string) => vi.stubGlobal('window', { location: { assign, pathname } });
  beforeEach(() => {
    vi.useFakeTimers();
    stored.clear();
    assign.mockReset();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => stored.set(k, v),
      removeItem: (k: string) => stored.delete(k),
    });
  });
  afterEach(() => {
    resumeSessionEndedNotice();
    vi.useRealTimers();
  });

  it('keeps the notice for /login and leaves for it, once however many calls find the session gone', async () => {
    onPage('/dashboard/articles');
    stubFetch(401, '{"message":"no session"}');
    await apiRequest('/api/auth/permissions').catch(() => undefined);
    await apiRequest('/api/articles').catch(() => undefined);
    expect(JSON.parse([...stored.values()][0])).toEqual(SESSION_ENDED_TOAST);
    vi.advanceTimersByTime(60);
    expect(assign.mock.calls).toEqual([['/login']]);
    // /api/auth/me answering 401 only means "not signed in": no redirect of its own.
    resumeSessionEndedNotice();
    stored.clear();
    await apiRequest('/api/auth/me').catch(() => undefined);
    vi.advanceTimersByTime(60);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(stored.size).toBe(0);
  });

  it("a session the server ended for a reason is announced with the server's words, the session check included", async () => {
    onPage('/dashboard');
    const why = 'Sesi ini diakhiri karena akun Anda masuk di perangkat lain dan batas 10 sesi aktif terlampaui.';
    stubFetch(401, JSON.stringify({ message: why, sessionEnded: 'session_limit' }));
    await apiRequest('/api/auth/me').catch(() => undefined);
    expect(JSON.parse([...stored.values()][0])).toEqual({ ...SESSION_ENDED_TOAST, description: why });
    vi.advanceTimersByTime(60);
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('on a public page the notice is shown there and the page stays (the reader goes on, signed out)', async () => {
    onPage('/artikel');
    stubFetch(401, JSON.stringify({ message: SESSION_ENDED_TOAST.description, sessionEnded: 'ended' }));
    const shown = vi.fn();
    onTestFinished(attachToastContainer(shown));
    await apiRequest('/api/auth/me').catch(() => undefined);
    // Said once on this page, however many calls then find the session gone.
    await apiRequest('/api/auth/me').catch(() => undefined);
    vi.advanceTimersByTime(60);
    expect(shown.mock.calls).toEqual([[SESSION_ENDED_TOAST]]);
    expect(assign).not.toHaveBeenCalled();
    expect(stored.size).toBe(0);
  });

  it('the session check at start-up announces a session that ended elsewhere (the browser still sent its cookie)', async () => {
    onPage('/dashboard/articles');
    stubFetch(401, JSON.stringify({ message: SESSION_ENDED_TOAST.description, sessionEnded: 'ended' }));
    await apiRequest('/api/auth/me').catch(() => undefined);
    expect(JSON.parse([...stored.values()][0])).toEqual(SESSION_ENDED_TOAST);
    vi.advanceTimersByTime(60);
    expect(assign).toHaveBeenCalledWith('/login');
    // Sign-in's own 401 (a wrong password) never announces a lost session.
    resumeSessionEndedNotice();
    stored.clear();
    await apiRequest('/api/auth/login', { method: 'POST', body: {} }).catch(() => undefined);
    vi.advanceTimersByTime(60);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(stored.size).toBe(0);
  });
});
