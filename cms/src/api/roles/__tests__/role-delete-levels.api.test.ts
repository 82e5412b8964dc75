import { describe, expect, it } from 'vitest';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);
const levels = async () =>
  (await cms.database.query<{ name: string; level: number }>('SELECT name, level FROM app_roles ORDER BY name')).map(
    (r) => `${r.name}:${Number(r.level)}`,
  );

describe('deleting a role keeps the levels contiguous', () => {
  it('the roles below a deleted role move up by one, so a later drag lands where it is dropped', async () => {
    const owner = await staff.owner();
    const before = await levels();
    const created = await owner.post('/api/roles/create-with-shift', {
      name: `temporary_${Date.now()}`,
      displayName: 'Sementara',
      level: 4,
      permissions: [],
    });
    expect(created.status).toBe(201);
    expect(await levels()).not.toEqual(before.concat(`${created.json.name}:4`).sort());
    const removed = await owner.delete(`/api/roles/${created.json.name}`);
    expect(removed.status).toBe(200);
    expect(await levels()).toEqual(before);
  });

  it('a role sharing the deleted level keeps it and nothing shifts', async () => {
    const owner = await staff.owner();
    const [{ level }] = await cms.database.query<{ level: number }>(
      "SELECT level FROM app_roles WHERE name = 'division_head'",
    );
    const twin = await staff.customRole(['dashboard.view'], Number(level));
    const before = await levels();
    expect((await owner.delete(`/api/roles/${twin}`)).status).toBe(200);
    expect(await levels()).toEqual(before.filter((l) => !l.startsWith(`${twin}:`)));
  });

  it('a system role cannot be deleted, whoever asks', async () => {
    const owner = await staff.owner();
    const before = await levels();
    const res = await owner.delete('/api/roles/division_head');
    expect([res.status, res.json.message]).toEqual([400, 'Role sistem tidak dapat dihapus.']);
    expect(await levels()).toEqual(before);
  });
});
