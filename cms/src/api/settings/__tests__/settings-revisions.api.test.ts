import { beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, mediaLibraryUpload } from '../../../../tests/harness/admin-api';
import { tinyPng } from '../../../../tests/harness/fake-drive.mjs';
import type { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);

interface Summary {
  id: number;
  title: string;
  userName: string;
  actorKind: string;
  changes: string[] | null;
}
const unique = () => Math.random().toString(36).slice(2, 8);

describe('the site settings history', () => {
  let owner: Client;
  beforeAll(async () => {
    owner = await staff.owner();
  });
  const history = async () => (await owner.get('/api/settings/revisions')).json.data as Summary[];

  it('keeps every save, a reset included, and a restore brings a version back as a save of its own', async () => {
    const before = (await owner.get('/api/settings')).json;
    const [name, tagline] = [`Riwayat ${unique()}`, `Tagline ${unique()}`];
    try {
      expect((await owner.put('/api/settings', { siteName: name, siteTagline: tagline })).status).toBe(200);
      const [saved] = await history();
      expect(saved).toMatchObject({
        title: 'Pengaturan Situs',
        actorKind: 'site',
        changes: ['siteName', 'siteTagline'],
      });
      const full = (await owner.get(`/api/settings/revisions/${saved.id}`)).json;
      expect(full.settings).toMatchObject({ siteName: name, siteTagline: tagline });

      const reset = await owner.post('/api/settings/reset', {});
      expect(reset.status).toBe(200);
      expect(reset.json.siteName).not.toBe(name);
      const [afterReset] = await history();
      expect(afterReset.title).toBe('Pengaturan dikembalikan ke bawaan');
      expect(afterReset.changes).toEqual(expect.arrayContaining(['siteName', 'siteTagline']));

      const restored = await owner.post(`/api/settings/revisions/${saved.id}/restore`, {});
      expect(restored.status).toBe(200);
      expect(restored.json).toMatchObject({ siteName: name, siteTagline: tagline });
      expect((await owner.get('/api/settings')).json).toMatchObject({ siteName: name, siteTagline: tagline });
      const [restore] = await history();
      expect(restore.title).toBe('Pengaturan dipulihkan');
      const [log] = await cms.database.query<{ title: string; description: string }>(
        `SELECT title, description FROM activities WHERE type = 'settings' ORDER BY id DESC LIMIT 1`,
      );
      expect(log.title).toBe('Pengaturan dipulihkan');
      expect(log.description).toMatch(/^Dipulihkan ke versi \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(/);
    } finally {
      expect((await owner.put('/api/settings', before)).status).toBe(200);
    }
  });

  it('a version holding a picture from another website (saved before that rule) restores all but that picture', async () => {
    const before = (await owner.get('/api/settings')).json;
    const name = `Versi Lama ${unique()}`;
    try {
      expect((await owner.put('/api/settings', { siteName: name })).status).toBe(200);
      const [saved] = await history();
      const full = (await owner.get(`/api/settings/revisions/${saved.id}`)).json;
      const old = { ...full.settings, logoUrl: 'https://situs-lama.example/logo.png' };
      await cms.database.write(
        `UPDATE settings_revisions SET settings = '${JSON.stringify(old).replace(/'/g, "''")}' WHERE id = ${saved.id}`,
      );
      expect((await owner.put('/api/settings', { siteName: `Sekarang ${unique()}` })).status).toBe(200);

      const restored = await owner.post(`/api/settings/revisions/${saved.id}/restore`, {});
      expect(restored.status, restored.text).toBe(200);
      expect(restored.json).toMatchObject({ siteName: name, logoUrl: before.logoUrl, notRestored: ['Logo'] });
      expect((await owner.get('/api/settings')).json).toMatchObject({ siteName: name, logoUrl: before.logoUrl });
    } finally {
      expect((await owner.put('/api/settings', before)).status).toBe(200);
    }
  });

  it('a version whose picture file was deleted since restores all but that picture (no broken logo)', async () => {
    const before = (await owner.get('/api/settings')).json;
    const name = `Logo Lama ${unique()}`;
    const [file] = (
      await mediaLibraryUpload(cms, cms.adminToken, tinyPng(30, 60, 90, 16), 'logo-lama.png', 'image/png')
    ).json as Array<{ id: number; url: string }>;
    try {
      expect((await owner.put('/api/settings', { siteName: name, logoUrl: file.url })).status).toBe(200);
      const [saved] = await history();
      expect(
        (await owner.put('/api/settings', { siteName: `Sekarang ${unique()}`, logoUrl: before.logoUrl })).status,
      ).toBe(200);
      // Nothing shows the file any more: the Media Library lets it go.
      expect((await adminRequest(cms, cms.adminToken, 'DELETE', `/upload/files/${file.id}`)).status).toBe(200);

      const restored = await owner.post(`/api/settings/revisions/${saved.id}/restore`, {});
      expect(restored.status, restored.text).toBe(200);
      expect(restored.json).toMatchObject({ siteName: name, logoUrl: before.logoUrl, notRestored: ['Logo'] });
    } finally {
      expect((await owner.put('/api/settings', before)).status).toBe(200);
    }
  });

  it("a leader's photo that cannot come back is left empty, never the later leader's beside the earlier name", async () => {
    const before = (await owner.get('/api/settings')).json;
    const upload = async (name: string) =>
      (
        (await mediaLibraryUpload(cms, cms.adminToken, tinyPng(20, 40, 60, 16), name, 'image/png')).json as Array<{
          id: number;
          url: string;
        }>
      )[0];
    const [andi, budi] = [await upload('andi.png'), await upload('budi.png')];
    try {
      const first = { chairpersonName: `Andi ${unique()}`, chairpersonPhoto: andi.url };
      expect((await owner.put('/api/settings', first)).status).toBe(200);
      const [saved] = await history();
      const later = { chairpersonName: `Budi ${unique()}`, chairpersonPhoto: budi.url };
      expect((await owner.put('/api/settings', later)).status).toBe(200);
      expect((await adminRequest(cms, cms.adminToken, 'DELETE', `/upload/files/${andi.id}`)).status).toBe(200);

      const restored = await owner.post(`/api/settings/revisions/${saved.id}/restore`, {});
      expect(restored.status, restored.text).toBe(200);
      expect(restored.json).toMatchObject({ ...first, chairpersonPhoto: '', notRestored: ['Foto Ketua'] });
    } finally {
      expect((await owner.put('/api/settings', before)).status).toBe(200);
    }
  });

  it('a save in /admin is kept too, naming its door; the history cannot be written there', async () => {
    const before = (await owner.get('/api/settings')).json;
    const tagline = `Admin ${unique()}`;
    try {
      const res = await adminRequest(
        cms,
        cms.adminToken,
        'PUT',
        '/content-manager/single-types/api::settings.setting',
        {
          siteTagline: tagline,
        },
      );
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const [kept] = await history();
      expect(kept).toMatchObject({ actorKind: 'admin', changes: ['siteTagline'] });
      const forged = await adminRequest(
        cms,
        cms.adminToken,
        'POST',
        '/content-manager/collection-types/api::settings.settings-revision',
        { settings: {}, title: 'Palsu', savedAt: new Date().toISOString() },
      );
      // Not offered in /admin (admin-accounts.api.test.ts).
      expect(forged.status).toBe(403);
    } finally {
      expect((await owner.put('/api/settings', before)).status).toBe(200);
    }
  });

  it('a reset by an admin without content.edit leaves the public page content, which they could not restore', async () => {
    const roles = (await owner.get('/api/roles')).json as Array<{ id: number; name: string; permissions: string[] }>;
    const adminRole = roles.find((r) => r.name === 'admin')!;
    const before = (await owner.get('/api/settings')).json;
    const [about, name] = [`Tentang ${unique()}`, `Situs ${unique()}`];
    try {
      expect((await owner.put('/api/settings', { aboutUs: about, siteName: name })).status).toBe(200);
      const withoutContent = adminRole.permissions.filter((p) => p !== 'content.edit');
      expect((await owner.put(`/api/roles/${adminRole.id}`, { permissions: withoutContent })).status).toBe(200);
      const admin = await staff.as('admin');
      const reset = await admin.post('/api/settings/reset', {});
      expect(reset.status).toBe(200);
      expect([reset.json.siteName, reset.json.aboutUs]).toEqual([expect.not.stringMatching(name), about]);
      const [entry] = await history();
      expect(entry.changes).toContain('siteName');
      expect(entry.changes).not.toContain('aboutUs');
    } finally {
      await owner.put(`/api/roles/${adminRole.id}`, { permissions: adminRole.permissions });
      await owner.put('/api/settings', before);
    }
  });

  it('settings.view reads the history; restoring needs settings.edit', async () => {
    const [latest] = await history();
    const viewer = await staff.as('bph');
    expect((await viewer.get('/api/settings/revisions')).status).toBe(200);
    expect((await viewer.post(`/api/settings/revisions/${latest.id}/restore`, {})).status).toBe(403);
    expect((await owner.get('/api/settings/revisions/999999')).json.message).toBe('Versi pengaturan tidak ditemukan.');
    expect((await owner.post('/api/settings/revisions/999999/restore', {})).status).toBe(404);
  });
});
