import crypto from 'node:crypto';
import { expect, request, type APIRequestContext } from '@playwright/test';
import { LEADERSHIP_DIVISION } from '@hmti/contract';

/** Accounts the end-to-end site is started with (scripts/e2e-server.mjs). */
export const OWNER = { username: 'owner', password: 'E2E-Owner-Pass-123' };
export const ADMIN = { email: 'admin@himatif.local', password: 'E2E-Admin-Pass-123' };

/** The Strapi admin API lives on the cms; E2E_CMS_URL is only needed when pages come from a Vite dev server. */
export const cmsUrl = (baseURL: string | undefined) => process.env.E2E_CMS_URL ?? baseURL;

/**
 * A site account with one of the site's roles, added by the owner in the dashboard's user management
 * (`POST /api/users`, on `api`'s own cookie jar): the Strapi admin panel changes no site account. A division head
 * gets the first division the dashboard offers.
 */
export async function addStaffAccount(
  api: APIRequestContext,
  baseURL: string | undefined,
  account: { username: string; password: string; name: string },
  role: string,
) {
  const headers = { Origin: new URL(baseURL ?? '').origin };
  const login = await api.post('/api/auth/login', { headers, data: OWNER });
  expect(login.ok(), await login.text()).toBe(true);
  const data = { ...account, email: `${account.username}@test.local`, role };
  let res = await api.post('/api/users', { headers, data });
  // A division head leads one of the divisions (the leadership's aside): the first one then.
  if (!res.ok() && ((await res.json()) as { field?: string }).field === 'division') {
    const divisions = (await (await api.get('/api/organization/divisions')).json()) as Array<{ name: string }>;
    const division = divisions.find((d) => d.name !== LEADERSHIP_DIVISION)?.name;
    res = await api.post('/api/users', { headers, data: { ...data, division } });
  }
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * A new staff account of its own (`prefix` and a random suffix; `name` the same), with a seeded role, added by the owner
 * on a request context of its own (the owner's own sessions are not touched).
 */
export async function newStaffAccount(
  baseURL: string | undefined,
  role: string,
  { prefix, name = 'Ketua Divisi' }: { prefix: string; name?: string },
) {
  const setup = await request.newContext({ baseURL: cmsUrl(baseURL) });
  try {
    const suffix = crypto.randomBytes(3).toString('hex');
    const account = { username: `${prefix}${suffix}`, password: 'Staff-Pass-123', name: `${name} ${suffix}` };
    await addStaffAccount(setup, baseURL, account, role);
    return account;
  } finally {
    await setup.dispose();
  }
}

/**
 * A role of one test's own, below every other role, added by the owner as the Roles screen adds one (`api` is signed in
 * as the owner): a rule a test sets for it (two-factor, permissions) touches no other test's accounts. Its id.
 */
export async function addBottomRole(
  api: APIRequestContext,
  role: { name: string; displayName: string; permissions: string[] },
  headers: Record<string, string> = {},
) {
  const levels = (await (await api.get('/api/roles/levels')).json()) as Array<{ level: number }>;
  const created = await api.post('/api/roles/create-with-shift', {
    headers,
    data: { ...role, level: Math.max(...levels.map((l) => l.level)) + 1 },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}
