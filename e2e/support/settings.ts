import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { OWNER } from './accounts';

/** The owner's own API session (its own cookie jar), to change the settings while the visitor browses. */
export async function staffApi(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined) {
  const origin = new URL(baseURL ?? '').origin;
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: origin } });
  const login = await api.post('/api/auth/login', { data: OWNER });
  expect(login.ok(), await login.text()).toBe(true);
  return api;
}

/** Runs `run` with the settings in `change` saved, then puts the values they had back. */
export async function withSettings<T>(api: APIRequestContext, change: Record<string, unknown>, run: () => Promise<T>) {
  const before = (await (await api.get('/api/settings')).json()) as Record<string, unknown>;
  const restore = Object.fromEntries(Object.keys(change).map((key) => [key, before[key] ?? null]));
  const saved = await api.put('/api/settings', { data: change });
  expect(saved.ok(), await saved.text()).toBe(true);
  try {
    return await run();
  } finally {
    const back = await api.put('/api/settings', { data: restore });
    expect(back.ok(), await back.text()).toBe(true);
  }
}
