import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, adminToken } from '../harness/admin-api';
import { OWNER, startCms, type CmsInstance } from '../harness/cms-process';
import { Client } from '../harness/http';

const CM = '/content-manager/collection-types';
const require = createRequire(import.meta.url);

/** Dates one activity entry 400 days back, as if it had been written then (the cms is stopped meanwhile). */
async function backdateActivity(cms: CmsInstance, id: number) {
  if (cms.database.kind === 'sqlite') {
    const Database = require('better-sqlite3');
    const db = new Database(cms.database.env.DATABASE_FILENAME);
    db.prepare('UPDATE activities SET timestamp = ? WHERE id = ?').run(Date.now() - 400 * 86_400_000, id);
    db.close();
    return;
  }
  const { Client: PgClient } = require('pg');
  const client = new PgClient({ connectionString: cms.database.env.DATABASE_URL });
  await client.connect();
  await client.query(`UPDATE activities SET timestamp = NOW() - INTERVAL '400 days' WHERE id = ${id}`);
  await client.end();
}

// What an operator with the Super Admin account can do in /admin must never stop the next boot (the
// seeding at start-up meets whatever state the admin door left).
describe('after changes through the admin panel, the cms restarts and serves', () => {
  let cms: CmsInstance;
  beforeAll(async () => {
    cms = await startCms();
  }, 180_000);
  afterAll(async () => {
    await cms?.stop();
    await cms?.database.drop();
  });

  it('delete the owner role, re-level a system role, try to delete the settings, widen the Editor role, then restart', async () => {
    const token = await adminToken(cms);
    const doc = async (table: string, where: string) =>
      (await cms.database.query<{ document_id: string }>(`SELECT document_id FROM ${table} WHERE ${where}`))[0]
        .document_id;
    // Each of these is what an admin tried; some are refused, the rest are accepted.
    await adminRequest(cms, token, 'DELETE', `${CM}/api::roles.role/${await doc('app_roles', "name = 'owner'")}`);
    await adminRequest(cms, token, 'PUT', `${CM}/api::roles.role/${await doc('app_roles', "name = 'division_head'")}`, {
      level: 1,
    });
    await adminRequest(cms, token, 'PUT', `${CM}/api::roles.role/${await doc('app_roles', "name = 'admin'")}`, {
      name: 'administrator',
    });
    await adminRequest(cms, token, 'DELETE', '/content-manager/single-types/api::settings.setting');
    await adminRequest(cms, token, 'DELETE', '/content-manager/single-types/api::settings.middleware-setting');
    // The singletons are kept (the deletes above are refused); editing them is what the admin door may do.
    expect([await cms.database.count('site_settings'), await cms.database.count('middleware_settings')]).toEqual([
      1, 1,
    ]);
    await adminRequest(cms, token, 'PUT', '/content-manager/single-types/api::settings.setting', {
      footerText: 'Diubah di panel admin',
    });
    await adminRequest(
      cms,
      token,
      'PUT',
      `${CM}/api::organization.division/${await doc('org_divisions', "name = 'senor'")}`,
      {
        sortOrder: 0,
      },
    );
    await adminRequest(cms, token, 'POST', `${CM}/api::roles.role`, {
      name: 'owner_two',
      displayName: 'Owner two',
      level: 1,
    });
    await adminRequest(
      cms,
      token,
      'DELETE',
      `${CM}/api::organization.division/${await doc('org_divisions', "name = 'medinfo'")}`,
    );
    // A hand change widening the Editor role in Settings → Roles…
    const roles = await adminRequest(cms, token, 'GET', '/admin/roles');
    const editorRole = (roles.json.data as Array<{ id: number; code: string }>).find((r) => r.code === 'strapi-editor');
    const granted = await adminRequest(cms, token, 'GET', `/admin/roles/${editorRole?.id}/permissions`);
    const widened = await adminRequest(cms, token, 'PUT', `/admin/roles/${editorRole?.id}/permissions`, {
      permissions: [
        ...granted.json.data.map((p: Record<string, unknown>) => ({
          action: p.action,
          subject: p.subject,
          properties: p.properties,
          conditions: p.conditions,
        })),
        {
          action: 'plugin::content-manager.explorer.read',
          subject: 'api::roles.role',
          properties: { fields: ['name', 'level'] },
          conditions: [],
        },
      ],
    });
    expect(widened.status).toBe(200);
    const ownerRoles = await cms.database.count('app_roles', "name = 'owner' AND level = 1");
    expect(ownerRoles).toBe(1);

    const ids = (await cms.database.query<{ id: number }>('SELECT id FROM activities ORDER BY id')).map((r) =>
      Number(r.id),
    );
    expect(ids.length).toBeGreaterThan(1);

    await cms.stop();
    await backdateActivity(cms, ids[0]);
    cms = await startCms({ workDir: cms.workDir, database: cms.database });
    expect((await fetch(`${cms.url}/_health`)).status).toBe(204);
    expect((await fetch(`${cms.url}/api/settings`)).status).toBe(200);
    const owner = Client.withIp(cms.url, '10.93.0.1');
    const login = await owner.post('/api/auth/login', { username: OWNER.username, password: OWNER.password });
    expect(login.status).toBe(200);
    expect(login.json.role).toBe('owner');
    // The pruning job (ACTIVITY_RETENTION_DAYS, default 365) ran at start: only the 400-day-old entry went.
    const left = (await cms.database.query<{ id: number }>('SELECT id FROM activities ORDER BY id')).map((r) =>
      Number(r.id),
    );
    expect(left.slice(0, ids.length - 1)).toEqual(ids.slice(1));
    // …is gone after the restart: the Editor role is set in code at every boot.
    const after = await adminRequest(cms, await adminToken(cms), 'GET', `/admin/roles/${editorRole?.id}/permissions`);
    expect(after.json.data.filter((p: { subject: string }) => p.subject === 'api::roles.role')).toEqual([]);
    expect(after.json.data.some((p: { subject: string }) => p.subject === 'api::articles.article')).toBe(true);
  });
});
