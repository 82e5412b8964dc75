import { FIELD_LABELS, fieldMessage } from '@hmti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCoverPicture, adminRequest } from '../../../../tests/harness/admin-api';
import { adminWithRole } from '../../../../tests/harness/admin-editor';
import { DRIVE_IDS, tinyPng } from '../../../../tests/harness/fake-drive.mjs';
import { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);
const MEMBERS = '/content-manager/collection-types/api::organization.member';
const PERIOD = '2025-2026';
const share = (id: string) => `https://drive.google.com/file/d/${id}/view?usp=sharing`;
/** What an editor reads under "URL foto" for an address the site could not show. */
const ELSEWHERE = fieldMessage(
  FIELD_LABELS.member.imageUrl,
  'harus berupa link berbagi Google Drive atau alamat file situs ini (/uploads/…)',
);
const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
type Member = { id: number; name: string; imageUrl: string | null; imageSet?: unknown };

describe("a member's photo address in /admin is one the site can show", () => {
  let editor: { token: string };
  beforeAll(async () => {
    editor = await adminWithRole(cms, cms.adminToken, 'strapi-editor');
  });

  it('another host is refused on "URL foto", for an Editor and the Super Admin, and nothing is saved', async () => {
    const name = unique('Foto Luar');
    const created = await adminRequest(cms, editor.token, 'POST', MEMBERS, {
      name,
      position: 'Anggota',
      period: PERIOD,
      imageUrl: 'https://example.org/a.jpg',
    });
    expect(created.status, JSON.stringify(created.json)).toBe(400);
    expect(created.json.error.message).toBe(ELSEWHERE);
    expect(created.json.error.details.errors).toEqual([
      expect.objectContaining({ path: ['imageUrl'], message: ELSEWHERE }),
    ]);
    expect(await cms.database.count('org_members', `name = ${quoted(name)}`)).toBe(0);

    // A member whose photo is a file of this site: changing it to another host's picture is refused too.
    const made = await adminRequest(cms, cms.adminToken, 'POST', MEMBERS, {
      name,
      position: 'Anggota',
      period: PERIOD,
      imageUrl: '/uploads/demo/avatar-1.webp',
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const doc = `${MEMBERS}/${made.json.data.documentId}`;
    for (const [token, imageUrl] of [
      [cms.adminToken, 'https://example.org/a.jpg'],
      [editor.token, 'https://example.org/a.jpg'],
      [editor.token, 'http://drive.google.com/uc?id=abcdefghijkl'],
    ]) {
      const changed = await adminRequest(cms, token, 'PUT', doc, { imageUrl });
      expect(changed.status, `${imageUrl}: ${JSON.stringify(changed.json)}`).toBe(400);
      expect(changed.json.error.details.errors).toEqual([
        expect.objectContaining({ path: ['imageUrl'], message: ELSEWHERE }),
      ]);
    }
    const [stored] = await cms.database.query<{ image_url: string }>(
      `SELECT image_url FROM org_members WHERE document_id = ${quoted(made.json.data.documentId)}`,
    );
    expect(stored.image_url).toBe('/uploads/demo/avatar-1.webp');

    // A Drive share link still saves, as the address Drive shows the picture from; and so does another /uploads file.
    const drive = await adminRequest(cms, editor.token, 'PUT', doc, { imageUrl: share(DRIVE_IDS.publicFile) });
    expect(drive.status, JSON.stringify(drive.json)).toBe(200);
    expect(drive.json.data.imageUrl).toMatch(new RegExp(`/d/${DRIVE_IDS.publicFile}=s2000$`));
    const local = await adminRequest(cms, editor.token, 'PUT', doc, { imageUrl: '/uploads/demo/avatar-2.webp' });
    expect(local.status, JSON.stringify(local.json)).toBe(200);
    expect(local.json.data.imageUrl).toBe('/uploads/demo/avatar-2.webp');

    // An address stored before from another host (an earlier import) keeps the member editable while it stays.
    await cms.database.write(
      `UPDATE org_members SET image_url = 'https://cdn-lama.example/a.png' WHERE document_id = ${quoted(made.json.data.documentId)}`,
    );
    const form = (await adminRequest(cms, editor.token, 'GET', doc)).json.data;
    const renamed = await adminRequest(cms, editor.token, 'PUT', doc, { ...form, position: 'Sekretaris' });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    expect(renamed.json.data.imageUrl).toBe('https://cdn-lama.example/a.png');

    expect((await adminRequest(cms, editor.token, 'DELETE', doc)).status).toBe(200);
  });
});

describe("removing a member's uploaded photo in /admin takes it off the site", () => {
  let editor: { token: string };
  const anon = () => new Client(cms.url);
  beforeAll(async () => {
    editor = await adminWithRole(cms, cms.adminToken, 'strapi-editor');
  });

  /** A member with a photo uploaded in the dashboard: its row's document, and the Media Library file. */
  const memberWithUpload = async (name: string) => {
    const owner = await staff.owner();
    const form = new FormData();
    for (const [k, v] of Object.entries({ name, position: 'Anggota', period: PERIOD })) form.append(k, v);
    form.append('image', new Blob([tinyPng(200, 60, 90, 48)], { type: 'image/png' }), 'foto.png');
    const created = await owner.post('/api/organization/members', form);
    expect(created.status, created.text).toBe(201);
    const [row] = await cms.database.query<{ document_id: string }>(
      `SELECT document_id FROM org_members WHERE id = ${Number(created.json.id)}`,
    );
    const [file] = await cms.database.query<{ id: number; url: string }>(
      `SELECT id, url FROM files WHERE url = ${quoted(created.json.imageUrl)}`,
    );
    expect(file).toBeTruthy();
    return { id: Number(created.json.id), doc: `${MEMBERS}/${row.document_id}`, file };
  };
  const listed = async (id: number) => {
    const res = await anon().get(`/api/organization/members?period=${PERIOD}`);
    expect(res.status).toBe(200);
    return (res.json as Member[]).find((m) => m.id === id);
  };

  it('clearing "Foto (unggahan)" leaves the member without a photo, and the file can be deleted', async () => {
    const { id, doc, file } = await memberWithUpload(unique('Foto Dihapus'));
    expect((await listed(id))?.imageUrl).toBe(file.url);

    const cleared = await adminRequest(cms, editor.token, 'PUT', doc, { photo: null });
    expect(cleared.status, JSON.stringify(cleared.json)).toBe(200);
    const member = await listed(id);
    expect(member).toBeTruthy();
    expect(member?.imageUrl ?? null).toBeNull();
    expect(member?.imageSet ?? null).toBeNull();

    const deleted = await adminRequest(cms, cms.adminToken, 'DELETE', `/upload/files/${file.id}`);
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    expect(await cms.database.count('files', `id = ${file.id}`)).toBe(0);
    expect((await adminRequest(cms, editor.token, 'DELETE', doc)).status).toBe(200);
  });

  it('another Media Library file chosen as the photo is the photo shown, and the one before can be deleted', async () => {
    const { id, doc, file } = await memberWithUpload(unique('Foto Baru'));
    const chosen = await adminCoverPicture(cms, editor.token);
    const [{ url }] = await cms.database.query<{ url: string }>(`SELECT url FROM files WHERE id = ${chosen}`);
    const form = (await adminRequest(cms, editor.token, 'GET', doc)).json.data;
    const replaced = await adminRequest(cms, editor.token, 'PUT', doc, { ...form, photo: chosen });
    expect(replaced.status, JSON.stringify(replaced.json)).toBe(200);
    expect((await listed(id))?.imageUrl).toBe(url);
    expect((await adminRequest(cms, cms.adminToken, 'DELETE', `/upload/files/${file.id}`)).status).toBe(200);
    expect((await adminRequest(cms, editor.token, 'DELETE', doc)).status).toBe(200);
    expect((await adminRequest(cms, cms.adminToken, 'DELETE', `/upload/files/${chosen}`)).status).toBe(200);
  });

  it('the whole form saved with the photo cleared does the same; a Drive link given instead is the photo', async () => {
    const { id, doc, file } = await memberWithUpload(unique('Foto Diganti'));
    // As /admin saves: the whole form, its "URL foto" still holding the uploaded file's address.
    const form = (await adminRequest(cms, editor.token, 'GET', doc)).json.data;
    expect(form.imageUrl).toBe(file.url);
    const cleared = await adminRequest(cms, editor.token, 'PUT', doc, { ...form, photo: null });
    expect(cleared.status, JSON.stringify(cleared.json)).toBe(200);
    expect((await listed(id))?.imageUrl ?? null).toBeNull();

    // Another save of the form (as the save left it) without a photo keeps a /uploads address typed into "URL foto".
    const typed = await adminRequest(cms, editor.token, 'PUT', doc, {
      ...cleared.json.data,
      photo: null,
      imageUrl: '/uploads/demo/avatar-3.webp',
    });
    expect(typed.status, JSON.stringify(typed.json)).toBe(200);
    expect((await listed(id))?.imageUrl).toBe('/uploads/demo/avatar-3.webp');
    expect((await adminRequest(cms, editor.token, 'DELETE', doc)).status).toBe(200);

    // A new upload, replaced in /admin by a Drive link in the same save: the link is the photo.
    const next = await memberWithUpload(unique('Foto Drive'));
    const nextForm = (await adminRequest(cms, editor.token, 'GET', next.doc)).json.data;
    const replaced = await adminRequest(cms, editor.token, 'PUT', next.doc, {
      ...nextForm,
      photo: null,
      imageUrl: share(DRIVE_IDS.publicFile),
    });
    expect(replaced.status, JSON.stringify(replaced.json)).toBe(200);
    expect((await listed(next.id))?.imageUrl).toMatch(new RegExp(`/d/${DRIVE_IDS.publicFile}=s2000$`));
    expect((await adminRequest(cms, cms.adminToken, 'DELETE', `/upload/files/${next.file.id}`)).status).toBe(200);
    expect((await adminRequest(cms, editor.token, 'DELETE', next.doc)).status).toBe(200);
    expect((await adminRequest(cms, cms.adminToken, 'DELETE', `/upload/files/${file.id}`)).status).toBe(200);
  });

  it('a Duplicate saved with its photo cleared has no photo; the member it was copied from keeps theirs', async () => {
    const { id, doc, file } = await memberWithUpload(unique('Foto Asli'));
    // As /admin's Duplicate saves: the copied form, "Foto (unggahan)" cleared, "URL foto" still the copied address.
    const form = (await adminRequest(cms, editor.token, 'GET', doc)).json.data;
    const name = unique('Foto Salinan');
    const copy = await adminRequest(cms, editor.token, 'POST', `${MEMBERS}/clone/${form.documentId}`, {
      ...form,
      name,
      photo: null,
    });
    expect(copy.status, JSON.stringify(copy.json)).toBe(200);
    const [copied] = await cms.database.query<{ id: number; image_url: string | null }>(
      `SELECT id, image_url FROM org_members WHERE name = ${quoted(name)}`,
    );
    expect(copied.image_url).toBeNull();
    expect((await listed(copied.id))?.imageUrl ?? null).toBeNull();
    expect((await listed(id))?.imageUrl).toBe(file.url);

    // A Duplicate that keeps the photo keeps its address.
    const kept = await adminRequest(cms, editor.token, 'POST', `${MEMBERS}/clone/${form.documentId}`, {
      ...form,
      name: unique('Foto Salinan'),
    });
    expect(kept.status, JSON.stringify(kept.json)).toBe(200);
    expect(kept.json.data.imageUrl).toBe(file.url);
    for (const documentId of [copy.json.data.documentId, kept.json.data.documentId, form.documentId])
      expect((await adminRequest(cms, editor.token, 'DELETE', `${MEMBERS}/${documentId}`)).status).toBe(200);
    expect((await adminRequest(cms, cms.adminToken, 'DELETE', `/upload/files/${file.id}`)).status).toBe(200);
  });
});
