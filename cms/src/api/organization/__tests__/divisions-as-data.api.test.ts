import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest } from '../../../../tests/harness/admin-api';
import { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);
// A period of this file's own, far from the seeded ones.
const PERIOD = '1993-1994';

describe('divisions are data: an added division is used everywhere a division is', () => {
  let owner: Client;
  const suffix = crypto.randomBytes(3).toString('hex');
  const displayName = `Robotika ${suffix}`;
  const key = `robotika_${suffix}`;
  let divisionId: number;

  beforeAll(async () => {
    owner = await staff.owner();
    const created = await owner.post('/api/divisions', { displayName });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.name).toBe(key);
    divisionId = created.json.id;
    expect((await owner.post('/api/organization/periods', { period: PERIOD })).status).toBe(201);
  });

  afterAll(async () => {
    for (const m of (await owner.get(`/api/organization/members?period=${PERIOD}`)).json as Array<{ id: number }>)
      await owner.delete(`/api/organization/members/${m.id}`);
    await owner.delete(`/api/organization/periods/${PERIOD}`);
    await owner.delete(`/api/divisions/${divisionId}`);
  });

  it('is listed to anonymous visitors with the seeded ones, in the order kept', async () => {
    const res = await Client.withIp(cms.url, '10.61.0.1').get('/api/organization/divisions');
    expect(res.status).toBe(200);
    const names = (res.json as Array<{ name: string }>).map((d) => d.name);
    expect(names.slice(0, 7)).toEqual([
      'bph',
      'senor',
      'public_relation',
      'religius',
      'technopreneurship',
      'medinfo',
      'intelektual',
    ]);
    expect(res.json.at(-1)).toEqual({ name: key, displayName, positions: [], color: '#3B82F6', logo: '' });
  });

  it('the per-division settings accept its key; a key of no division is dropped, a malformed one refused', async () => {
    const saved = await owner.put('/api/settings', {
      divisionHeads: { [key]: { name: 'Kepala Robotika', photo: '/uploads/robot.png' }, gone_division: { name: 'x' } },
      divisionNames: { [key]: 'Robotika & AI' },
      divisionLogos: { [key]: '/uploads/robot-logo.png' },
      divisionColors: { [key]: 'rgba(1, 2, 3, 0.75)' },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.divisionHeads[key]).toEqual({ name: 'Kepala Robotika', photo: '/uploads/robot.png' });
    expect(saved.json.divisionHeads).not.toHaveProperty('gone_division');
    expect(saved.json.divisionNames[key]).toBe('Robotika & AI');
    expect(saved.json.divisionLogos[key]).toBe('/uploads/robot-logo.png');
    expect(saved.json.divisionColors[key]).toBe('rgba(1, 2, 3, 0.75)');
    expect(saved.json.divisionNames.senor).toBe('Senor');

    const malformed = await owner.put('/api/settings', { divisionNames: { 'Not A Key': 'x' } });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe('Nama Divisi memuat isian yang tidak dikenal: Not A Key.');
    const leadership = await owner.put('/api/settings', { divisionHeads: { bph: { name: 'x', photo: '' } } });
    expect(leadership.status).toBe(200);
    expect(leadership.json.divisionHeads).not.toHaveProperty('bph');
  });

  it('a division head may lead it; a division that does not exist is refused', async () => {
    const username = `kepala_${suffix}`;
    const base = { username, password: 'Kepala-123', confirmPassword: 'Kepala-123', role: 'division_head' };
    const wrong = await owner.post('/api/users', { ...base, division: 'no_such_division' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toContain(key);
    const created = await owner.post('/api/users', { ...base, division: key });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.division).toBe(key);

    // Removing the division is refused while it is someone's division; the message counts them.
    const refused = await owner.delete(`/api/divisions/${divisionId}`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'Divisi masih dipakai oleh 0 anggota dan 1 user. Pindahkan atau hapus mereka terlebih dahulu.',
    );
    expect((await owner.delete(`/api/users/${created.json.id}`)).status).toBe(200);
  });

  it('removal is refused while members hold its positions, through the API and the admin panel', async () => {
    for (const [name, position] of [
      ['Kepala Robot', `Ketua Divisi ${displayName}`],
      ['Anggota Robot', `Anggota Divisi ${displayName}`],
    ]) {
      const res = await owner.post('/api/organization/members', { name, position, period: PERIOD });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
    }
    const refused = await owner.delete(`/api/divisions/${divisionId}`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'Divisi masih dipakai oleh 2 anggota dan 0 user. Pindahkan atau hapus mereka terlebih dahulu.',
    );
    const [row] = await cms.database.query<{ document_id: string }>(
      `SELECT document_id FROM org_divisions WHERE id = ${divisionId}`,
    );
    const viaPanel = await adminRequest(
      cms,
      cms.adminToken,
      'DELETE',
      `/content-manager/collection-types/api::organization.division/${row.document_id}`,
    );
    expect(viaPanel.status).toBe(400);
    expect(viaPanel.json.error.message).toContain('Divisi masih dipakai oleh 2 anggota');
    expect((await owner.get('/api/divisions')).json.map((d: { id: number }) => d.id)).toContain(divisionId);
  });

  it('once nobody uses it, it is removed with its settings entries; an older copy sent back changes nothing', async () => {
    const siteEditor = await staff.as(await staff.customRole(['settings.view', 'settings.edit']));
    const loadedBefore = (await siteEditor.get('/api/settings')).json;
    expect(loadedBefore.divisionHeads).toHaveProperty(key);

    for (const m of (await owner.get(`/api/organization/members?period=${PERIOD}`)).json as Array<{ id: number }>)
      expect((await owner.delete(`/api/organization/members/${m.id}`)).status).toBe(200);
    expect((await owner.delete(`/api/divisions/${divisionId}`)).status).toBe(200);
    const divisions = (await owner.get('/api/organization/divisions')).json as Array<{ name: string }>;
    expect(divisions.map((d) => d.name)).not.toContain(key);
    const after = (await owner.get('/api/settings')).json;
    for (const map of ['divisionHeads', 'divisionLogos', 'divisionNames', 'divisionColors'])
      expect(after[map], map).not.toHaveProperty(key);
    expect(after.divisionNames.senor).toBe('Senor');

    // A settings.edit holder sends the whole object back as loaded, the removed division's entries included:
    // those are no change (no content.edit needed), and they do not come back.
    const saved = await siteEditor.put('/api/settings', { ...loadedBefore, footerText: `Footer ${suffix}` });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.footerText).toBe(`Footer ${suffix}`);
    expect(saved.json.divisionHeads).not.toHaveProperty(key);
  });
});

