import { describe, expect, it } from 'vitest';
import { adminRequest } from '../../../../tests/harness/admin-api';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);
const CM = '/content-manager/collection-types';

const documentIdOf = async (table: string, where: string) => {
  const [row] = await cms.database.query<{ document_id: string }>(`SELECT document_id FROM ${table} WHERE ${where}`);
  return row.document_id;
};

describe('a name another period, division or role has is refused in /admin with the dashboard’s words', () => {
  it('a new period, division or role named as an existing one', async () => {
    const owner = await staff.owner();
    const [{ name: period }] = await cms.database.query<{ name: string }>('SELECT name FROM org_periods LIMIT 1');
    const cases = [
      ['api::organization.period', { name: period }, 'Periode ini sudah ada.', '/api/organization/periods', { period }],
      [
        'api::organization.division',
        { name: 'medinfo', displayName: 'Medinfo Kedua' },
        'Divisi dengan nama ini sudah ada.',
        '/api/divisions',
        { name: 'medinfo', displayName: 'Medinfo Kedua' },
      ],
    ] as const;
    for (const [uid, body, message, apiPath, apiBody] of cases) {
      const viaAdmin = await adminRequest(cms, cms.adminToken, 'POST', `${CM}/${uid}`, body);
      expect([viaAdmin.status, viaAdmin.json?.error?.message], uid).toEqual([400, message]);
      expect(viaAdmin.json.error.details.errors[0].path, uid).toEqual(['name']);
      const viaApi = await owner.post(apiPath, apiBody);
      expect(viaApi.json.message, apiPath).toBe(message);
    }
    const role = await adminRequest(cms, cms.adminToken, 'POST', `${CM}/api::roles.role`, {
      name: 'bph',
      displayName: 'BPH Kedua',
      level: 50,
      permissions: [],
    });
    expect([role.status, role.json?.error?.message]).toEqual([400, 'Nama role sudah digunakan.']);
  });

  it('a division renamed to the key of another', async () => {
    const senor = await documentIdOf('org_divisions', "name = 'senor'");
    const renamed = await adminRequest(cms, cms.adminToken, 'PUT', `${CM}/api::organization.division/${senor}`, {
      name: 'medinfo',
    });
    expect([renamed.status, renamed.json?.error?.message]).toEqual([400, 'Divisi dengan nama ini sudah ada.']);
    // The Content Manager's Duplicate, given the name of another.
    const copied = await adminRequest(cms, cms.adminToken, 'POST', `${CM}/api::organization.division/clone/${senor}`, {
      name: 'medinfo',
      displayName: 'Salinan',
    });
    expect([copied.status, copied.json?.error?.message]).toEqual([400, 'Divisi dengan nama ini sudah ada.']);
    const same = await adminRequest(cms, cms.adminToken, 'PUT', `${CM}/api::organization.division/${senor}`, {
      name: 'senor',
      description: 'Seni dan olahraga',
    });
    expect(same.status, JSON.stringify(same.json)).toBe(200);
  });
});
