import crypto from 'node:crypto';
import type { CmsInstance } from './cms-process';
import { OWNER } from './cms-process';
import { adminRequest, adminToken, createStaffUser } from './admin-api';
import { Client } from './http';

// Each test file loads this module afresh; a random block keeps files from sharing client IPs.
let ipSeq = Math.floor(Math.random() * 50_000);
const nextIp = () => `10.77.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

/** Signed-in clients per role; accounts (and custom roles) are created through the Strapi admin API. */
export function staffFactory(cms: Pick<CmsInstance, 'url' | 'database'> & { adminToken?: string }) {
  let token: string | undefined;
  const tok = async () => (token ??= await adminToken(cms));

  return {
    async owner(): Promise<Client> {
      const client = Client.withIp(cms.url, nextIp());
      const res = await client.post('/api/auth/login', { username: OWNER.username, password: OWNER.password });
      if (res.status !== 200) throw new Error(`owner login ${res.status}`);
      return client;
    },

    /** A new account with the given role (seeded or custom), signed in. */
    async as(role: string): Promise<Client & { userId: number }> {
      const username = `${role}_${crypto.randomBytes(3).toString('hex')}`;
      await createStaffUser(cms, await tok(), { username, password: 'Staff-Pass-123', role });
      const client = Client.withIp(cms.url, nextIp()) as Client & { userId: number };
      const res = await client.post('/api/auth/login', { username, password: 'Staff-Pass-123' });
      if (res.status !== 200) throw new Error(`login as ${role}: ${res.status}`);
      client.userId = res.json.id;
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
