import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);
let owner: Client;
const roleOf = async (userId: number) =>
  ((await owner.get('/api/users')).json as Array<{ id: number; role: string }>).find((u) => u.id === userId)?.role;

const CONTAINMENT = 'Anda tidak dapat mengelola user atau role yang memiliki izin yang tidak Anda miliki.';
const ROLE_NEEDS_ASSIGN = 'Role hanya dapat diubah dengan izin roles.assign.';

describe('the hierarchy rule contains permissions, and roles change only through roles.assign', () => {
  let editor: Client & { userId: number };
  let strong: Client & { userId: number };
  let weak: Client & { userId: number };
  let strongRole: string;
  let weakRole: string;
  let otherWeakRole: string;

  beforeAll(async () => {
    owner = await staff.owner();
    // Level 7 may edit users (level rule passes for level 10) but holds no settings.edit.
    editor = await staff.as(
      await staff.customRole(['dashboard.view', 'users.view', 'users.view_others', 'users.edit'], 7),
    );
    strongRole = await staff.customRole(['dashboard.view', 'settings.edit'], 10);
    weakRole = await staff.customRole(['dashboard.view'], 11);
    otherWeakRole = await staff.customRole(['dashboard.view', 'users.view'], 11);
    strong = await staff.as(strongRole);
    weak = await staff.as(weakRole);
  });

  it('a level-7 user with users.edit cannot reset the password of a lower user who holds settings.edit', async () => {
    const res = await editor.put(`/api/users/${strong.userId}`, {
      password: 'Taken-Over-123',
      confirmPassword: 'Taken-Over-123',
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(CONTAINMENT);
    const login = await new Client(cms.url).post('/api/auth/login', {
      username: (await strong.get('/api/auth/me')).json.username,
      password: 'Taken-Over-123',
    });
    expect(login.status).toBe(401);
    expect((await editor.put(`/api/users/${strong.userId}`, { name: 'Diambil alih' })).status).toBe(403);
  });

  it('PUT /api/users/{id} with a role needs roles.assign; the role stays', async () => {
    const res = await editor.put(`/api/users/${weak.userId}`, { role: otherWeakRole });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(ROLE_NEEDS_ASSIGN);
    expect(await roleOf(weak.userId)).toBe(weakRole);
    // The same user's other fields are editable: its permissions are contained in the editor's.
    const ok = await editor.put(`/api/users/${weak.userId}`, { name: 'Nama Baru', role: weakRole });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.name).toBe('Nama Baru');
  });

  it('roles.assign cannot hand out (or take away) a role holding permissions the assigner lacks', async () => {
    const assigner = await staff.as(
      await staff.customRole(['dashboard.view', 'users.view', 'users.view_others', 'roles.assign'], 7),
    );
    const give = await assigner.put(`/api/users/${weak.userId}/role`, { role: strongRole });
    expect(give.status).toBe(403);
    expect(give.json.message).toBe(CONTAINMENT);
    expect(await roleOf(weak.userId)).toBe(weakRole);
    const take = await assigner.put(`/api/users/${strong.userId}/role`, { role: weakRole });
    expect(take.status).toBe(403);
    expect(await roleOf(strong.userId)).toBe(strongRole);
    const fine = await assigner.put(`/api/users/${weak.userId}/role`, { role: otherWeakRole });
    expect(fine.status, fine.text).toBe(200);
    expect(await roleOf(weak.userId)).toBe(otherWeakRole);
    expect((await assigner.get('/api/roles/assignable')).json.roles.map((r: { name: string }) => r.name)).not.toContain(
      strongRole,
    );
  });

  it('roles.edit cannot edit or delete a lower role whose permissions are not contained', async () => {
    const roleEditor = await staff.as(
      await staff.customRole(['dashboard.view', 'roles.view', 'roles.edit', 'roles.delete'], 7),
    );
    const [row] = await cms.database.query<{ id: number }>(`SELECT id FROM app_roles WHERE name = '${strongRole}'`);
    const edit = await roleEditor.put(`/api/roles/${row.id}`, { displayName: 'Direbut' });
    expect(edit.status).toBe(403);
    expect(edit.json.message).toBe(CONTAINMENT);
    const strip = await roleEditor.put(`/api/roles/${row.id}`, { permissions: ['dashboard.view'] });
    expect(strip.status).toBe(403);
    const [after] = await cms.database.query<{ display_name: string; permissions: unknown }>(
      `SELECT display_name, permissions FROM app_roles WHERE id = ${row.id}`,
    );
    expect(after.display_name).toBe(strongRole);
    expect(JSON.stringify(after.permissions)).toContain('settings.edit');
  });

  it('the owner is excepted: it may reset any lower user', async () => {
    const res = await owner.put(`/api/users/${strong.userId}`, { name: 'Diubah Owner' });
    expect(res.status, res.text).toBe(200);
  });
});