describe('a division with a long name (up to the 200 characters the form allows)', () => {
  it('gets a key its colour, its head and a division head account can use', async () => {
    const owner = await staff.owner();
    const suffix = crypto.randomBytes(3).toString('hex');
    const longName = `Departemen Pengembangan Sumber Daya Mahasiswa dan Hubungan Masyarakat serta Kewirausahaan Teknologi Informasi dan Komunikasi ${suffix}`;
    const created = await owner.post('/api/divisions', { displayName: longName });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const key = created.json.name as string;
    expect(key).toMatch(/^departemen_pengembangan_/);
    try {
      const colour = await owner.put('/api/settings', {
        divisionColors: { [key]: '#112233' },
        divisionHeads: { [key]: { name: 'Kepala', photo: '' } },
      });
      expect(colour.status, JSON.stringify(colour.json)).toBe(200);
      expect(colour.json.divisionColors[key]).toBe('#112233');

      const username = `kepala_panjang_${suffix}`;
      const head = await owner.post('/api/users', {
        username,
        password: 'Kepala-123',
        confirmPassword: 'Kepala-123',
        role: 'division_head',
        division: key,
      });
      expect(head.status, JSON.stringify(head.json)).toBe(201);
      expect(head.json.division).toBe(key);
      expect((await owner.delete(`/api/users/${head.json.id}`)).status).toBe(200);
    } finally {
      expect((await owner.delete(`/api/divisions/${created.json.id}`)).status).toBe(200);
    }
  });
});

