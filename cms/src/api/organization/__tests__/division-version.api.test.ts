import { describe, expect, it } from 'vitest';
import { CHANGED_ELSEWHERE } from '@hmti/contract';
import { adminRequest, adminToken } from '../../../../tests/harness/admin-api';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);

describe("a division's dashboard edit and an /admin edit made meanwhile", () => {
  it('the dashboard save over the newer version is refused and overwrites nothing; over the current one it saves', async () => {
    const owner = await staff.owner();
    const created = await owner.post('/api/divisions', { displayName: 'Divisi Bersamaan' });
    expect(created.status, created.text).toBe(201);
    // The dashboard's list carries the version the form opens.
    const listed = (await owner.get('/api/divisions')).json as Array<{ id: number; updatedAt: string }>;
    const opened = listed.find((d) => d.id === created.json.id)!.updatedAt;
    expect(opened).toBe(created.json.updatedAt);
    const [{ document_id: documentId }] = await cms.database.query<{ document_id: string }>(
      `SELECT document_id FROM org_divisions WHERE id = ${Number(created.json.id)}`,
    );
    const admin = await adminRequest(
      cms,
      await adminToken(cms),
      'PUT',
      `/content-manager/collection-types/api::organization.division/${documentId}`,
      { description: 'Ditulis di /admin' },
    );
    expect(admin.status, JSON.stringify(admin.json)).toBe(200);
    const edit = { displayName: 'Divisi Diganti', description: '', positions: [], color: '#112233', logo: '' };
    const stale = await owner.put(`/api/divisions/${created.json.id}`, { ...edit, basedOn: opened });
    expect(stale.status, stale.text).toBe(409);
    expect(stale.json.message).toBe(CHANGED_ELSEWHERE);
    const [kept] = await cms.database.query<{ display_name: string; description: string }>(
      `SELECT display_name, description FROM org_divisions WHERE id = ${Number(created.json.id)}`,
    );
    expect(kept).toEqual({ display_name: 'Divisi Bersamaan', description: 'Ditulis di /admin' });

    // Opened again (the newer version): the same save goes through.
    const current = (await owner.get('/api/divisions')).json as Array<{ id: number; updatedAt: string }>;
    const basedOn = current.find((d) => d.id === created.json.id)!.updatedAt;
    const saved = await owner.put(`/api/divisions/${created.json.id}`, { ...edit, basedOn });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ displayName: 'Divisi Diganti', color: '#112233' });
    expect((await owner.delete(`/api/divisions/${created.json.id}`)).status).toBe(200);
  });
});
