import { beforeAll, describe, expect, it } from 'vitest';
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
      [{ ...before, isAdmin: true }, 'Unknown setting: isAdmin'],
      [
        { divisionColors: { senor: 'javascript:alert(1)' } },
        'divisionColors.senor must be a colour (#rrggbb or rgba(...))',
      ],
      [{ socialLinks: { myspace: 'https://x' } }, 'Unknown key socialLinks.myspace'],
      [{ maintenanceMode: 'yes' }, 'maintenanceMode must be true or false'],
      [{ contactEmail: 'not-an-email' }, 'contactEmail must be an email address'],
    ] as const) {
      const res = await owner.put('/api/settings', body);
      expect(res.status, message).toBe(400);
      expect(res.json.message).toBe(message);
    }
    expect((await owner.get('/api/settings')).json).toEqual(before);
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
