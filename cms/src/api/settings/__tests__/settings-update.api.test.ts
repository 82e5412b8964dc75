import { beforeAll, describe, expect, it } from 'vitest';
import { adminRequest } from '../../../../tests/harness/admin-api';
import { adminWithRole } from '../../../../tests/harness/admin-editor';
import { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);

describe('PUT /api/settings', () => {
  let owner: Client;
  let chair: Client;
  beforeAll(async () => {
    owner = await staff.owner();
    chair = await staff.as('chair');
  });

  it('rejects unknown keys and bad values without storing anything', async () => {
    const before = (await owner.get('/api/settings')).json;
    for (const [body, message] of [
      [{ ...before, isAdmin: true }, 'Pengaturan memuat isian yang tidak dikenal: isAdmin.'],
      [
        { divisionColors: { senor: 'javascript:alert(1)' } },
        'Warna Senor harus berupa warna (#rrggbb atau rgba(...)).',
      ],
      [{ socialLinks: { myspace: 'https://x' } }, 'Social Links memuat isian yang tidak dikenal: myspace.'],
      [{ maintenanceMode: 'yes' }, 'Maintenance Mode harus berupa pilihan ya atau tidak.'],
      [{ contactEmail: 'not-an-email' }, 'Contact Email harus berupa alamat email yang valid.'],
    ] as const) {
      const res = await owner.put('/api/settings', body);
      expect(res.status, message).toBe(400);
      expect(res.json.message).toBe(message);
    }
    expect((await owner.get('/api/settings')).json).toEqual(before);
  });

  it('a bad value gets the same Indonesian message, naming the field as the form does, through /api and /admin', async () => {
    const before = (await owner.get('/api/settings')).json;
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { divisionColors: { public_relation: 'merah' } },
        'Warna Public Relation harus berupa warna (#rrggbb atau rgba(...)).',
      ],
      [{ divisionColors: { leadership: 'biru' } }, 'Warna Ketua & Wakil harus berupa warna (#rrggbb atau rgba(...)).'],
      [
        { divisionHeads: { medinfo: { name: 'A', photo: 'javascript:alert(1)' } } },
        'Foto Kepala Divisi Medinfo harus berupa link gambar (https://… atau /…) atau data:image.',
      ],
      [{ siteName: 'x'.repeat(201) }, 'Site Name terlalu panjang (maksimal 200 karakter).'],
      [{ socialLinks: { facebook: 'javascript:alert(1)' } }, 'Facebook harus berupa link (https://… atau /…).'],
      [{ contactEmail: 'bukan-email' }, 'Contact Email harus berupa alamat email yang valid.'],
    ];
    for (const [body, message] of cases) {
      const site = await owner.put('/api/settings', body);
      expect([site.status, site.json.message], `/api ${JSON.stringify(body)}`).toEqual([400, message]);
      const admin = await adminRequest(
        cms,
        cms.adminToken,
        'PUT',
        '/content-manager/single-types/api::settings.setting',
        body,
      );
      expect([admin.status, admin.json.error?.message], `/admin ${JSON.stringify(body)}`).toEqual([400, message]);
    }
    expect((await owner.get('/api/settings')).json).toEqual(before);
  });

  it('a tagline, footer and logo address as long as the form allows are saved, through /api and /admin', async () => {
    const before = (await owner.get('/api/settings')).json;
    const long = {
      siteTagline: 'Tagline '.repeat(38).slice(0, 300),
      footerText: 'Himpunan Mahasiswa Teknik Informatika. '.repeat(13).slice(0, 500),
      logoUrl: `/uploads/${'logo/'.repeat(195)}logo.png`.slice(0, 1000),
    };
    const site = await owner.put('/api/settings', long);
    expect(site.status, site.text).toBe(200);
    expect((await owner.get('/api/settings')).json).toMatchObject(long);
    const admin = await adminRequest(
      cms,
      cms.adminToken,
      'PUT',
      '/content-manager/single-types/api::settings.setting',
      { ...long, footerText: long.footerText.slice(0, 499) },
    );
    expect(admin.status, JSON.stringify(admin.json)).toBe(200);
    expect((await owner.get('/api/settings')).json.footerText).toBe(long.footerText.slice(0, 499));
    const restored = await owner.put('/api/settings', {
      siteTagline: before.siteTagline,
      footerText: before.footerText,
      logoUrl: before.logoUrl,
    });
    expect(restored.status, restored.text).toBe(200);
  });

  it('content keys need content.edit, site keys settings.edit; unchanged values pass through', async () => {
    const current = (await chair.get('/api/settings')).json;
    const vm = '- VISI\nVisi uji.\n- MISI\n* Misi satu\n* Misi dua';
    const res = await chair.put('/api/settings', { ...current, visionMission: vm });
    expect(res.status).toBe(200);
    expect(res.json.visionMission).toBe(vm);
    const denied = await chair.put('/api/settings', { ...res.json, siteName: 'Diambil Alih' });
    expect(denied.status).toBe(403);
    expect((await chair.get('/api/settings')).json.siteName).toBe(current.siteName);
    const [log] = await cms.database.query<{ title: string; type: string }>(
      `SELECT title, type FROM activities WHERE type = 'content' ORDER BY id DESC LIMIT 1`,
    );
    expect(log).toEqual({ title: 'Visi & Misi', type: 'content' });
    const viewer = await staff.as(await staff.customRole(['content.view']));
    expect((await viewer.put('/api/settings', { visionMission: 'x' })).status).toBe(403);
    expect((await Client.withIp(cms.url, '10.6.6.6').put('/api/settings', { visionMission: 'x' })).status).toBe(401);
  });

  it('sanitises aboutUs and saves hero and colour maps', async () => {
    const res = await owner.put('/api/settings', {
      aboutUs: '<p>Tentang <strong>kami</strong><script>window.__xss=1</script><img src=x onerror=alert(1)></p>',
      divisionColors: { senor: 'rgba(245, 158, 11, 0.75)', leadership: '#112233' },
      divisionHeads: { senor: { name: 'Kepala Senor', photo: '/uploads/x.png' } },
    });
    expect(res.status).toBe(200);
    expect(res.json.aboutUs).toContain('<strong>kami</strong>');
    expect(res.json.aboutUs).not.toMatch(/script|onerror/);
    expect(res.json.divisionHeads.senor).toEqual({ name: 'Kepala Senor', photo: '/uploads/x.png' });
  });
});

