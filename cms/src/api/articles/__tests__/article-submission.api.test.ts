import { beforeAll, describe, expect, it } from 'vitest';
import { adminRequest } from '../../../../tests/harness/admin-api';
import { articleForm, documentIdOf } from '../../../../tests/harness/article-form';
import type { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);
const CM = '/content-manager/collection-types/api::articles.article';

interface Activity {
  action: string;
  title: string;
  entityId: string | null;
  entityTitle: string | null;
  userName: string | null;
}
const feed = async (client: Client) => {
  const res = await client.get('/api/dashboard/activities?limit=100');
  expect(res.status).toBe(200);
  return res.json as Activity[];
};
const submissionsOf = async (client: Client, id: number) =>
  (await feed(client)).filter((a) => a.action === 'submit' && a.entityId === String(id));
const submittedAt = async (client: Client, id: number) =>
  (await client.get(`/api/articles/manage/${id}`)).json.submittedAt as string | null;

describe("'Ajukan terbit': a writer without articles.publish asks a publisher to publish", () => {
  let owner: Client;
  let writer: Client & { userId: number; username: string };
  let head: Client;

  beforeAll(async () => {
    owner = await staff.owner();
    writer = await staff.as(
      await staff.customRole([
        'dashboard.view',
        'dashboard.activities',
        'articles.view',
        'articles.create',
        'articles.edit',
      ]),
    );
    head = await staff.as('division_head');
  });

  it('the writer submits their draft; publishers see it in their feed; publishing it ends the wait', async () => {
    const created = await writer.post('/api/articles', articleForm('Mohon Diterbitkan'));
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect(created.json.submittedAt).toBeNull();

    const before = Date.now();
    const submitted = await writer.put(
      `/api/articles/${id}`,
      articleForm('Mohon Diterbitkan', { submitForReview: 'true', gdriveUrl: undefined }),
    );
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.json.published).toBe(false);
    expect(new Date(submitted.json.submittedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Listed as waiting, for the writer and for the publisher.
    const listed = (await owner.get('/api/articles/manage?page=1&pageSize=100&status=draft')).json.data.find(
      (a: { id: number }) => a.id === id,
    );
    expect(listed.submittedAt).toBe(submitted.json.submittedAt);

    // One entry names the request: in the writer's own feed and in the feed of whoever may publish it, not in the
    // feed of a division head, who sees only their own articles.
    const [entry] = await submissionsOf(owner, id);
    expect(entry).toMatchObject({ title: 'Artikel diajukan untuk terbit', entityTitle: 'Mohon Diterbitkan' });
    expect(entry.userName).toBe(`Test ${writer.username}`);
    expect(await submissionsOf(writer, id)).toHaveLength(1);
    expect(await submissionsOf(head, id)).toHaveLength(0);

    // A later save by the writer keeps it waiting (the publisher publishes what is there then), and is no second
    // request.
    const edited = await writer.put(
      `/api/articles/${id}`,
      articleForm('Mohon Diterbitkan (revisi)', { gdriveUrl: undefined }),
    );
    expect(edited.json.submittedAt).toBe(submitted.json.submittedAt);
    expect(await submissionsOf(owner, id)).toHaveLength(1);

    const published = await owner.put(
      `/api/articles/${id}`,
      articleForm('Mohon Diterbitkan (revisi)', { published: 'true', gdriveUrl: undefined }),
    );
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ published: true, submittedAt: null });

    // Taken back to draft by its writer, without the publishing right: not waiting again until asked again.
    const back = await writer.put(
      `/api/articles/${id}`,
      articleForm('Mohon Diterbitkan (revisi)', { gdriveUrl: undefined }),
    );
    expect(back.status).toBe(200);
    expect(back.json).toMatchObject({ published: false, submittedAt: null });
    expect((await owner.delete(`/api/articles/${id}`)).status).toBe(200);
  });

  it('the writer takes the request back with an explicit submitForReview=false; a save that leaves it out keeps it', async () => {
    const created = await writer.post('/api/articles', articleForm('Batal Diajukan', { submitForReview: 'true' }));
    expect(created.status, created.text).toBe(201);
    const id = created.json.id as number;
    const askedAt = created.json.submittedAt as string;
    expect(askedAt).not.toBeNull();
    const withdrawalsOf = async (client: Client) =>
      (await feed(client)).filter((a) => a.action === 'withdraw' && a.entityId === String(id));

    // Left out: still waiting, since the first request.
    const kept = await writer.put(
      `/api/articles/${id}`,
      articleForm('Batal Diajukan (revisi)', { gdriveUrl: undefined }),
    );
    expect(kept.status, kept.text).toBe(200);
    expect(kept.json.submittedAt).toBe(askedAt);

    // Said false: no longer waiting, in the list as well; the feed says so once, and the request stays on record.
    const withdrawn = await writer.put(
      `/api/articles/${id}`,
      articleForm('Batal Diajukan (revisi)', { submitForReview: 'false', gdriveUrl: undefined }),
    );
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.json).toMatchObject({ published: false, submittedAt: null });
    const listed = (await owner.get('/api/articles/manage?page=1&pageSize=100&status=draft')).json.data.find(
      (a: { id: number }) => a.id === id,
    );
    expect(listed.submittedAt).toBeNull();
    const [entry, ...more] = await withdrawalsOf(owner);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      title: 'Artikel batal diajukan untuk terbit',
      entityTitle: 'Batal Diajukan (revisi)',
    });
    expect(entry.userName).toBe(`Test ${writer.username}`);
    expect(await submissionsOf(owner, id)).toHaveLength(1);

    // Nothing waits, so neither a plain save nor another false takes anything back.
    expect(
      (await writer.put(`/api/articles/${id}`, articleForm('Batal Diajukan (revisi)', { gdriveUrl: undefined }))).json
        .submittedAt,
    ).toBeNull();
    const again = await writer.put(
      `/api/articles/${id}`,
      articleForm('Batal Diajukan (revisi)', { submitForReview: 'false', gdriveUrl: undefined }),
    );
    expect(again.json.submittedAt).toBeNull();
    expect(await withdrawalsOf(owner)).toHaveLength(1);

    // Asked again later: waiting from the new request.
    const asked = await writer.put(
      `/api/articles/${id}`,
      articleForm('Batal Diajukan (revisi)', { submitForReview: 'true', gdriveUrl: undefined }),
    );
    expect(new Date(asked.json.submittedAt).getTime()).toBeGreaterThan(new Date(askedAt).getTime());
    expect(await submissionsOf(owner, id)).toHaveLength(2);
    expect((await owner.delete(`/api/articles/${id}`)).status).toBe(200);
  });

  it('a new article can be submitted with its first save; scheduling it ends the wait too', async () => {
    const created = await writer.post('/api/articles', articleForm('Langsung Diajukan', { submitForReview: 'true' }));
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect(created.json.submittedAt).not.toBeNull();
    expect(await submissionsOf(owner, id)).toHaveLength(1);

    const scheduled = await owner.put(
      `/api/articles/${id}`,
      articleForm('Langsung Diajukan', { scheduledAt: '2099-01-01T09:00', gdriveUrl: undefined }),
    );
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(scheduled.json.submittedAt).toBeNull();
    expect((await owner.delete(`/api/articles/${id}`)).status).toBe(200);
  });

  it('asking does not publish: the writer still cannot publish, and a published article is not asked for', async () => {
    const refused = await writer.post(
      '/api/articles',
      articleForm('Tidak Bisa Terbit', { published: 'true', submitForReview: 'true' }),
    );
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Anda tidak memiliki izin untuk mempublikasikan artikel.');
    // Someone who may publish and publishes leaves nothing waiting.
    const direct = await owner.post(
      '/api/articles',
      articleForm('Terbit Langsung', { published: 'true', submitForReview: 'true' }),
    );
    expect(direct.status).toBe(201);
    expect(direct.json.submittedAt).toBeNull();
    expect(await submissionsOf(owner, direct.json.id)).toHaveLength(0);
    expect((await owner.delete(`/api/articles/${direct.json.id}`)).status).toBe(200);
  });

  it('published in the Strapi Content Manager, a submitted article stops waiting there as well', async () => {
    const created = await writer.post('/api/articles', articleForm('Terbit Lewat Panel', { submitForReview: 'true' }));
    const id = created.json.id as number;
    expect(await submittedAt(owner, id)).not.toBeNull();
    const res = await adminRequest(cms, cms.adminToken, 'PUT', `${CM}/${await documentIdOf(cms, id)}`, {
      published: true,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await submittedAt(owner, id)).toBeNull();
    // An article on the site waits for nobody, whatever a write there says.
    const asked = await adminRequest(cms, cms.adminToken, 'PUT', `${CM}/${await documentIdOf(cms, id)}`, {
      submittedAt: new Date().toISOString(),
    });
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    expect(await submittedAt(owner, id)).toBeNull();
    expect((await owner.delete(`/api/articles/${id}`)).status).toBe(200);
  });
});