describe('a division removed in /admin', () => {
  it("takes its colour, head, logo and name entries out of the site settings, as the dashboard's removal does", async () => {
    const owner = await staff.owner();
    const suffix = crypto.randomBytes(3).toString('hex');
    const created = await owner.post('/api/divisions', { displayName: `Hapus Admin ${suffix}` });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const key = created.json.name as string;
    const saved = await owner.put('/api/settings', {
      divisionColors: { [key]: '#123456' },
      divisionHeads: { [key]: { name: 'Kepala', photo: '' } },
      divisionNames: { [key]: 'Nama Lain' },
      divisionLogos: { [key]: '/uploads/logo.png' },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const [row] = await cms.database.query<{ document_id: string }>(
      `SELECT document_id FROM org_divisions WHERE id = ${created.json.id}`,
    );
    const removed = await adminRequest(
      cms,
      cms.adminToken,
      'DELETE',
      `/content-manager/collection-types/api::organization.division/${row.document_id}`,
    );
    expect(removed.status, JSON.stringify(removed.json)).toBe(200);
    const after = (await owner.get('/api/settings')).json;
    for (const map of ['divisionHeads', 'divisionLogos', 'divisionNames', 'divisionColors'])
      expect(after[map], map).not.toHaveProperty(key);
  });
});

describe('a position belongs to one division, whichever door writes it', () => {
  it('a second division claiming a position is refused on its positions, through /api and /admin alike', async () => {
    const owner = await staff.owner();
    const suffix = crypto.randomBytes(3).toString('hex');
    const position = `Jabatan Tunggal ${suffix}`;
    const first = await owner.post('/api/divisions', { displayName: `Pertama ${suffix}` });
    const second = await owner.post('/api/divisions', { displayName: `Kedua ${suffix}` });
    try {
      expect((await owner.put(`/api/divisions/${first.json.id}`, { positions: [position] })).status).toBe(200);
      // The same name as the site reads it (the chart, the division a member falls under): other case, spaces doubled.
      const claimed = position.toLowerCase().replaceAll(' ', '  ');
      const message = `Jabatan "${claimed}" sudah termasuk divisi Pertama ${suffix}.`;
      const viaSite = await owner.put(`/api/divisions/${second.json.id}`, { positions: [claimed] });
      expect([viaSite.status, viaSite.json.message, viaSite.json.field]).toEqual([400, message, 'positions']);
      const [row] = await cms.database.query<{ document_id: string }>(
        `SELECT document_id FROM org_divisions WHERE id = ${second.json.id}`,
      );
      const viaPanel = await adminRequest(
        cms,
        cms.adminToken,
        'PUT',
        `/content-manager/collection-types/api::organization.division/${row.document_id}`,
        { positions: [claimed] },
      );
      expect([viaPanel.status, viaPanel.json.error.message]).toEqual([400, message]);
      expect(
        (await owner.get('/api/divisions')).json.find((d: { id: number }) => d.id === second.json.id).positions,
      ).toEqual([]);
      // The division that holds it keeps saving it.
      const again = await owner.put(`/api/divisions/${first.json.id}`, { positions: [position, 'Lain'] });
      expect(again.status, JSON.stringify(again.json)).toBe(200);
      // Older data that lists it twice (an import before the rule) does not block the second division's other fields.
      await cms.database.write(
        `UPDATE org_divisions SET positions = '${JSON.stringify([position])}' WHERE id = ${second.json.id}`,
      );
      const colour = await owner.put(`/api/divisions/${second.json.id}`, { positions: [position], color: '#10B981' });
      expect(colour.status, JSON.stringify(colour.json)).toBe(200);
    } finally {
      await owner.delete(`/api/divisions/${first.json.id}`);
      await owner.delete(`/api/divisions/${second.json.id}`);
    }
  });
});

describe('a logo or photo from another website, which the page could not show, is refused at every door', () => {
  const elsewhere = 'https://gambar.example.com/logo.png';
  const reason = 'harus berupa link berbagi Google Drive atau alamat file situs ini (/uploads/…).';

  it("a division's logo, through /api and /admin; an address of this site or a Drive file is kept", async () => {
    const owner = await staff.owner();
    const suffix = crypto.randomBytes(3).toString('hex');
    const created = await owner.post('/api/divisions', { displayName: `Logo ${suffix}` });
    try {
      const viaSite = await owner.put(`/api/divisions/${created.json.id}`, { logo: elsewhere });
      expect([viaSite.status, viaSite.json.message, viaSite.json.field]).toEqual([400, `Logo URL ${reason}`, 'logo']);
      const [row] = await cms.database.query<{ document_id: string }>(
        `SELECT document_id FROM org_divisions WHERE id = ${created.json.id}`,
      );
      const viaPanel = await adminRequest(
        cms,
        cms.adminToken,
        'PUT',
        `/content-manager/collection-types/api::organization.division/${row.document_id}`,
        { logo: elsewhere },
      );
      expect([viaPanel.status, viaPanel.json.error.message]).toEqual([400, `Logo URL ${reason}`]);
      for (const logo of ['/uploads/logo.png', 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUv/view']) {
        const saved = await owner.put(`/api/divisions/${created.json.id}`, { logo });
        expect([saved.status, saved.json.logo]).toEqual([200, logo]);
      }
      // One stored before the rule stays savable while the write leaves it as it is.
      await cms.database.write(`UPDATE org_divisions SET logo = '${elsewhere}' WHERE id = ${created.json.id}`);
      const kept = await owner.put(`/api/divisions/${created.json.id}`, { logo: elsewhere, description: 'Tetap' });
      expect(kept.status, JSON.stringify(kept.json)).toBe(200);
    } finally {
      await owner.delete(`/api/divisions/${created.json.id}`);
    }
  });

  it('the site logo and the Hero pictures in the settings', async () => {
    const owner = await staff.owner();
    const before = (await owner.get('/api/settings')).json;
    try {
      const logo = await owner.put('/api/settings', { logoUrl: elsewhere });
      expect([logo.status, logo.json.message, logo.json.field]).toEqual([400, `Logo ${reason}`, 'logoUrl']);
      const head = await owner.put('/api/settings', { divisionHeads: { medinfo: { name: 'X', photo: elsewhere } } });
      expect([head.status, head.json.message]).toEqual([400, `Foto Kepala Divisi Medinfo ${reason}`]);
      const fine = await owner.put('/api/settings', { logoUrl: '/logo.svg', chairpersonPhoto: '/uploads/ketua.png' });
      expect(fine.status, JSON.stringify(fine.json)).toBe(200);
    } finally {
      await owner.put('/api/settings', before);
    }
  });
});

describe("a division's key renamed in /admin", () => {
  it('takes its Hero entries with it; a key that accounts hold is not renamed', async () => {
    const owner = await staff.owner();
    const created = await owner.post('/api/divisions', {
      displayName: `Kunci ${crypto.randomBytes(3).toString('hex')}`,
    });
    expect(created.status, created.text).toBe(201);
    const key = created.json.name as string;
    const renamedKey = `${key}_baru`;
    const before = (await owner.get('/api/settings')).json;
    const member = await staff.as('bph');
    const [{ document_id: doc }] = await cms.database.query<{ document_id: string }>(
      `SELECT document_id FROM org_divisions WHERE id = ${created.json.id}`,
    );
    const rename = (name: string) =>
      adminRequest(cms, cms.adminToken, 'PUT', `/content-manager/collection-types/api::organization.division/${doc}`, {
        name,
      });
    try {
      expect((await owner.put('/api/settings', { divisionNames: { [key]: 'Nama di Hero' } })).status).toBe(200);
      const renamed = await rename(renamedKey);
      expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
      const names = (await owner.get('/api/settings')).json.divisionNames as Record<string, string>;
      expect(names[renamedKey]).toBe('Nama di Hero');
      expect(names).not.toHaveProperty(key);

      await cms.database.write(`UPDATE up_users SET division = '${renamedKey}' WHERE id = ${member.userId}`);
      const held = await rename(key);
      expect([held.status, held.json?.error?.message]).toEqual([
        400,
        'Nama (kunci) divisi tidak dapat diubah selama masih dipakai user.',
      ]);
    } finally {
      await cms.database.write(`UPDATE up_users SET division = NULL WHERE id = ${member.userId}`);
      await owner.put('/api/settings', { divisionNames: before.divisionNames });
      await owner.delete(`/api/divisions/${created.json.id}`);
    }
  });
});
