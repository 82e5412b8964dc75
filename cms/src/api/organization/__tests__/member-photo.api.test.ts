import { describe, expect, it } from 'vitest';
import { DRIVE_IDS } from '../../../../tests/harness/fake-drive.mjs';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);
const driveUrl = (id: string) => `https://drive.google.com/file/d/${id}/view?usp=sharing`;

describe("a member's photo from a Google Drive link", () => {
  it('a private file is refused as for an article, and no member is saved; a public one is the photo', async () => {
    const owner = await staff.owner();
    const name = `Foto Privat ${Date.now().toString(36)}`;
    const member = (gdriveUrl: string) => ({ name, position: 'Anggota', period: '2025-2026', gdriveUrl });
    const refused = await owner.post('/api/organization/members', member(driveUrl(DRIVE_IDS.privateFile)));
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json).toMatchObject({
      message: 'Google Drive link bersifat privat sehingga tidak dapat dibuka server.',
      field: 'gdriveUrl',
    });
    const saved = await cms.database.query<{ id: number }>(
      `SELECT id FROM org_members WHERE name = '${name.replace(/'/g, "''")}'`,
    );
    expect(saved).toEqual([]);

    const created = await owner.post('/api/organization/members', member(driveUrl(DRIVE_IDS.publicFile)));
    expect(created.status, created.text).toBe(201);
    expect(created.json.imageUrl).toContain(DRIVE_IDS.publicFile);
    expect((await owner.delete(`/api/organization/members/${created.json.id}`)).status).toBe(200);
  });
});
