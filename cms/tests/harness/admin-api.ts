import type { CmsInstance } from './cms-process';
import { ADMIN_PANEL } from './cms-process';

/**
 * Talks to the Strapi admin API as an editor in /admin would (login, content-manager). The admin
 * login is rate limited, so the suite signs in once (global setup) and shares the token.
 */
export async function adminToken(cms: Pick<CmsInstance, 'url'> & { adminToken?: string }): Promise<string> {
  if (cms.adminToken) return cms.adminToken;
  const res = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_PANEL.email, password: ADMIN_PANEL.password }),
  });
  const json = (await res.json()) as { data?: { token?: string } };
  if (!res.ok || !json.data?.token) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(json)}`);
  return json.data.token;
}

export async function adminRequest(
  cms: Pick<CmsInstance, 'url'>,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await fetch(`${cms.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** Creates a staff account with one of our roles through the admin panel's Content Manager. */
export async function createStaffUser(
  cms: Pick<CmsInstance, 'url' | 'database'>,
  token: string,
  user: { username: string; password: string; role: string },
) {
  const [role] = await cms.database.query<{ id: number; document_id: string }>(
    `SELECT id, document_id FROM app_roles WHERE name = '${user.role.replace(/'/g, "''")}'`,
  );
  if (!role) throw new Error(`no role ${user.role}`);
  const [upRole] = await cms.database.query<{ id: number; document_id: string }>(
    `SELECT id, document_id FROM up_roles WHERE type = 'authenticated'`,
  );
  const res = await adminRequest(
    cms,
    token,
    'POST',
    '/content-manager/collection-types/plugin::users-permissions.user',
    {
      username: user.username,
      email: `${user.username}@test.local`,
      password: user.password,
      name: `Test ${user.username}`,
      confirmed: true,
      blocked: false,
      appRole: { connect: [{ id: role.id, documentId: role.document_id }] },
      role: { connect: [{ id: upRole.id, documentId: upRole.document_id }] },
    },
  );
  if (res.status >= 300) throw new Error(`create user failed: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}
