import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, adminToken, mediaLibraryUpload } from '../../../../tests/harness/admin-api';
import { adminWithRole } from '../../../../tests/harness/admin-editor';
import { startCms, type CmsInstance } from '../../../../tests/harness/cms-process';
import { tinyPng } from '../../../../tests/harness/fake-drive.mjs';
import { Client } from '../../../../tests/harness/http';

// Its own cms with a test clock (TEST_CLOCK_FILE), so the test moves time past a preview link's end instead of waiting.
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-preview-'));
const clockFile = path.join(workDir, 'clock');
const setClock = (at: Date) => fs.writeFileSync(clockFile, at.toISOString());
const CM = '/content-manager/collection-types/api::articles.article';
const PREVIEW = '/content-manager/preview/url/api::articles.article';
const PREVIEW_GONE = 'Tautan pratinjau ini sudah tidak berlaku. Buka pratinjau lagi dari panel admin.';

let cms: CmsInstance;
let editor: { token: string };
const visitor = () => Client.withIp(cms.url, '198.18.0.71', { originOnReads: false });

beforeAll(async () => {
  setClock(new Date('2031-03-01T08:00:00Z'));
  cms = await startCms({ workDir: path.join(workDir, 'cms'), env: { TEST_CLOCK_FILE: clockFile } });
  editor = await adminWithRole(cms, await adminToken(cms), 'strapi-editor');
}, 300_000);

afterAll(async () => {
  await cms?.stop();
  await cms?.database.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** An article written in /admin by `token`'s account: its id, documentId and slug. */
async function articleInAdmin(token: string, title: string, published: boolean) {
  const upload = await mediaLibraryUpload(cms, token, tinyPng(90, 30, 30, 24), 'pratinjau.png', 'image/png');
  expect(upload.status, upload.text).toBe(201);
  const created = await adminRequest(cms, token, 'POST', CM, {
    title,
    slug: '',
    excerpt: 'Ringkasan',
    content: `<p>Isi ${title}</p>`,
    cover: upload.json[0],
    published,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json.data as { id: number; documentId: string; slug: string };
}

/** The address /admin's "Open preview" opens for an article, asked as `token`'s account (undefined: no preview). */
async function previewUrl(token: string, documentId: string) {
  const res = await adminRequest(cms, token, 'GET', `${PREVIEW}?documentId=${documentId}`);
  expect([200, 204], JSON.stringify(res.json)).toContain(res.status);
  return res.json?.data?.url as string | undefined;
}

describe("/admin's preview of an article", () => {
  it('a draft is shown only through the preview link /admin issues, for that article, until the link ends', async () => {
    const draft = await articleInAdmin(editor.token, 'Draf Untuk Pratinjau', false);
    const other = await articleInAdmin(editor.token, 'Draf Lain', false);
    const api = `/api/articles/${draft.id}/${draft.slug}`;
    const page = `/artikel/${draft.id}/${draft.slug}`;

    // Without the link: not there, as for any visitor.
    expect((await visitor().get(api)).status).toBe(404);
    expect((await visitor().get(page, { Accept: 'text/html' })).status).toBe(404);
    // The link is issued to a signed-in admin only.
    expect((await fetch(`${cms.url}${PREVIEW}?documentId=${draft.documentId}`)).status).toBe(401);

    const address = (await previewUrl(editor.token, draft.documentId))!;
    expect(address.startsWith(`${page}?preview=`), address).toBe(true);
    const url = new URL(address, cms.url);
    const token = url.searchParams.get('preview')!;
    expect(token).toBeTruthy();

    const shown = await visitor().get(`${api}?preview=${encodeURIComponent(token)}`);
    expect(shown.status).toBe(200);
    expect(shown.json).toMatchObject({ id: draft.id, title: 'Draf Untuk Pratinjau', published: false });
    expect(shown.headers.get('cache-control')).toBe('no-store');
    const pageWithLink = await visitor().get(`${page}?preview=${encodeURIComponent(token)}`, { Accept: 'text/html' });
    expect(pageWithLink.status).toBe(200);
    expect(pageWithLink.headers.get('cache-control')).toBe('no-store');
    expect(pageWithLink.headers.get('x-robots-tag')).toBe('noindex');
    expect(pageWithLink.headers.get('x-cache')).toBeNull();
    // Asked again without the link, the page and the article are still not there (nothing of it was kept).
    expect((await visitor().get(api)).status).toBe(404);
    expect((await visitor().get(page, { Accept: 'text/html' })).status).toBe(404);

    // The link is for that article only, and cannot be altered.
    const elsewhere = await visitor().get(
      `/api/articles/${other.id}/${other.slug}?preview=${encodeURIComponent(token)}`,
    );
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.json.message).toBe(PREVIEW_GONE);
    const altered = await visitor().get(`${api}?preview=${encodeURIComponent(`${token.slice(0, -2)}xx`)}`);
    expect(altered.status).toBe(403);

    // Its time is short: past it, the same link shows nothing.
    setClock(new Date('2031-03-01T08:14:00Z'));
    expect((await visitor().get(`${api}?preview=${encodeURIComponent(token)}`)).status).toBe(200);
    setClock(new Date('2031-03-01T08:16:00Z'));
    const expired = await visitor().get(`${api}?preview=${encodeURIComponent(token)}`);
    expect(expired.status).toBe(403);
    expect(expired.json.message).toBe(PREVIEW_GONE);

    // Once the article is published, the ended link shows it as every visitor sees it (a shared link keeps working).
    const publish = await adminRequest(cms, editor.token, 'PUT', `${CM}/${draft.documentId}`, { published: true });
    expect(publish.status, JSON.stringify(publish.json)).toBe(200);
    const afterPublishing = await visitor().get(`${api}?preview=${encodeURIComponent(token)}`);
    expect(afterPublishing.status).toBe(200);
    expect(afterPublishing.json).toMatchObject({ id: draft.id, title: 'Draf Untuk Pratinjau' });
  });

  it("a published article's preview is its public address; an Author-role account gets no preview of another's draft", async () => {
    setClock(new Date('2031-03-02T08:00:00Z'));
    const published = await articleInAdmin(editor.token, 'Sudah Terbit', true);
    expect(await previewUrl(editor.token, published.documentId)).toBe(`/artikel/${published.id}/${published.slug}`);

    const draft = await articleInAdmin(editor.token, 'Draf Penyunting', false);
    const author = await adminWithRole(cms, await adminToken(cms), 'strapi-author');
    expect(await previewUrl(author.token, draft.documentId)).toBeUndefined();
    const own = await articleInAdmin(author.token, 'Draf Penulis', false);
    expect(await previewUrl(author.token, own.documentId)).toContain('?preview=');
  });
});
