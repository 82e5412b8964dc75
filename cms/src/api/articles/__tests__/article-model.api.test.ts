import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildArticleHead } from '@hmti/contract';
import { adminRequest, mediaLibraryUpload } from '../../../../tests/harness/admin-api';
import { adminWithRole } from '../../../../tests/harness/admin-editor';
import { articleForm, documentIdOf, DRIVE_LINK } from '../../../../tests/harness/article-form';
import { DRIVE_IDS, tinyPng } from '../../../../tests/harness/fake-drive.mjs';
import { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

/**
 * One article model behind both doors: the slug, the picture and the tags an Editor-role account sets in /admin's
 * Content Manager are the ones the dashboard and the site answer with, and the other way round.
 */
const cms = sharedCms();
const staff = staffFactory(cms);
const CM = '/content-manager/collection-types/api::articles.article';
const anon = () => Client.withIp(cms.url, '198.18.0.61', { originOnReads: false });

let editor: { token: string };
let owner: Client;

beforeAll(async () => {
  editor = await adminWithRole(cms, cms.adminToken, 'strapi-editor');
  owner = await staff.owner();
});

const hex = () => crypto.randomBytes(3).toString('hex');

/** A new picture in the Media Library, uploaded as /admin does; its row as the upload answers it. */
async function newLibraryPicture() {
  const res = await mediaLibraryUpload(cms, editor.token, tinyPng(20, 90, 160, 32), `sampul-${hex()}.png`, 'image/png');
  expect(res.status, res.text).toBe(201);
  return res.json[0] as { id: number; url: string };
}

/** An article written in /admin's Content Manager: its form as the panel sends it, plus `data`. */
const writeInAdmin = (data: Record<string, unknown>) =>
  adminRequest(cms, editor.token, 'POST', CM, {
    excerpt: 'Ringkasan',
    content: '<p>Isi artikel.</p>',
    published: false,
    ...data,
  });
const editInAdmin = (documentId: string, data: Record<string, unknown>) =>
  adminRequest(cms, editor.token, 'PUT', `${CM}/${documentId}`, data);
const readInAdmin = (documentId: string) => adminRequest(cms, editor.token, 'GET', `${CM}/${documentId}`);
const removeInAdmin = (documentId: string) => adminRequest(cms, editor.token, 'DELETE', `${CM}/${documentId}`);

describe('the slug: a uid made from the title, unique, its former values still leading to the article', () => {
  it('left empty in /admin it is made from the title (unique, also against former slugs); one given there is kept', async () => {
    const picture = await newLibraryPicture();
    const title = `Satu Model Artikel ${hex()}`;
    const base = title.toLowerCase().replace(/ /g, '-');
    const first = await writeInAdmin({ title, slug: '', cover: picture });
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    expect(first.json.data.slug).toBe(base);
    const second = await writeInAdmin({ title, cover: picture });
    expect(second.status, JSON.stringify(second.json)).toBe(201);
    expect(second.json.data.slug).toBe(`${base}-2`);
    const chosen = await writeInAdmin({ title: `Lain ${hex()}`, slug: `Alamat-Pilihan-${hex()}`, cover: picture });
    expect(chosen.status, JSON.stringify(chosen.json)).toBe(201);
    expect(chosen.json.data.slug).toMatch(/^alamat-pilihan-[0-9a-f]{6}$/);

    // Emptied on an edit, it is made again from the title; the one it had is then a former slug nobody else takes.
    const renamed = await editInAdmin(first.json.data.documentId, { title: `${title} Baru`, slug: '' });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    expect(renamed.json.data.slug).toBe(`${base}-baru`);
    const third = await writeInAdmin({ title, slug: '', cover: picture });
    expect(third.json.data.slug).toBe(`${base}-3`);
    const taken = await writeInAdmin({ title: 'Pengambil Alamat', slug: base, cover: picture });
    expect(taken.status, JSON.stringify(taken.json)).toBe(400);

    for (const doc of [first, second, third, chosen]) await removeInAdmin(doc.json.data.documentId);
  });

  it("/admin's ↻ button and its availability check follow the same rule: the title's words, past current and former slugs", async () => {
    const picture = await newLibraryPicture();
    const title = `Workshop JavaScript & React ${hex()}`;
    const uidCall = (action: string, body: Record<string, unknown>) =>
      adminRequest(cms, editor.token, 'POST', `/content-manager/uid/${action}`, {
        contentTypeUID: 'api::articles.article',
        field: 'slug',
        ...body,
      });
    // ↻ offers what a save makes of the title, so the slug goes on following the title.
    const offered = (await uidCall('generate', { data: { title } })).json.data;
    const saved = (await writeInAdmin({ title, slug: '', cover: picture })).json.data;
    expect(offered).toBe(saved.slug);
    // Renamed, the article keeps its old slug as a former one: ↻ does not offer it again, nor calls it available.
    await editInAdmin(saved.documentId, { title: `${title} Baru`, slug: saved.slug });
    expect((await uidCall('generate', { data: { title } })).json.data).toBe(`${saved.slug}-2`);
    expect((await uidCall('check-availability', { value: saved.slug })).json).toEqual({
      isAvailable: false,
      suggestion: `${saved.slug}-2`,
    });
    await removeInAdmin(saved.documentId);
  });

  it('a new title moves a slug made from the title, in /admin as in the dashboard; a slug chosen by hand stays', async () => {
    const picture = await newLibraryPicture();
    const title = `Judul Berganti ${hex()}`;
    const base = title.toLowerCase().replace(/ /g, '-');
    const made = (await writeInAdmin({ title, slug: '', cover: picture })).json.data;
    const chosenSlug = `pilihan-${hex()}`;
    const chosen = (await writeInAdmin({ title: `${title} Dua`, slug: chosenSlug, cover: picture })).json.data;
    // /admin sends its slug field as it stands.
    const movedInAdmin = await editInAdmin(made.documentId, { title: `${title} Ralat`, slug: made.slug });
    expect(movedInAdmin.json.data.slug).toBe(`${base}-ralat`);
    const keptInAdmin = await editInAdmin(chosen.documentId, { title: `${title} Dua Ralat`, slug: chosenSlug });
    expect(keptInAdmin.json.data.slug).toBe(chosenSlug);
    // The dashboard sends no slug: the same rule.
    const movedInDashboard = await owner.put(
      `/api/articles/${made.id}`,
      articleForm(`${title} Lagi`, { published: 'true', tags: '[]', gdriveUrl: undefined }),
    );
    expect(movedInDashboard.json.slug, JSON.stringify(movedInDashboard.json)).toBe(`${base}-lagi`);
    const keptInDashboard = await owner.put(
      `/api/articles/${chosen.id}`,
      articleForm(`${title} Dua Lagi`, { published: 'true', tags: '[]', gdriveUrl: undefined }),
    );
    expect(keptInDashboard.json.slug, JSON.stringify(keptInDashboard.json)).toBe(chosenSlug);
    // The addresses it had keep leading to it.
    expect((await anon().get(`/api/articles/slug/${base}`)).json.id).toBe(made.id);
    for (const doc of [made, chosen]) await removeInAdmin(doc.documentId);
  });

  it('a slug changed in /admin keeps the old address: the page answers 301 to the new one, /api finds the article', async () => {
    const picture = await newLibraryPicture();
    const old = `alamat-lama-${hex()}`;
    const created = await writeInAdmin({
      title: `Alamat Berpindah ${hex()}`,
      slug: old,
      cover: picture,
      published: true,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const { id, documentId } = created.json.data as { id: number; documentId: string };
    const moved = await editInAdmin(documentId, { slug: `alamat-baru-${hex()}` });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const slug = moved.json.data.slug as string;

    const byOld = await anon().get(`/api/articles/slug/${old}`);
    expect(byOld.status).toBe(200);
    expect(byOld.json).toMatchObject({ id, slug });
    const page = await fetch(`${cms.url}/artikel/slug/${old}`, {
      redirect: 'manual',
      headers: { Accept: 'text/html' },
    });
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe(`/artikel/${id}/${slug}`);
    await removeInAdmin(documentId);
  });
});

describe('the picture: one for every door and every answer', () => {
  it('a cover chosen in /admin is the picture of the public list and page, the dashboard list and editor, and the page head', async () => {
    const picture = await newLibraryPicture();
    const title = `Sampul dari Admin ${hex()}`;
    // Written in the dashboard with a Drive link, the picture then changed in /admin.
    const created = await owner.post(
      '/api/articles',
      articleForm(title, { published: 'true', tags: '[]', gdriveUrl: DRIVE_LINK }),
    );
    expect(created.status, created.text).toBe(201);
    const { id } = created.json as { id: number };
    const documentId = await documentIdOf(cms, id);
    const edited = await editInAdmin(documentId, { cover: picture });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);

    const editorView = await owner.get(`/api/articles/manage/${id}`);
    expect(editorView.json).toMatchObject({ image: picture.url, imageSource: 'local', gdriveFileId: null });
    const listed = await owner.get(`/api/articles/manage?q=${encodeURIComponent(title)}`);
    expect(listed.json.find((a: { id: number }) => a.id === id)).toMatchObject({ image: picture.url });
    const detail = await anon().get(`/api/articles/${id}`);
    expect(detail.json).toMatchObject({ image: picture.url });
    const list = await anon().get(`/api/articles?q=${encodeURIComponent(title)}&page=1&pageSize=9`);
    expect(list.json.data).toEqual([expect.objectContaining({ id, image: picture.url })]);
    // The page's head is built from that answer (its render into the HTML: server-pages.api.test.ts, which has the
    // web build this shared cms lacks).
    const head = buildArticleHead(detail.json, { origin: cms.url, siteName: 'HMTI' });
    expect(head.meta).toContainEqual({ attr: 'property', key: 'og:image', content: `${cms.url}${picture.url}` });
    await owner.request('DELETE', `/api/articles/${id}`);
  });

  it('a picture uploaded in the dashboard is the cover /admin shows; a Drive link chosen later in the dashboard replaces it there', async () => {
    const title = `Unggahan Dasbor ${hex()}`;
    const image = new Blob([tinyPng(160, 40, 120, 32)], { type: 'image/png' });
    const created = await owner.post(
      '/api/articles',
      articleForm(title, { published: 'true', tags: '[]', gdriveUrl: undefined, image }),
    );
    expect(created.status, created.text).toBe(201);
    const { id, image: uploaded } = created.json as { id: number; image: string };
    expect(uploaded).toMatch(/^\/uploads\//);
    const documentId = await documentIdOf(cms, id);
    expect((await readInAdmin(documentId)).json.data.cover).toMatchObject({ url: uploaded });

    const drive = await owner.put(
      `/api/articles/${id}`,
      articleForm(title, { published: 'true', tags: '[]', gdriveUrl: DRIVE_LINK }),
    );
    expect(drive.status, drive.text).toBe(200);
    const inAdmin = (await readInAdmin(documentId)).json.data;
    expect(inAdmin.cover).toBeNull();
    expect(inAdmin.image).toBe(drive.json.image);
    expect(inAdmin).toMatchObject({ imageSource: 'gdrive', gdriveFileId: DRIVE_IDS.publicFile });
    await owner.request('DELETE', `/api/articles/${id}`);
  });

  it('removing the cover in /admin removes the picture, which an article may not be without', async () => {
    const picture = await newLibraryPicture();
    const created = await writeInAdmin({ title: `Tanpa Sampul ${hex()}`, cover: picture });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.data.image).toBe(picture.url);
    // The form sends the picture's address as it was shown, beside the emptied cover.
    const emptied = await editInAdmin(created.json.data.documentId, { cover: null, image: picture.url });
    expect(emptied.status, JSON.stringify(emptied.json)).toBe(400);
    expect((await readInAdmin(created.json.data.documentId)).json.data.cover).toMatchObject({ id: picture.id });
    await removeInAdmin(created.json.data.documentId);
  });
});

describe('a restored version whose picture file has since been deleted', () => {
  it('keeps the picture the article has (no broken picture); the rest of the version comes back', async () => {
    const [first, second] = [await newLibraryPicture(), await newLibraryPicture()];
    const title = `Gambar Terhapus ${hex()}`;
    const { id, documentId } = (await writeInAdmin({ title, slug: '', cover: first })).json.data;
    await editInAdmin(documentId, { title: `${title} Baru`, cover: second });
    // Shown by no article any more, the first picture may go from the Media Library.
    expect((await adminRequest(cms, editor.token, 'DELETE', `/upload/files/${first.id}`)).status).toBe(200);
    const revisions = (await owner.get(`/api/articles/manage/${id}/revisions`)).json.data as Array<{ id: number }>;
    const oldest = revisions[revisions.length - 1];
    const restored = await owner.post(`/api/articles/manage/${id}/revisions/${oldest.id}/restore`, {});
    expect(restored.status, restored.text).toBe(200);
    expect(restored.json).toMatchObject({ title, image: second.url });
    await removeInAdmin(documentId);
  });
});
