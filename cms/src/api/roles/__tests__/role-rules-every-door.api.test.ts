import { describe, expect, it } from 'vitest';
import { PROTECTION_FLAGS } from '@hmti/contract';
import { adminRequest } from '../../../../tests/harness/admin-api';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);
const CM = '/content-manager/collection-types';
const as = (method: string, path: string, body?: unknown) => adminRequest(cms, cms.adminToken, method, path, body);
const snapshot = () => cms.database.query('SELECT * FROM app_roles ORDER BY id');

/** A refusal of /admin: 400, the message, on the field. */
const refusedOn = (res: Awaited<ReturnType<typeof as>>, field: string, message: string) => {
  expect([res.status, res.json?.error?.message], JSON.stringify(res.json)).toEqual([400, message]);
  expect(res.json.error.details.errors).toEqual([expect.objectContaining({ path: [field], message })]);
};

describe("a role's rules hold in /admin as in the dashboard, in the same words", () => {
  it('a permission the site does not know is refused on every door', async () => {
    const owner = await staff.owner();
    const custom = await staff.customRole(['dashboard.view'], 9);
    const [{ document_id: doc }] = await cms.database.query<{ document_id: string }>(
      `SELECT document_id FROM app_roles WHERE name = '${custom}'`,
    );
    const before = await snapshot();
    const message = 'Izin tidak dikenal: rahasia.buka.';
    const body = { name: 'peran_rahasia', displayName: 'Peran Rahasia', level: 9, permissions: ['rahasia.buka'] };
    refusedOn(await as('POST', `${CM}/api::roles.role`, body), 'permissions', message);
    refusedOn(
      await as('PUT', `${CM}/api::roles.role/${doc}`, { permissions: ['dashboard.view', 'rahasia.buka'] }),
      'permissions',
      message,
    );
    const { creatableLevels } = (await owner.get('/api/roles/assignable')).json as { creatableLevels: number[] };
    const site = await owner.post('/api/roles/create-with-shift', { ...body, level: creatableLevels.at(-1) });
    expect([site.status, site.json.message, site.json.field]).toEqual([400, message, 'permissions']);
    const edit = await owner.put(`/api/roles/${custom}`, { permissions: ['rahasia.buka'] });
    expect([edit.status, edit.json.message, edit.json.field]).toEqual([400, message, 'permissions']);
    expect(await snapshot()).toEqual(before);
  });

  it('a role name in the wrong format gets the dashboard’s message, on the field', async () => {
    const owner = await staff.owner();
    const before = await snapshot();
    const message = 'Nama Role hanya boleh berisi huruf kecil, angka dan garis bawah.';
    const body = { name: 'Kepala Humas!', displayName: 'Kepala Humas', level: 9, permissions: [] };
    refusedOn(await as('POST', `${CM}/api::roles.role`, body), 'name', message);
    const { creatableLevels } = (await owner.get('/api/roles/assignable')).json as { creatableLevels: number[] };
    const site = await owner.post('/api/roles/create-with-shift', { ...body, level: creatableLevels.at(-1) });
    expect([site.status, site.json.message]).toEqual([400, message]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a division key typed in /admin', () => {
  it('in a bad format is refused in Indonesian, on the field', async () => {
    const [{ document_id: doc }] = await cms.database.query<{ document_id: string }>(
      "SELECT document_id FROM org_divisions WHERE name = 'senor'",
    );
    const message = 'Nama (kunci) divisi hanya boleh berisi huruf kecil, angka dan garis bawah.';
    refusedOn(await as('PUT', `${CM}/api::organization.division/${doc}`, { name: 'Seni Olahraga!' }), 'name', message);
    refusedOn(
      await as('POST', `${CM}/api::organization.division`, { name: 'tim-media', displayName: 'Tim Media' }),
      'name',
      message,
    );
  });
});

describe("the protections' master switch follows the eight switches", () => {
  it('is shown read-only in /admin, and no write of it makes it say otherwise than the switches', async () => {
    const owner = await staff.owner();
    const config = await as('GET', '/content-manager/content-types/api::settings.middleware-setting/configuration');
    expect(config.json.data.contentType.metadatas.allEnabled.edit.editable).toBe(false);
    const stored = async () =>
      (await cms.database.query<Record<string, unknown>>('SELECT * FROM middleware_settings'))[0];
    const shown = async () => {
      const json = (await owner.get('/api/settings/middleware')).json;
      return Object.fromEntries(['allEnabled', ...PROTECTION_FLAGS].map((f) => [f, json[f]]));
    };
    const before = await shown();
    const path = '/content-manager/single-types/api::settings.middleware-setting';
    expect((await as('PUT', path, { allEnabled: !before.allEnabled })).status).toBe(200);
    expect(await shown()).toEqual(before);
    expect(Boolean((await stored()).all_enabled)).toBe(before.allEnabled);
    // A switch turned off in /admin turns the stored master switch off with it, and back.
    const flag = 'portScanningProtectionEnabled';
    expect((await as('PUT', path, { [flag]: !before[flag] })).status).toBe(200);
    expect(Boolean((await stored()).all_enabled)).toBe(false);
    expect((await as('PUT', path, { [flag]: before[flag] })).status).toBe(200);
    expect(Boolean((await stored()).all_enabled)).toBe(before.allEnabled);
  });
});

describe('two dashboard edits of one role made at once', () => {
  it("each applies what its form added and removed; neither puts the other's change back", async () => {
    const owner = await staff.owner();
    const opened = ['dashboard.view', 'articles.view'];
    const custom = await staff.customRole(opened, 9);
    const first = await owner.put(`/api/roles/${custom}`, {
      permissions: [...opened, 'library.view'],
      basedOn: opened,
    });
    expect(first.status, first.text).toBe(200);
    const second = await owner.put(`/api/roles/${custom}`, { permissions: ['dashboard.view'], basedOn: opened });
    expect(second.status, second.text).toBe(200);
    expect([...second.json.permissions].sort()).toEqual(['dashboard.view', 'library.view']);
    // Without basedOn the list sent is the list kept, as before.
    const whole = await owner.put(`/api/roles/${custom}`, { permissions: ['articles.view'] });
    expect(whole.json.permissions).toEqual(['articles.view']);
  });
});

describe('a role duplicated in /admin', () => {
  it('starts with no accounts and is no system role; the accounts stay on the role it copied', async () => {
    const member = await staff.as('bph');
    const [{ document_id: doc }] = await cms.database.query<{ document_id: string }>(
      "SELECT document_id FROM app_roles WHERE name = 'bph'",
    );
    const name = `bph_salinan_${Date.now().toString(36)}`;
    const cloned = await as('POST', `${CM}/api::roles.role/clone/${doc}`, {
      name,
      displayName: 'BPH Salinan',
      level: 9,
    });
    expect(cloned.status, JSON.stringify(cloned.json)).toBeLessThan(300);
    const [copy] = await cms.database.query<{ id: number; is_system: unknown; document_id: string }>(
      `SELECT id, is_system, document_id FROM app_roles WHERE name = '${name}'`,
    );
    try {
      expect(Boolean(Number(copy.is_system))).toBe(false);
      expect(await cms.database.count('up_users_app_role_lnk', `role_id = ${copy.id}`)).toBe(0);
      expect((await member.get('/api/auth/me')).json.role).toBe('bph');
    } finally {
      await as('DELETE', `${CM}/api::roles.role/${copy.document_id}`);
    }
  });
});
