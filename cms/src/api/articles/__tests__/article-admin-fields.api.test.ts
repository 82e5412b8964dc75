import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_IN_PAST, SCHEDULE_WHILE_PUBLISHED } from '@hmti/contract';
import { adminRequest } from '../../../../tests/harness/admin-api';
import { articleForm, documentIdOf } from '../../../../tests/harness/article-form';
import type { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);
const CM = '/content-manager/collection-types/api::articles.article';

const configuration = async (uid: string) => {
  const res = await adminRequest(cms, cms.adminToken, 'GET', `/content-manager/content-types/${uid}/configuration`);
  expect(res.status).toBe(200);
  return res.json.data.contentType as { metadatas: Record<string, { edit: { editable?: boolean } }> };
};

describe('/admin shows as editable only what a save keeps', () => {
  it("'Published on' is read-only in the article form: the server sets it, a save would drop the edit", async () => {
    const { metadatas } = await configuration('api::articles.article');
    expect(metadatas.publishedDate.edit.editable).toBe(false);
  });
});

describe("an article's Duplicate in /admin is a new draft", () => {
  let writer: Client;
  beforeAll(async () => {
    writer = await staff.as(
      await staff.customRole(['dashboard.view', 'articles.view', 'articles.create', 'articles.edit']),
    );
  });

  it('a copy of an article submitted for publishing is not submitted', async () => {
    const created = await writer.post('/api/articles', articleForm('Salinan Pengajuan'));
    expect(created.status, created.text).toBe(201);
    const id = created.json.id as number;
    const submitted = await writer.put(
      `/api/articles/${id}`,
      articleForm('Salinan Pengajuan', { submitForReview: 'true' }),
    );
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.json.submittedAt).toEqual(expect.any(String));

    const copy = await adminRequest(cms, cms.adminToken, 'POST', `${CM}/clone/${await documentIdOf(cms, id)}`, {
      title: 'Salinan Pengajuan (salinan)',
      slug: 'salinan-pengajuan-salinan',
    });
    expect(copy.status, JSON.stringify(copy.json)).toBeLessThan(300);
    const rows = await cms.database.query<{ slug: string; submitted_at: unknown }>(
      "SELECT slug, submitted_at FROM articles WHERE slug IN ('salinan-pengajuan', 'salinan-pengajuan-salinan') ORDER BY id",
    );
    expect(rows.map((r) => [r.slug, r.submitted_at === null])).toEqual([
      ['salinan-pengajuan', false],
      ['salinan-pengajuan-salinan', true],
    ]);
    // The writer's own submission still stands.
    expect((await writer.get(`/api/articles/manage/${id}`)).json.submittedAt).toEqual(expect.any(String));
  });

  it("/admin's Duplicate, sent with the original's slug as its form holds it, saves: the copy's slug follows its title", async () => {
    const created = await writer.post('/api/articles', articleForm('Asli Untuk Disalin'));
    expect(created.status, created.text).toBe(201);
    const copy = await adminRequest(
      cms,
      cms.adminToken,
      'POST',
      `${CM}/clone/${await documentIdOf(cms, created.json.id as number)}`,
      { title: 'Salinan Yang Diubah', slug: 'asli-untuk-disalin' },
    );
    expect(copy.status, JSON.stringify(copy.json)).toBeLessThan(300);
    expect(copy.json.data.slug).toBe('salinan-yang-diubah');
    // A slug typed for the copy that another article has is refused with the rule's message, as on create.
    const taken = await adminRequest(
      cms,
      cms.adminToken,
      'POST',
      `${CM}/clone/${await documentIdOf(cms, created.json.id as number)}`,
      { title: 'Salinan Kedua', slug: 'salinan-yang-diubah' },
    );
    expect([taken.status, taken.json?.error?.message]).toEqual([400, 'Slug sudah dipakai artikel lain.']);
  });
});

describe("a schedule /admin refuses is marked on its 'Scheduled for' field, with the dashboard's message", () => {
  let owner: Client;
  let id: number;
  let doc: string;
  beforeAll(async () => {
    owner = await staff.owner();
    const created = await owner.post('/api/articles', articleForm('Jadwal Di Kolomnya'));
    expect(created.status, created.text).toBe(201);
    id = created.json.id;
    doc = await documentIdOf(cms, id);
  });

  it('a time already past', async () => {
    const site = await owner.put(
      `/api/articles/${id}`,
      articleForm('Jadwal Di Kolomnya', { scheduledAt: '2020-01-01T10:00' }),
    );
    expect({ status: site.status, message: site.json.message, field: site.json.field }).toEqual({
      status: 400,
      message: SCHEDULE_IN_PAST,
      field: 'scheduledAt',
    });
    const admin = await adminRequest(cms, cms.adminToken, 'PUT', `${CM}/${doc}`, {
      scheduledAt: '2020-01-01T03:00:00.000Z',
    });
    expect(admin.status, JSON.stringify(admin.json)).toBe(400);
    expect(admin.json.error.message).toBe(SCHEDULE_IN_PAST);
    expect(admin.json.error.details.errors).toEqual([
      expect.objectContaining({ path: ['scheduledAt'], message: SCHEDULE_IN_PAST }),
    ]);
  });

  it('a schedule for an article on the site', async () => {
    const ahead = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const admin = await adminRequest(cms, cms.adminToken, 'PUT', `${CM}/${doc}`, {
      published: true,
      scheduledAt: ahead,
    });
    expect(admin.status, JSON.stringify(admin.json)).toBe(400);
    expect(admin.json.error.message).toBe(SCHEDULE_WHILE_PUBLISHED);
    expect(admin.json.error.details.errors).toEqual([
      expect.objectContaining({ path: ['scheduledAt'], message: SCHEDULE_WHILE_PUBLISHED }),
    ]);
    const [row] = await cms.database.query<{ published: unknown; scheduled_at: unknown }>(
      `SELECT published, scheduled_at FROM articles WHERE id = ${id}`,
    );
    expect([!!row.published, row.scheduled_at]).toEqual([false, null]);
  });
});
