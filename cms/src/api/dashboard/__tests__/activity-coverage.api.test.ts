import { describe, expect, it } from 'vitest';
import { adminRequest } from '../../../../tests/harness/admin-api';
import { articleForm } from '../../../../tests/harness/article-form';
import { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);

const lastId = async () =>
  Number((await cms.database.query<{ n: number | null }>('SELECT MAX(id) AS n FROM activities'))[0].n ?? 0);
const since = (id: number) =>
  cms.database.query<{ type: string; action: string; title: string; user_name: string; actor_kind: string }>(
    `SELECT type, action, title, user_name, actor_kind FROM activities WHERE id > ${id} ORDER BY id`,
  );

// What staff do in the dashboard, each followed by what the activity list must then hold: one entry per action.
describe('every staff action leaves exactly its activity entries', () => {
  it('role create, edit, drag and delete', async () => {
    const owner = await staff.owner();
    let mark = await lastId();
    const created = await owner.post('/api/roles/create-with-shift', {
      name: `panitia_${Date.now()}`,
      displayName: 'Panitia',
      level: 7,
      permissions: [],
    });
    expect(created.status).toBe(201);
    expect(await since(mark)).toEqual([
      expect.objectContaining({ type: 'user', action: 'create', title: 'Role dibuat', actor_kind: 'site' }),
    ]);
    mark = await lastId();
    expect((await owner.put(`/api/roles/${created.json.id}`, { displayName: 'Panitia Acara' })).status).toBe(200);
    expect((await since(mark)).map((a) => a.title)).toEqual(['Role diperbarui']);
    mark = await lastId();
    // A drag to level 3 shifts every role in between: still one entry.
    expect((await owner.put(`/api/roles/${created.json.id}`, { level: 3 })).status).toBe(200);
    expect((await since(mark)).map((a) => a.title)).toEqual(['Urutan role diubah']);
    mark = await lastId();
    expect((await owner.delete(`/api/roles/${created.json.id}`)).status).toBe(200);
    expect((await since(mark)).map((a) => [a.action, a.title])).toEqual([['delete', 'Role dihapus']]);
  });

  it('profile edit, password change and session revoke', async () => {
    const head = await staff.as('division_head');
    const me = (await head.get('/api/auth/me')).json;
    let mark = await lastId();
    expect(
      (await head.put('/api/auth/profile', { username: me.username, name: 'Nama Baru', email: me.email })).status,
    ).toBe(200);
    expect(await since(mark)).toEqual([
      expect.objectContaining({ type: 'user', title: 'Profil diperbarui', user_name: me.name }),
    ]);

    const other = Client.withIp(cms.url, '10.66.1.9');
    expect((await other.post('/api/auth/login', { username: me.username, password: 'Staff-Pass-123' })).status).toBe(
      200,
    );
    const sessions = (await head.get('/api/auth/sessions')).json as Array<{ sessionId: string; current: boolean }>;
    mark = await lastId();
    const revoke = await head.post('/api/auth/sessions/revoke', {
      sessionId: sessions.find((s) => !s.current)?.sessionId,
    });
    expect(revoke.status).toBe(200);
    expect((await since(mark)).map((a) => a.title)).toEqual(['Sesi dicabut']);

    mark = await lastId();
    const changed = await head.post('/api/auth/change-password', {
      currentPassword: 'Staff-Pass-123',
      newPassword: 'Staff-Pass-456',
      confirmPassword: 'Staff-Pass-456',
    });
    expect(changed.status).toBe(200);
    expect((await since(mark)).map((a) => a.title)).toEqual(['Password diubah']);
  });

  it('a save of a published article logs "update" then "publish"; signing in logs nothing', async () => {
    const owner = await staff.owner();
    const fields = { excerpt: 'x', content: '<p>x</p>', published: 'true', tags: '[]' };
    const created = await owner.post('/api/articles', articleForm('Terbit Lalu Disimpan', fields));
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const mark = await lastId();
    expect(
      (
        await owner.put(
          `/api/articles/${created.json.id}`,
          articleForm('Terbit Lalu Disimpan', { ...fields, excerpt: 'y', gdriveUrl: undefined }),
        )
      ).status,
    ).toBe(200);
    expect((await since(mark)).map((a) => a.action)).toEqual(['update', 'publish']);
    // Other suites read the newest published article: leave none behind.
    expect((await owner.delete(`/api/articles/${created.json.id}`)).status).toBe(200);
    const beforeLogin = await lastId();
    await staff.owner();
    expect(await since(beforeLogin)).toEqual([]);
  });
});

describe('every entry says what changed, whichever door', () => {
  const newest = async () =>
    (
      await cms.database.query<{ title: string; description: string | null; actor_kind: string }>(
        'SELECT title, description, actor_kind FROM activities ORDER BY id DESC LIMIT 1',
      )
    )[0];
  const PROTECTIONS = '/content-manager/single-types/api::settings.middleware-setting';

  it('a settings save and a protection switch in /admin name the fields and the switch’s new state', async () => {
    const settings = await adminRequest(
      cms,
      cms.adminToken,
      'PUT',
      '/content-manager/single-types/api::settings.setting',
      {
        footerText: `Catatan kaki ${Date.now()}`,
      },
    );
    expect(settings.status, JSON.stringify(settings.json)).toBe(200);
    expect(await newest()).toMatchObject({ actor_kind: 'admin', description: 'Diubah: Footer Text' });

    for (const on of [false, true]) {
      const res = await adminRequest(cms, cms.adminToken, 'PUT', PROTECTIONS, { antiSpoofingProtectionEnabled: on });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      // As in the dashboard, the master switch moves with it (it follows the eight) and the entry says so.
      expect(await newest()).toMatchObject({
        actor_kind: 'admin',
        description: `Diubah: Semua Proteksi → ${on ? 'aktif' : 'nonaktif'}, Anti-Spoofing Protection → ${on ? 'aktif' : 'nonaktif'}`,
      });
    }
  });

  it('a protection switch in the dashboard says which switch and how', async () => {
    const owner = await staff.owner();
    for (const on of [false, true]) {
      expect((await owner.put('/api/settings/middleware', { dnsLayerProtectionEnabled: on })).status).toBe(200);
      // The master switch follows the eight (allEnabled), and says so when it moves too.
      expect(await newest()).toMatchObject({
        title: 'Proteksi keamanan diubah',
        description: expect.stringContaining(`DNS Layer Protection → ${on ? 'aktif' : 'nonaktif'}`),
      });
    }
  });
});
