import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '../api-client';

afterEach(() => vi.unstubAllGlobals());

const stubFetch = (status: number, body: string, statusText = 'Status') =>
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status, statusText })));

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
