import { describe, expect, it } from 'vitest';
import { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);
const newestId = async (client: Client) => Number((await client.get('/api/dashboard/activities?limit=1')).json[0]._id);

describe('the bell remembers, per user, the newest activity they have seen', () => {
  it('marking seen is per user and survives a new sign-in; a newer activity makes it unseen again', async () => {
    const owner = await staff.owner();
    const admin = await staff.as('admin');
    await owner.post('/api/dashboard/log-activity', { type: 'content', action: 'update', title: 'Untuk lonceng' });
    const newest = await newestId(owner);

    const fresh = await owner.get('/api/dashboard/notifications/seen');
    expect(fresh.status).toBe(200);
    expect(fresh.json.lastSeenId).toBeLessThan(newest);

    const marked = await owner.put('/api/dashboard/notifications/seen', { lastSeenId: newest });
    expect(marked.status).toBe(200);
    expect(marked.json.lastSeenId).toBe(newest);
    expect((await (await staff.owner()).get('/api/dashboard/notifications/seen')).json.lastSeenId).toBe(newest);
    expect((await admin.get('/api/dashboard/notifications/seen')).json.lastSeenId).toBeLessThan(newest);

    // Never moves backwards, never beyond what exists.
    expect((await owner.put('/api/dashboard/notifications/seen', { lastSeenId: 1 })).json.lastSeenId).toBe(newest);
    // (Sign-ins and other writes add activities meanwhile: the cap is the newest one at that moment.)
    const beyond = await owner.put('/api/dashboard/notifications/seen', { lastSeenId: newest + 100000 });
    expect(beyond.json.lastSeenId).toBe(await newestId(owner));
    expect((await owner.put('/api/dashboard/notifications/seen', { lastSeenId: 'x' })).status).toBe(400);

    await admin.post('/api/dashboard/log-activity', { type: 'user', action: 'update', title: 'Lebih baru' });
    expect(await newestId(owner)).toBeGreaterThan(newest);
  });

  it('needs dashboard.activities', async () => {
    const noActivities = await staff.as(await staff.customRole(['dashboard.view']));
    expect((await noActivities.get('/api/dashboard/notifications/seen')).status).toBe(403);
    expect((await Client.withIp(cms.url, '10.7.7.8').get('/api/dashboard/notifications/seen')).status).toBe(401);
  });
});
