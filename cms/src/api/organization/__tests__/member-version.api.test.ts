import { describe, expect, it } from 'vitest';
import { CHANGED_ELSEWHERE } from '@hmti/contract';
import { adminRequest, adminToken } from '../../../../tests/harness/admin-api';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);

describe("a member's dashboard edit and an /admin edit made meanwhile", () => {
  it('the dashboard save over the newer version is refused, and overwrites nothing', async () => {
    const owner = await staff.owner();
    const created = await owner.post('/api/organization/members', {
      name: 'Anggota Bersamaan',
      position: 'Anggota',
      period: '2025-2026',
    });
    expect(created.status, created.text).toBe(201);
    // The dashboard's list is the public answer: it carries the version the form opens.
    const listed = (await owner.get('/api/organization/members?period=2025-2026')).json as Array<{
      id: number;
      updatedAt: string;
    }>;
    const opened = listed.find((m) => m.id === created.json.id)!.updatedAt;
    expect(opened).toBe(created.json.updatedAt);
    const [{ document_id: documentId }] = await cms.database.query<{ document_id: string }>(
      `SELECT document_id FROM org_members WHERE id = ${Number(created.json.id)}`,
    );
    const admin = await adminRequest(
      cms,
      await adminToken(cms),
      'PUT',
      `/content-manager/collection-types/api::organization.member/${documentId}`,
      { position: 'Bendahara' },
    );
    expect(admin.status, JSON.stringify(admin.json)).toBe(200);
    const stale = await owner.put(`/api/organization/members/${created.json.id}`, {
      name: 'Anggota Diganti',
      position: 'Anggota',
      period: '2025-2026',
      basedOn: opened,
    });
    expect(stale.status, stale.text).toBe(409);
    expect(stale.json.message).toBe(CHANGED_ELSEWHERE);
    const [kept] = await cms.database.query<{ name: string; position: string }>(
      `SELECT name, position FROM org_members WHERE id = ${Number(created.json.id)}`,
    );
    expect(kept).toEqual({ name: 'Anggota Bersamaan', position: 'Bendahara' });
    expect((await owner.delete(`/api/organization/members/${created.json.id}`)).status).toBe(200);
  });
});
