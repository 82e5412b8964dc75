import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest } from '../../../../tests/harness/admin-api';
import { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);
// The seeded current period: the newest with members.
const PERIOD = '2025-2026';

interface Member {
  id: number;
  name: string;
  position: string;
  period: string;
  imageUrl: string | null;
}
const visitor = () => Client.withIp(cms.url, '10.62.0.1');
const leaders = async () => {
  const res = await visitor().get('/api/settings');
  expect(res.status).toBe(200);
  return res.json.currentLeaders;
};

describe("the settings' public answer names the chart's leaders of the current period", () => {
  let owner: Client;
  let members: Member[];
  const holder = (position: string) => {
    const found = members.find((m) => m.position === position);
    if (!found) throw new Error(`no ${position} in ${PERIOD}`);
    return found;
  };
  const renameThroughPanel = async (member: Member, name: string) => {
    const [row] = await cms.database.query<{ document_id: string }>(
      `SELECT document_id FROM org_members WHERE id = ${member.id}`,
    );
    const res = await adminRequest(
      cms,
      cms.adminToken,
      'PUT',
      `/content-manager/collection-types/api::organization.member/${row.document_id}`,
      { name },
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  };

  beforeAll(async () => {
    owner = await staff.owner();
    members = (await visitor().get(`/api/organization/members?period=${PERIOD}`)).json;
  });
  afterAll(async () => {
    const chair = holder('Ketua Himpunan');
    await renameThroughPanel(chair, chair.name);
    const head = holder('Ketua Divisi Senor');
    await owner.put(`/api/organization/members/${head.id}`, {
      name: head.name,
      position: head.position,
      period: PERIOD,
    });
  });

  it('chair, vice chair and every division below the leadership with its head, in the divisions order', async () => {
    const chair = holder('Ketua Himpunan');
    const answer = await leaders();
    expect(answer.period).toBe(PERIOD);
    expect(answer.chairperson).toMatchObject({ name: chair.name, photo: chair.imageUrl });
    expect(answer.viceChairperson.name).toBe(holder('Wakil Ketua Himpunan').name);
    const divisions = (await visitor().get('/api/organization/divisions')).json as Array<{ name: string }>;
    expect(answer.divisions.map((d: { key: string }) => d.key)).toEqual(
      divisions.map((d) => d.name).filter((name) => name !== 'bph'),
    );
    expect(answer.divisions[0]).toMatchObject({
      displayName: 'Senor',
      head: { name: holder('Ketua Divisi Senor').name },
    });
  });

  it("carries each division's own colour and logo, as the division list answers them, for the band's fallback", async () => {
    const divisions = (await visitor().get('/api/organization/divisions')).json as Array<{
      name: string;
      color: string;
      logo: string;
    }>;
    const answer = await leaders();
    expect(answer.divisions.map((d: { key: string; color: string; logo: string }) => [d.key, d.color, d.logo])).toEqual(
      divisions.filter((d) => d.name !== 'bph').map((d) => [d.name, d.color, d.logo]),
    );
    expect(answer.divisions[0]).toMatchObject({ key: 'senor', color: '#F59E0B' });
  });

  it('follows a member renamed in the Content Manager at once', async () => {
    const chair = holder('Ketua Himpunan');
    await leaders();
    await renameThroughPanel(chair, 'Ketua Lewat Panel');
    expect((await leaders()).chairperson.name).toBe('Ketua Lewat Panel');
  });

  it('follows a member changed through the site API at once', async () => {
    const head = holder('Ketua Divisi Senor');
    const res = await owner.put(`/api/organization/members/${head.id}`, {
      name: 'Kepala Senor Baru',
      position: head.position,
      period: PERIOD,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await leaders()).divisions[0].head.name).toBe('Kepala Senor Baru');
  });

  it('are read-only: the answer sent back whole changes nothing and is not refused', async () => {
    const before = (await owner.get('/api/settings')).json;
    const res = await owner.put('/api/settings', {
      ...before,
      currentLeaders: { ...before.currentLeaders, chairperson: { name: 'Palsu', photo: null, imageSet: null } },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await leaders()).chairperson.name).toBe(before.currentLeaders.chairperson.name);
  });

  it('are withheld from visitors while maintenance mode is on, as the organisation reads are', async () => {
    expect((await owner.put('/api/settings', { maintenanceMode: true })).status).toBe(200);
    try {
      expect(await leaders()).toEqual({ period: null, chairperson: null, viceChairperson: null, divisions: [] });
      expect((await owner.get('/api/settings')).json.currentLeaders.period).toBe(PERIOD);
    } finally {
      expect((await owner.put('/api/settings', { maintenanceMode: false })).status).toBe(200);
    }
  });
});