describe("Site settings in /admin for an Editor: the public page's content, not the site's own settings", () => {
  it("an Editor changes Tentang Kami, but not the site's name, contact, links or logo ('Edit pengaturan' in the dashboard)", async () => {
    const owner = await staff.owner();
    const before = (await owner.get('/api/settings')).json;
    const editor = await adminWithRole(cms, cms.adminToken, 'strapi-editor');
    const path = '/content-manager/single-types/api::settings.setting';
    const form = (await adminRequest(cms, editor.token, 'GET', path)).json.data;
    expect(Object.keys(form)).toEqual(expect.arrayContaining(['aboutUs', 'visionMission', 'divisionColors']));
    for (const key of ['siteName', 'contactEmail', 'links', 'socialLinks', 'logoUrl', 'footerText', 'maintenanceMode'])
      expect(form, key).not.toHaveProperty(key);

    const about = `<p>Diubah editor ${Date.now()}</p>`;
    const saved = await adminRequest(cms, editor.token, 'PUT', path, {
      ...form,
      aboutUs: about,
      siteName: 'Diganti Editor',
      contactEmail: 'editor@example.org',
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const after = (await owner.get('/api/settings')).json;
    expect([after.aboutUs, after.siteName, after.contactEmail]).toEqual([about, before.siteName, before.contactEmail]);
    expect((await owner.put('/api/settings', { aboutUs: before.aboutUs })).status).toBe(200);
  });
});
