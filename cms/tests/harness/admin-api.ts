import { LEADERSHIP_DIVISION } from '@hmti/contract';
import type { CmsInstance } from './cms-process';
import { ADMIN_PANEL, OWNER } from './cms-process';
import { Client, type ApiJson } from './http';
import { tinyPng } from './fake-drive.mjs';

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

/** The Media Library's upload, as the admin panel sends it: `files` plus a `fileInfo` JSON. */
export async function mediaLibraryUpload(
  cms: Pick<CmsInstance, 'url'>,
  token: string,
  bytes: Buffer | string,
  name: string,
  type: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.append('fileInfo', JSON.stringify({ name, caption: null, alternativeText: null, folder: null }));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('files', new Blob([bytes], { type }), name);
  const res = await fetch(`${cms.url}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  let json: ApiJson = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: the assertions on status and message report the text
  }
  return { status: res.status, json, text };
}

/**
 * A new picture in the Media Library, as an article written in /admin gets its Cover image (the address field beside
 * it is read-only there): the file's id.
 */
export async function adminCoverPicture(cms: Pick<CmsInstance, 'url'>, token: string): Promise<number> {
  const name = `sampul-${Math.random().toString(16).slice(2, 10)}.png`;
  const res = await mediaLibraryUpload(cms, token, tinyPng(40, 120, 200, 32), name, 'image/png');
  if (res.status !== 201) throw new Error(`Media Library upload failed: ${res.status} ${res.text}`);
  return (res.json as Array<{ id: number }>)[0].id;
}

/** The owner's signed-in client per cms (one sign-in per file, not one per account made). */
const owners = new Map<string, Promise<Client>>();
function ownerOf(url: string): Promise<Client> {
  let owner = owners.get(url);
  if (!owner) {
    owner = (async () => {
      const client = Client.withIp(
        url,
        `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
      );
      const res = await client.post('/api/auth/login', { username: OWNER.username, password: OWNER.password });
      if (res.status !== 200) throw new Error(`owner login failed: ${res.status} ${res.text}`);
      return client;
    })();
    owner.catch(() => owners.delete(url));
    owners.set(url, owner);
  }
  return owner;
}

/**
 * Creates a staff account with one of our roles as the owner does in the dashboard's user management
 * (POST /api/users): the admin panel changes no site account. A division head gets the first division the
 * dashboard offers. `_token` is kept for the callers' sake (accounts were made in the admin panel before).
 */
export async function createStaffUser(
  cms: Pick<CmsInstance, 'url'>,
  _token: string,
  user: { username: string; password: string; role: string },
) {
  const body = {
    username: user.username,
    email: `${user.username}@test.local`,
    name: `Test ${user.username}`,
    password: user.password,
    confirmPassword: user.password,
    role: user.role,
  };
  const post = async (data: Record<string, unknown>) => {
    const res = await (await ownerOf(cms.url)).post('/api/users', data);
    if (res.status !== 401) return res;
    // A test may have ended the owner's session meanwhile: once more with a new one.
    owners.delete(cms.url);
    return (await ownerOf(cms.url)).post('/api/users', data);
  };
  let res = await post(body);
  // A division head leads one of the divisions (the leadership's aside): the first one then.
  if (res.status === 400 && res.json?.field === 'division') {
    const divisions = (await (await fetch(`${cms.url}/api/organization/divisions`)).json()) as Array<{ name: string }>;
    res = await post({ ...body, division: divisions.find((d) => d.name !== LEADERSHIP_DIVISION)?.name });
  }
  if (res.status !== 201) throw new Error(`create user failed: ${res.status} ${res.text}`);
  return res.json;
}
