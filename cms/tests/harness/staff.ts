import crypto from 'node:crypto';
import type { CmsInstance } from './cms-process';
import { OWNER } from './cms-process';
import { adminRequest, adminToken, createStaffUser } from './admin-api';
import { Client } from './http';

// Each test file loads this module afresh; a random block keeps files from sharing client IPs.
let ipSeq = Math.floor(Math.random() * 50_000);
const nextIp = () => `10.77.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

/** The password of every account `as()` makes. */
export const STAFF_PASSWORD = 'Staff-Pass-123';

async function signInOwner(url: string): Promise<Client> {
  const client = Client.withIp(url, nextIp());
  const res = await client.post('/api/auth/login', { username: OWNER.username, password: OWNER.password });
  if (res.status === 429)
    throw new Error(
      'owner login 429: the owner account is locked on this cms; an earlier test sent it wrong passwords (sign-in, or a form asking for the current password) — give such tests an account of their own',
    );
  if (res.status !== 200) throw new Error(`owner login ${res.status}`);
  return client;
}

/**
 * Signed-in clients per role. Accounts are made by the owner in the dashboard's user management (POST /api/users),
 * division heads with the first division it offers; custom roles through the Strapi admin API.
 */
export function staffFactory(cms: Pick<CmsInstance, 'url' | 'database'> & { adminToken?: string }) {
  let token: string | undefined;
  const tok = async () => (token ??= await adminToken(cms));
  let manager: Promise<Client> | undefined;

  /** The owner adds the account; a test may have ended the owner's session since the last one, so once more then. */
  const addAccount = async (username: string, role: string) => {
    const body = {
      username,
      email: `${username}@test.local`,
      name: `Test ${username}`,
      password: STAFF_PASSWORD,
      confirmPassword: STAFF_PASSWORD,
      role,
    };
    let res = await (await (manager ??= signInOwner(cms.url))).post('/api/users', body);
    if (res.status === 401) res = await (await (manager = signInOwner(cms.url))).post('/api/users', body);
    if (res.status !== 201) throw new Error(`create ${role} user: ${res.status} ${JSON.stringify(res.json)}`);
  };

  return {
    owner: () => signInOwner(cms.url),

    /** A new account with the given role (seeded or custom), signed in. */
    async as(role: string): Promise<Client & { userId: number; username: string }> {
      const username = `${role}_${crypto.randomBytes(3).toString('hex')}`;
      if (role === 'division_head')
        await createStaffUser(cms, await tok(), { username, password: STAFF_PASSWORD, role });
      else await addAccount(username, role);
      const client = Client.withIp(cms.url, nextIp()) as Client & { userId: number; username: string };
      const res = await client.post('/api/auth/login', { username, password: STAFF_PASSWORD });
      if (res.status !== 200) throw new Error(`login as ${role}: ${res.status}`);
      client.userId = res.json.id;
      client.username = username;
      return client;
    },

    /** A custom role with exactly these permissions (made in the admin panel, as an editor could). */
    async customRole(permissions: string[], level = 8): Promise<string> {
      const name = `custom_${crypto.randomBytes(3).toString('hex')}`;
      const res = await adminRequest(cms, await tok(), 'POST', '/content-manager/collection-types/api::roles.role', {
        name,
        displayName: name,
        level,
        permissions,
      });
      if (res.status >= 300) throw new Error(`create role: ${res.status} ${JSON.stringify(res.json)}`);
      return name;
    },
  };
}
