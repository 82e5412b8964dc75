import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../../../tests/harness/http';
import { OWNER } from '../../../../tests/harness/cms-process';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';
import { ROLE_CANNOT_MOVE, ROLE_CANNOT_MOVE_INTO } from '@hmti/contract';

const cms = sharedCms();
const staff = staffFactory(cms);
const roleLevels = async () =>
  Object.fromEntries(
    (await cms.database.query<{ name: string; level: number }>('SELECT name, level FROM app_roles')).map((r) => [
      r.name,
      Number(r.level),
    ]),
  );

describe('classic escalations are refused', () => {
  let admin: Client & { userId: number };
  let chair: Client & { userId: number };
  beforeAll(async () => {
    admin = await staff.as('admin');
    chair = await staff.as('chair');
  });

  it('an admin cannot make itself (or anyone) owner', async () => {
    const viaRole = await admin.put(`/api/users/${admin.userId}/role`, { role: 'owner' });
    expect(viaRole.status).toBe(403);
    const viaEdit = await admin.put(`/api/users/${admin.userId}`, { role: 'owner' });
    expect(viaEdit.status).toBe(403);
    const other = await staff.as('bph');
    expect((await admin.put(`/api/users/${other.userId}/role`, { role: 'owner' })).status).toBe(403);
    expect(
      (await admin.post('/api/users', { username: `x${Date.now()}`, password: 'Secret-123', role: 'owner' })).status,
    ).toBe(403);
    expect((await admin.get('/api/auth/me')).json.role).toBe('admin');
  });

  it("one's own username, email and password change only in Profile, which asks for the current password", async () => {
    const owner = await staff.owner();
    const me = (await owner.get('/api/auth/me')).json as { id: number; username: string; name: string };
    const message = 'Ubah username, email atau password akun Anda sendiri di Settings → Profile.';
    for (const change of [
      { username: `${me.username}_lain` },
      { username: me.username, email: 'pengambil-alih@example.org' },
      { username: me.username, password: 'Diambil-Alih-123', confirmPassword: 'Diambil-Alih-123' },
    ]) {
      const res = await owner.put(`/api/users/${me.id}`, change);
      expect([res.status, res.json.message], JSON.stringify(change)).toEqual([403, message]);
    }
    expect((await owner.get('/api/auth/me')).json.username).toBe(me.username);
    // The rest of one's own row, and the same login details sent back unchanged, save as before: an email stored
    // with capitals (a seeded OWNER_EMAIL) comes back from the form as it is shown.
    const [row] = await cms.database.query<{ email: string }>(`SELECT email FROM up_users WHERE id = ${me.id}`);
    await cms.database.write(`UPDATE up_users SET email = 'Pemilik@Contoh.Org' WHERE id = ${me.id}`);
    try {
      const list = (await owner.get('/api/users')).json as Array<{ id: number; email: string }>;
      const shown = list.find((u) => u.id === me.id)!;
      const named = await owner.put(`/api/users/${me.id}`, {
        username: me.username,
        name: me.name,
        email: shown.email,
      });
      expect(named.status, named.text).toBe(200);
    } finally {
      await cms.database.write(`UPDATE up_users SET email = '${row.email}' WHERE id = ${me.id}`);
    }
  });

  it("another owner's username, email and password change only in their own Profile; their name saves", async () => {
    const owner = await staff.owner();
    // A second owner-level account (an import or a seed can leave one; no one can assign the owner role).
    const co = await staff.as('bph');
    const role = async (name: string) =>
      (await cms.database.query<{ id: number }>(`SELECT id FROM app_roles WHERE name = '${name}'`))[0].id;
    const setRole = async (name: string) =>
      cms.database.write(`UPDATE up_users_app_role_lnk SET role_id = ${await role(name)} WHERE user_id = ${co.userId}`);
    await setRole('owner');
    try {
      const message =
        'Username, email dan password owner lain hanya dapat diubah oleh pemiliknya di Settings → Profile.';
      for (const change of [
        { username: `${co.username}_x` },
        { username: co.username, email: 'pengambil-alih@example.org' },
        { username: co.username, password: 'Diambil-Alih-123', confirmPassword: 'Diambil-Alih-123' },
      ]) {
        const res = await owner.put(`/api/users/${co.userId}`, change);
        expect([res.status, res.json.message], JSON.stringify(change)).toEqual([403, message]);
      }
      const named = await owner.put(`/api/users/${co.userId}`, { username: co.username, name: 'Owner Kedua' });
      expect(named.status, named.text).toBe(200);
      // Their own sign-in still works: nothing was changed behind their back.
      expect((await co.get('/api/auth/me')).json.name).toBe('Owner Kedua');
    } finally {
      await setRole('bph');
      await owner.delete(`/api/users/${co.userId}`);
    }
  });

  it('an admin cannot create a role at or above its own level', async () => {
    const before = await roleLevels();
    for (const level of [1, 2]) {
      const res = await admin.post('/api/roles/create-with-shift', {
        name: `evil_${level}`,
        displayName: 'Evil',
        level,
        permissions: [],
      });
      expect(res.status).toBe(403);
      expect(res.json.message).toBe('Anda hanya dapat membuat role dengan level lebih rendah dari level Anda');
    }
    expect(await roleLevels()).toEqual(before);
  });

  it('the chair cannot edit an admin', async () => {
    expect((await chair.put(`/api/users/${admin.userId}`, { name: 'Diambil alih' })).status).toBe(403);
  });

  it('nobody deletes themselves or the owner', async () => {
    const self = await admin.delete(`/api/users/${admin.userId}`);
    expect(self.status).toBe(403);
    expect(self.json.message).toBe('Tidak dapat menghapus akun sendiri.');
    const [ownerRow] = await cms.database.query<{ id: number }>(
      `SELECT id FROM up_users WHERE username = '${OWNER.username}'`,
    );
    const ownerDelete = await admin.delete(`/api/users/${ownerRow.id}`);
    expect(ownerDelete.status).toBe(403);
    expect(ownerDelete.json.message).toBe('Tidak dapat menghapus owner.');
  });

  it('a role cannot be granted a permission its creator lacks', async () => {
    const creator = await staff.as(await staff.customRole(['dashboard.view', 'roles.create', 'roles.view'], 7));
    const res = await creator.post('/api/roles/create-with-shift', {
      name: `sneaky_${Date.now()}`,
      displayName: 'Sneaky',
      level: 9,
      permissions: ['users.delete'],
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toContain('Anda tidak dapat memberikan izin yang tidak Anda miliki');
    const ok = await creator.post('/api/roles/create-with-shift', {
      name: `honest_${Date.now()}`,
      displayName: 'Honest',
      level: 9,
      permissions: ['dashboard.view'],
    });
    expect(ok.status).toBe(201);
  });

  it('a role holding a permission its editor lacks cannot be edited at all; adding one the editor lacks is refused', async () => {
    const editor = await staff.as(await staff.customRole(['dashboard.view', 'roles.edit', 'roles.view'], 7));
    const stronger = await staff.customRole(['users.delete'], 150);
    const keep = await editor.put(`/api/roles/${stronger}`, { description: 'Diubah', permissions: ['users.delete'] });
    expect(keep.status).toBe(403);
    expect(keep.json.message).toBe(
      'Anda tidak dapat mengelola user atau role yang memiliki izin yang tidak Anda miliki.',
    );
    const contained = await staff.customRole(['dashboard.view'], 150);
    const ok = await editor.put(`/api/roles/${contained}`, { description: 'Diubah', permissions: ['roles.view'] });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.permissions).toEqual(['roles.view']);
    expect((await editor.put(`/api/roles/${contained}`, { permissions: ['roles.view', 'settings.edit'] })).status).toBe(
      403,
    );
  });
});

describe('roles: create with shift, drag re-levelling, refusals', () => {
  it('creating at a level shifts the roles at and below it', async () => {
    const owner = await staff.owner();
    const before = await roleLevels();
    const res = await owner.post('/api/roles/create-with-shift', {
      name: `inserted_${Date.now()}`,
      displayName: 'Inserted',
      level: 5,
      permissions: [],
    });
    expect(res.status).toBe(201);
    const after = await roleLevels();
    expect(after.bph).toBe(before.bph + 1);
    expect(after.division_head).toBe(before.division_head + 1);
    expect(after.chair).toBe(before.chair);
    await owner.delete(`/api/roles/${res.json.name}`);
  });

  it('dragging moves a role and shifts the ones in between; moving above oneself is refused', async () => {
    const owner = await staff.owner();
    const before = await roleLevels();
    const moved = await owner.put('/api/roles/division_head', { level: before.bph });
    expect(moved.status).toBe(200);
    const after = await roleLevels();
    expect(after.division_head).toBe(before.bph);
    expect(after.bph).toBe(before.bph + 1);
    await owner.put('/api/roles/division_head', { level: before.division_head });
    expect(await roleLevels()).toEqual(before);
    // A role editor may move the roles below it, but not into its own level or above, nor a role above it.
    const editorRole = await staff.customRole(['roles.edit', 'roles.view'], 4);
    const lowerRole = await staff.customRole([], 9);
    const drag = await staff.as(editorRole);
    const levels = await roleLevels();
    for (const level of [levels[editorRole], levels[editorRole] - 1]) {
      const res = await drag.put(`/api/roles/${lowerRole}`, { level });
      expect([res.status, res.json.message], `to level ${level}`).toEqual([403, ROLE_CANNOT_MOVE_INTO]);
    }
    const higherRole = await drag.put('/api/roles/chair', { level: 9 });
    expect([higherRole.status, higherRole.json.message]).toEqual([403, ROLE_CANNOT_MOVE]);
    expect(await roleLevels()).toEqual(levels);
  });

  it('duplicate names → 409, system roles and roles in use cannot be deleted, assignable lists only lower roles', async () => {
    const owner = await staff.owner();
    expect(
      (await owner.post('/api/roles/create-with-shift', { name: 'chair', displayName: 'Dup', level: 7 })).status,
    ).toBe(409);
    // Refused by the data layer, with the status and words /admin's Content Manager answers too (admin-door test).
    const system = await owner.delete('/api/roles/chair');
    expect([system.status, system.json.message]).toEqual([400, 'Role sistem tidak dapat dihapus.']);
    const inUse = await staff.customRole(['articles.view'], 9);
    await staff.as(inUse);
    const del = await owner.delete(`/api/roles/${inUse}`);
    expect([del.status, del.json.message]).toEqual([
      400,
      'Role masih dipakai oleh pengguna. Pindahkan pengguna ke role lain terlebih dahulu.',
    ]);
    expect(await roleLevels()).toHaveProperty(inUse, 9);
    const admin = await staff.as('admin');
    const assignable = await admin.get('/api/roles/assignable');
    expect(assignable.json.requesterLevel).toBe(2);
    expect(assignable.json.roles.every((r: { level: number }) => r.level > 2)).toBe(true);
  });
});

describe('users: validation and uniqueness', () => {
  it('answers bad input with its validation messages; duplicates are refused; passwords are hashed once (the new user can sign in)', async () => {
    const owner = await staff.owner();
    expect((await owner.post('/api/users', { username: '', password: 'Secret-123', role: 'bph' })).json.message).toBe(
      'Username wajib diisi.',
    );
    expect((await owner.post('/api/users', { username: 'pendek', password: '123', role: 'bph' })).json.message).toBe(
      'Password terlalu pendek (minimal 6 karakter).',
    );
    expect(
      (
        await owner.post('/api/users', {
          username: 'beda',
          password: 'Secret-123',
          confirmPassword: 'Secret-124',
          role: 'bph',
        })
      ).json.message,
    ).toBe('Confirm Password tidak sama dengan Password.');
    const name = `baru_${Date.now()}`;
    const created = await owner.post('/api/users', {
      username: name,
      email: `${name}@x.io`,
      password: 'Secret-123',
      confirmPassword: 'Secret-123',
      role: 'division_head',
      division: 'medinfo',
      name: 'Pengguna Baru',
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ username: name, role: 'division_head', division: 'medinfo' });
    expect(JSON.stringify(created.json)).not.toMatch(/password/i);
    expect(
      (await owner.post('/api/users', { username: name.toUpperCase(), password: 'Secret-123', role: 'bph' })).status,
    ).toBe(409);
    expect(
      (
        await owner.post('/api/users', {
          username: `${name}2`,
          email: `${name}@x.io`,
          password: 'Secret-123',
          role: 'bph',
        })
      ).status,
    ).toBe(409);
    const login = await Client.withIp(cms.url, '10.44.0.1').post('/api/auth/login', {
      username: name,
      password: 'Secret-123',
    });
    expect(login.status).toBe(200);
  });
});

describe('own account: password, sessions', () => {
  it('changing the password ends every other session at once; the list marks the current one', async () => {
    const name = `pw_${Date.now()}`;
    const owner = await staff.owner();
    await owner.post('/api/users', { username: name, email: `${name}@x.io`, password: 'Old-Pass-123', role: 'bph' });
    const a = Client.withIp(cms.url, '10.44.0.2');
    const b = Client.withIp(cms.url, '10.44.0.3');
    await a.post('/api/auth/login', { username: name, password: 'Old-Pass-123' });
    await b.post('/api/auth/login', { username: name, password: 'Old-Pass-123' });
    const sessions = (await a.get('/api/auth/sessions')).json;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(
      (
        await a.post('/api/auth/change-password', {
          currentPassword: 'wrong',
          newPassword: 'New-Pass-123',
          confirmPassword: 'New-Pass-123',
        })
      ).json.message,
    ).toBe('Password saat ini salah.');
    expect(
      (
        await a.post('/api/auth/change-password', {
          currentPassword: 'Old-Pass-123',
          newPassword: 'New-Pass-123',
          confirmPassword: 'Other-123',
        })
      ).json.message,
    ).toBe('Konfirmasi Password Baru tidak sama dengan Password Baru.');
    expect(
      (
        await a.post('/api/auth/change-password', {
          currentPassword: 'Old-Pass-123',
          newPassword: 'short',
          confirmPassword: 'short',
        })
      ).json.message,
    ).toBe('Password Baru terlalu pendek (minimal 8 karakter).');
    expect(
      (
        await a.post('/api/auth/change-password', {
          currentPassword: 'Old-Pass-123',
          newPassword: 'New-Pass-123',
          confirmPassword: 'New-Pass-123',
        })
      ).status,
    ).toBe(200);
    expect((await b.get('/api/auth/me')).status).toBe(401);
    expect((await a.get('/api/auth/me')).status).toBe(200);
    expect(
      (await Client.withIp(cms.url, '10.44.0.4').post('/api/auth/login', { username: name, password: 'Old-Pass-123' }))
        .status,
    ).toBe(401);
    expect(
      (await Client.withIp(cms.url, '10.44.0.5').post('/api/auth/login', { username: name, password: 'New-Pass-123' }))
        .status,
    ).toBe(200);
  });

  it('revokes one session from another device, then all', async () => {
    const owner = await staff.owner();
    const other = await staff.owner();
    const list = (await owner.get('/api/auth/sessions')).json as Array<{ sessionId: string; current: boolean }>;
    const otherSession = (await other.get('/api/auth/sessions')).json.find(
      (s: { current: boolean }) => s.current,
    ).sessionId;
    expect(list.some((s) => s.sessionId === otherSession)).toBe(true);
    expect((await owner.post('/api/auth/sessions/revoke', { sessionId: otherSession })).status).toBe(200);
    expect((await other.get('/api/auth/me')).status).toBe(401);
    expect((await owner.post('/api/auth/sessions/revoke', { sessionId: '999999' })).status).toBe(404);
    for (const sessionId of [undefined, 'abc', '1.5', { id: 1 }]) {
      const bad = await owner.post('/api/auth/sessions/revoke', { sessionId });
      expect([bad.status, bad.json.message]).toEqual([400, 'ID sesi tidak valid.']);
    }
    expect((await owner.post('/api/auth/revoke-all-sessions')).status).toBe(200);
    expect((await owner.get('/api/auth/me')).status).toBe(401);
  });

  it('profile: all fields required', async () => {
    const owner = await staff.owner();
    expect((await owner.put('/api/auth/profile', { username: 'owner', name: '', email: 'o@x.io' })).json.message).toBe(
      'Nama wajib diisi.',
    );
  });
});

describe('organisation administration', () => {
  it('periods: format, duplicates, refuse deleting while members remain', async () => {
    const owner = await staff.owner();
    for (const bad of ['2025', '2025-2027', 'abcd-efgh', '2025/2026'])
      expect((await owner.post('/api/organization/periods', { period: bad })).status, bad).toBe(400);
    expect((await owner.post('/api/organization/periods', { period: '2025-2027' })).json.message).toBe(
      'Period harus berakhir satu tahun setelah tahun awalnya.',
    );
    expect((await owner.post('/api/organization/periods', { period: '2025-2026' })).status).toBe(409);
    const nameless = await owner.post('/api/organization/members', {
      name: ' ',
      position: 'Ketua',
      period: '2025-2026',
    });
    expect([nameless.status, nameless.json.message]).toEqual([400, 'Name wajib diisi.']);
    const folderPhoto = await owner.post('/api/organization/members', {
      name: 'Foto Map',
      position: 'Ketua',
      period: '2025-2026',
      gdriveUrl: 'https://drive.google.com/drive/folders/abcdefghijk',
    });
    expect([folderPhoto.status, folderPhoto.json.message]).toEqual([
      400,
      'Google Drive link harus link ke satu file, bukan folder.',
    ]);
    // Refused by the data layer, with the status and words /admin's Content Manager answers too (admin-door test).
    const del = await owner.delete('/api/organization/periods/2025-2026');
    expect(del.status).toBe(400);
    expect(del.json.message).toBe('Periode masih memiliki anggota. Hapus atau pindahkan anggotanya terlebih dahulu.');
  });

  it('positions: validated, renumbered, stale lists refused, copied', async () => {
    const owner = await staff.owner();
    const period = '2190-2191';
    expect(
      (await owner.post('/api/organization/positions', { period, positions: [{ name: ' ', order: 1 }] })).json.message,
    ).toBe('Position wajib diisi.');
    expect((await owner.post('/api/organization/positions', { period, positions: ['A', 'a'] })).status).toBe(400);
    const saved = await owner.post('/api/organization/positions', {
      period,
      positions: [
        { name: 'B', order: 5 },
        { name: 'A', order: 2 },
      ],
    });
    expect(saved.json).toEqual([
      { name: 'A', order: 1 },
      { name: 'B', order: 2 },
    ]);
    const stale = await owner.post('/api/organization/positions', { period, basedOn: ['B', 'A'], positions: ['C'] });
    expect(stale.status).toBe(409);
    expect((await Client.withIp(cms.url, '10.44.0.9').get(`/api/organization/positions/${period}`)).json).toEqual([
      { name: 'A', order: 1 },
      { name: 'B', order: 2 },
    ]);
    expect(
      (await owner.post('/api/organization/positions', { period, basedOn: ['A', 'B'], positions: ['B', 'A'] })).status,
    ).toBe(200);
    const copied = await owner.post('/api/organization/positions/copy', {
      sourcePeriod: period,
      targetPeriod: '2191-2192',
    });
    expect(copied.json).toEqual([
      { name: 'B', order: 1 },
      { name: 'A', order: 2 },
    ]);
    expect((await Client.withIp(cms.url, '10.44.0.9').get('/api/organization/periods')).json).toContain('2191-2192');
  });

  it('divisions: name derived lowercase_underscored, default colour, duplicates refused', async () => {
    const owner = await staff.owner();
    const created = await owner.post('/api/divisions', { displayName: 'Riset Dan Pengembangan' });
    expect(created.json).toMatchObject({
      name: 'riset_dan_pengembangan',
      displayName: 'Riset Dan Pengembangan',
      color: '#3B82F6',
      positions: [],
    });
    expect((await owner.post('/api/divisions', { displayName: 'riset dan pengembangan' })).status).toBe(409);
    const badColour = await owner.put(`/api/divisions/${created.json.id}`, {
      positions: ['Ketua Riset', 'Ketua Riset'],
      color: 'red',
    });
    expect([badColour.status, badColour.json.message]).toEqual([400, 'Colour harus berupa warna #RRGGBB.']);
    const noName = await owner.post('/api/divisions', { displayName: '   ' });
    expect([noName.status, noName.json.message]).toEqual([400, 'Display name wajib diisi.']);
    const updated = await owner.put(`/api/divisions/${created.json.id}`, {
      positions: ['Ketua Riset', 'Ketua Riset'],
      color: '#112233',
    });
    expect(updated.json.positions).toEqual(['Ketua Riset']);
  });
});

describe('security protections settings (owner only)', () => {
  it('master switch sets all; mixed flags turn the master off', async () => {
    const owner = await staff.owner();
    const admin = await staff.as('admin');
    expect((await admin.get('/api/settings/middleware')).status).toBe(403);
    const off = await owner.put('/api/settings/middleware', { allEnabled: false });
    expect(off.json).toMatchObject({
      allEnabled: false,
      apiRateLimitEnabled: false,
      portScanningProtectionEnabled: false,
    });
    const one = await owner.put('/api/settings/middleware', { apiRateLimitEnabled: true });
    expect(one.json).toMatchObject({ allEnabled: false, apiRateLimitEnabled: true, ddosProtectionEnabled: false });
    const on = await owner.put('/api/settings/middleware', { allEnabled: true });
    expect(Object.values(on.json).filter((v) => v === false)).toEqual([]);
    expect(on.json.updatedBy).toBe('Owner');
    expect((await owner.put('/api/settings/middleware', { magic: true })).status).toBe(400);
  });
});

describe('user list paging', () => {
  it('pages, searches and filters by role on the server when asked for a page; visibility unchanged; plain array without', async () => {
    const owner = await staff.owner();
    const made = [await staff.as('bph'), await staff.as('bph'), await staff.as('chair')];
    const names = await cms.database.query<{ id: number; username: string }>(
      `SELECT id, username FROM up_users WHERE id IN (${made.map((m) => m.userId).join(',')})`,
    );
    const nameOf = (id: number) => names.find((n) => n.id === id)!.username;

    const first = await owner.get('/api/users?page=1&pageSize=2');
    expect(first.json.data).toHaveLength(2);
    const total = await cms.database.count('up_users');
    expect(first.json.meta).toEqual({ page: 1, pageSize: 2, total, pageCount: Math.ceil(total / 2) });
    const second = await owner.get('/api/users?page=2&pageSize=2');
    const ids = (list: Array<{ id: number }>) => list.map((u) => u.id);
    expect(ids(second.json.data).some((id: number) => ids(first.json.data).includes(id))).toBe(false);
    expect(Math.min(...ids(second.json.data))).toBeGreaterThan(Math.max(...ids(first.json.data)));
    expect(second.json.data[0]).not.toHaveProperty('password');

    const byName = await owner.get(`/api/users?page=1&pageSize=20&q=${nameOf(made[2].userId).toUpperCase()}`);
    expect(ids(byName.json.data)).toEqual([made[2].userId]);
    expect(byName.json.meta.total).toBe(1);
    const bph = await owner.get('/api/users?page=1&pageSize=100&role=bph');
    expect(bph.json.data.every((u: { role: string }) => u.role === 'bph')).toBe(true);
    expect(ids(bph.json.data)).toEqual(expect.arrayContaining([made[0].userId, made[1].userId]));
    expect(bph.json.meta.total).toBe(bph.json.data.length);
    expect((await owner.get(`/api/users?page=1&q=${nameOf(made[2].userId)}&role=bph`)).json.meta.total).toBe(0);

    const selfOnly = await staff.as(await staff.customRole(['dashboard.view', 'users.view']));
    const mine = await selfOnly.get('/api/users?page=1&pageSize=20');
    expect(ids(mine.json.data)).toEqual([selfOnly.userId]);
    expect(mine.json.meta.total).toBe(1);

    const plain = await owner.get('/api/users?role=chair');
    expect(Array.isArray(plain.json)).toBe(true);
    expect(ids(plain.json)).toContain(made[2].userId);
  });
});
