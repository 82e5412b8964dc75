import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSITION_DUPLICATE } from '@hmti/contract';
import { adminRequest, adminToken } from '../../../../tests/harness/admin-api';
import { startCms, OWNER, type CmsInstance } from '../../../../tests/harness/cms-process';
import { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);
const CM = '/content-manager/collection-types';
const LAST_PERIOD = 'Periode terakhir tidak dapat dihapus.';
// Periods of this file's own, far from the seeded ones.
const GONE = '1995-1996';
const OLD_NAME = '1996-1997';
const NEW_NAME = '1997-1998';
const LISTED = '1998-1999';

const periodDoc = async (db: Pick<CmsInstance, 'database'>, name: string) => {
  const [row] = await db.database.query<{ document_id: string }>(
    `SELECT document_id FROM org_periods WHERE name = '${name}'`,
  );
  return row.document_id;
};

describe("a period's positions belong to it, whichever door changes it", () => {
  let owner: Client;
  const suffix = crypto.randomBytes(3).toString('hex');
  const names = [`Ketua ${suffix}`, `Sekretaris ${suffix}`];
  const admin = (method: string, path: string, body?: unknown) => adminRequest(cms, cms.adminToken, method, path, body);
  const positionsOf = async (period: string) =>
    ((await owner.get(`/api/organization/positions/${period}`)).json as Array<{ name: string }>).map((p) => p.name);

  beforeAll(async () => {
    owner = await staff.owner();
    for (const period of [GONE, OLD_NAME, LISTED]) {
      expect((await owner.post('/api/organization/periods', { period })).status).toBe(201);
      const saved = await owner.post('/api/organization/positions', { period, positions: names });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    }
  });

  afterAll(async () => {
    for (const period of [GONE, OLD_NAME, NEW_NAME, LISTED]) await owner.delete(`/api/organization/periods/${period}`);
  });

  it('deleted in /admin, a period takes its positions: the Divisions tab no longer offers them, re-creating it brings none back', async () => {
    const res = await admin('DELETE', `${CM}/api::organization.period/${await periodDoc(cms, GONE)}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await cms.database.count('org_positions', `period = '${GONE}'`)).toBe(0);
    // Still offered while another period of this file lists them; gone from there too, they are offered no more.
    expect((await owner.post('/api/organization/positions', { period: OLD_NAME, positions: [] })).status).toBe(200);
    expect((await owner.post('/api/organization/positions', { period: LISTED, positions: [] })).status).toBe(200);
    const offered = (await owner.get('/api/divisions/available-positions')).json as string[];
    expect(offered.filter((n) => names.includes(n))).toEqual([]);
    expect((await owner.post('/api/organization/periods', { period: GONE })).status).toBe(201);
    expect(await positionsOf(GONE)).toEqual([]);
    // Put back for the tests below.
    for (const period of [OLD_NAME, LISTED])
      expect((await owner.post('/api/organization/positions', { period, positions: names })).status).toBe(200);
  });

  it('renamed in /admin, a period keeps its positions under its new name', async () => {
    const res = await admin('PUT', `${CM}/api::organization.period/${await periodDoc(cms, OLD_NAME)}`, {
      name: NEW_NAME,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await positionsOf(NEW_NAME)).toEqual(names);
    expect(await cms.database.count('org_positions', `period = '${OLD_NAME}'`)).toBe(0);
  });

  it('a position a period lists already (in any case) is refused in /admin with the dashboard’s words; Save Order keeps working', async () => {
    const duplicates: Array<[string, string, Record<string, unknown>]> = [
      ['POST', `${CM}/api::organization.position`, { period: LISTED, name: names[0].toUpperCase(), order: 3 }],
      ['POST', `${CM}/api::organization.position`, { period: LISTED, name: ` ${names[1]} `, order: 3 }],
    ];
    const [second] = await cms.database.query<{ document_id: string }>(
      `SELECT document_id FROM org_positions WHERE period = '${LISTED}' AND name = '${names[1]}'`,
    );
    duplicates.push([
      'PUT',
      `${CM}/api::organization.position/${second.document_id}`,
      { name: names[0].toLowerCase() },
    ]);
    for (const [method, path, body] of duplicates) {
      const res = await admin(method, path, body);
      expect([res.status, res.json?.error?.message], JSON.stringify(body)).toEqual([400, POSITION_DUPLICATE]);
    }
    expect(await positionsOf(LISTED)).toEqual(names);
    // The same name in another period, and a new name, are fine.
    const other = await admin('POST', `${CM}/api::organization.position`, {
      period: NEW_NAME,
      name: 'Bendahara',
      order: 3,
    });
    expect(other.status, JSON.stringify(other.json)).toBe(201);
    const added = await admin('POST', `${CM}/api::organization.position`, {
      period: LISTED,
      name: 'Bendahara',
      order: 3,
    });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    const order = await owner.post('/api/organization/positions', {
      period: LISTED,
      basedOn: [...names, 'Bendahara'],
      positions: ['Bendahara', ...names],
    });
    expect(order.status, JSON.stringify(order.json)).toBe(200);
  });
});

// The last period can only be reached by emptying the site: on a cms of this test's own.
describe('the last period stays, through the dashboard and /admin alike', () => {
  let own: CmsInstance;
  beforeAll(async () => {
    own = await startCms();
  });
  afterAll(async () => {
    await own?.stop();
    await own?.database.drop();
  });

  it('is refused with the same words at both doors; the period before it was deleted with its positions', async () => {
    const owner = Client.withIp(own.url, '10.62.0.1');
    expect((await owner.post('/api/auth/login', OWNER)).status).toBe(200);
    const periods = (await owner.get('/api/organization/periods')).json as string[];
    for (const period of periods)
      for (const m of (await owner.get(`/api/organization/members?period=${period}`)).json as Array<{ id: number }>)
        expect((await owner.delete(`/api/organization/members/${m.id}`)).status).toBe(200);
    // All at once (the Content Manager's bulk delete runs the deletes side by side): refused as a whole.
    const bulk = await adminRequest(
      own,
      await adminToken(own),
      'POST',
      `${CM}/api::organization.period/actions/bulkDelete`,
      {
        documentIds: await Promise.all(periods.map((p) => periodDoc(own, p))),
      },
    );
    expect([bulk.status, bulk.json?.error?.message]).toEqual([400, LAST_PERIOD]);
    expect(await own.database.count('org_periods')).toBe(periods.length);
    const last = periods.pop() as string;
    for (const period of periods) {
      expect((await owner.delete(`/api/organization/periods/${period}`)).status).toBe(200);
      expect(await own.database.count('org_positions', `period = '${period}'`)).toBe(0);
    }

    const viaApi = await owner.delete(`/api/organization/periods/${last}`);
    const viaAdmin = await adminRequest(
      own,
      await adminToken(own),
      'DELETE',
      `${CM}/api::organization.period/${await periodDoc(own, last)}`,
    );
    expect({
      api: [viaApi.status, viaApi.json.message],
      admin: [viaAdmin.status, viaAdmin.json?.error?.message],
    }).toEqual({ api: [400, LAST_PERIOD], admin: [400, LAST_PERIOD] });
    expect(await own.database.count('org_periods')).toBe(1);
    expect(await own.database.count('org_positions', `period = '${last}'`)).toBeGreaterThan(0);
  });
});
