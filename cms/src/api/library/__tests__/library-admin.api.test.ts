import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHANGED_ELSEWHERE,
  DRIVE_FOLDER_EMPTY,
  DRIVE_FOLDER_EMPTY_SUGGESTION,
  DRIVE_INVALID_FORMAT_SUGGESTION,
  DRIVE_PRIVATE,
  DRIVE_UNVERIFIABLE,
  LIBRARY_LINK_REQUIRED,
} from '@hmti/contract';
import { Client } from '../../../../tests/harness/http';
import { adminRequest, adminToken, mediaLibraryUpload } from '../../../../tests/harness/admin-api';
import { DRIVE_IDS, tinyPng } from '../../../../tests/harness/fake-drive.mjs';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const CM = '/content-manager/collection-types/api::library.library-item';
const staff = staffFactory(cms);
const file = (id: string) => `https://drive.google.com/file/d/${id}/view`;
const libForm = (fields: Record<string, string>, links: Array<[string, string]>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  links.forEach(([url, kind], i) => {
    f.append(`gdriveUrls[${i}]`, url);
    f.append(`gdriveMediaTypes[${i}]`, kind);
  });
  return f;
};
const item = (
  title: string,
  links: Array<[string, string]> = [
    [file(DRIVE_IDS.publicFile), 'image'],
    [file(DRIVE_IDS.publicFile2), 'video'],
  ],
) => libForm({ title, description: 'Deskripsi singkat', fullDescription: 'Deskripsi lengkap', type: 'photo' }, links);

describe('Google Drive checks (against a local fake Drive)', () => {
  let owner: Client;
  beforeAll(async () => {
    owner = await staff.owner();
  });

  it('tells public, private, folder, malformed and unreachable links apart', async () => {
    const check = (url: string) => owner.post('/api/gdrive/check-access', { url });
    expect((await check(file(DRIVE_IDS.publicFile))).json).toMatchObject({
      accessible: true,
      isFolder: false,
      fileId: DRIVE_IDS.publicFile,
    });
    expect((await check(file(DRIVE_IDS.privateFile))).json).toMatchObject({
      accessible: false,
      error: DRIVE_PRIVATE,
    });
    expect((await check(`https://drive.google.com/drive/folders/${DRIVE_IDS.publicFolder}`)).json).toMatchObject({
      accessible: true,
      isFolder: true,
    });
    // A public folder with nothing in it: said at the check, as the save would say it.
    expect((await check(`https://drive.google.com/drive/folders/${DRIVE_IDS.emptyFolder}`)).json).toEqual({
      accessible: false,
      isFolder: true,
      fileId: DRIVE_IDS.emptyFolder,
      error: DRIVE_FOLDER_EMPTY,
      suggestion: DRIVE_FOLDER_EMPTY_SUGGESTION,
    });
    expect((await check('http://drive.google.com/file/d/abcdefghijkl/view')).json).toMatchObject({
      accessible: false,
      error: 'bukan link berbagi Google Drive yang valid',
      suggestion: DRIVE_INVALID_FORMAT_SUGGESTION,
    });
    expect((await check('https://drive.google.com/drive/folders/')).json.error).toBe(
      'tidak memuat ID folder yang valid',
    );
    expect((await check('https://drive.google.com/file/d/x/view')).json.error).toBe('tidak memuat ID file yang valid');
    const started = Date.now();
    const down = await check(file('downFile0123456789abcdef'));
    expect(down.json).toMatchObject({ accessible: false, error: DRIVE_UNVERIFIABLE });
    expect(Date.now() - started).toBeLessThan(5000);
    // Drive too busy (429) or failing (503) says nothing of the file either: unverified, not private.
    for (const id of ['busyFile0123456789abcdef', 'busy5File0123456789abcde'])
      expect((await check(file(id))).json, id).toMatchObject({ accessible: false, error: DRIVE_UNVERIFIABLE });
  });

  it('builds display URLs and expands public folders', async () => {
    const img = await owner.post('/api/gdrive/media-url', { url: file(DRIVE_IDS.publicFile) });
    expect(img.json).toEqual({
      type: 'single',
      files: [
        expect.objectContaining({
          id: DRIVE_IDS.publicFile,
          type: 'image',
          url: `${cms.driveUrl}/img/d/${DRIVE_IDS.publicFile}=s2000`,
        }),
      ],
    });
    const vid = await owner.post('/api/gdrive/media-url', { fileId: DRIVE_IDS.publicFile, mediaType: 'video' });
    expect(vid.json.files[0].url).toBe(`${cms.driveUrl}/file/d/${DRIVE_IDS.publicFile}/preview`);
    const folder = await owner.post('/api/gdrive/media-url', {
      url: `https://drive.google.com/drive/folders/${DRIVE_IDS.publicFolder}`,
    });
    expect(folder.json.type).toBe('folder');
    expect(folder.json.files.map((f: { id: string }) => f.id)).toEqual(DRIVE_IDS.folderFiles);
    const empty = await owner.post('/api/gdrive/media-url', {
      url: `https://drive.google.com/drive/folders/${DRIVE_IDS.emptyFolder}`,
    });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({
      message: 'Link Google Drive adalah folder yang tidak memperlihatkan satu pun foto atau video.',
      suggestion: DRIVE_FOLDER_EMPTY_SUGGESTION,
    });
  });

  it('needs a signed-in user with library or article rights', async () => {
    expect(
      (await Client.withIp(cms.url, '10.8.8.8').post('/api/gdrive/check-access', { url: file(DRIVE_IDS.publicFile) }))
        .status,
    ).toBe(401);
    const viewer = await staff.as(await staff.customRole(['dashboard.view']));
    expect((await viewer.post('/api/gdrive/check-access', { url: file(DRIVE_IDS.publicFile) })).status).toBe(403);
  });
});

describe('library management', () => {
  it('creates an item from two Drive links, typed per link, shown publicly', async () => {
    const owner = await staff.owner();
    const res = await owner.post('/api/library', item('Album Uji'));
    expect(res.status).toBe(201);
    expect(res.json.mediaKinds).toEqual(['image', 'video']);
    expect(res.json.images).toEqual([
      `${cms.driveUrl}/img/d/${DRIVE_IDS.publicFile}=s2000`,
      `${cms.driveUrl}/file/d/${DRIVE_IDS.publicFile2}/preview`,
    ]);
    const pub = (await Client.withIp(cms.url, '10.8.8.9').get('/api/library?q=Album%20Uji')).json;
    expect(pub.data[0].images).toHaveLength(2);
    const log = await cms.database.query<{ action: string }>(
      `SELECT action FROM activities WHERE type = 'library' AND entity_id = '${res.json.id}'`,
    );
    expect(log.map((l) => l.action)).toEqual(['create']);
  });

  it('a form of 25 links, and an edit keeping a folder of 35 files, each save every file in order', async () => {
    const owner = await staff.owner();
    // More rows than a query string's array of 20: every one is read, in the form's order.
    const links = Array.from({ length: 25 }, (_, i): [string, string] => [
      file(i % 2 ? DRIVE_IDS.publicFile2 : DRIVE_IDS.publicFile),
      i === 24 ? 'video' : 'image',
    ]);
    const created = await owner.post('/api/library', item('Album Dua Puluh Lima', links));
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.images).toHaveLength(25);
    expect(created.json.mediaKinds.at(-1)).toBe('video');
    const folder = await owner.post(
      '/api/library',
      item('Album Folder Besar', [[`https://drive.google.com/drive/folders/${DRIVE_IDS.bigFolder}`, 'image']]),
    );
    expect(folder.status, JSON.stringify(folder.json)).toBe(201);
    const stored = folder.json.images as string[];
    expect(stored).toHaveLength(35);
    const form = libForm({ title: 'Album Folder Besar (dipilih)', description: 'd' }, []);
    stored.slice(1).forEach((url, i) => form.append(`keepMedia[${i}]`, url));
    const edited = await owner.put(`/api/library/${folder.json.id}`, form);
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json.images).toEqual(stored.slice(1));
    await owner.delete(`/api/library/${created.json.id}`);
    await owner.delete(`/api/library/${folder.json.id}`);
  });

  it('an edit and a delete each leave one activity entry, in the words /admin gives them', async () => {
    const owner = await staff.owner();
    const created = await owner.post('/api/library', item('Album Riwayat'));
    expect(created.status, created.text).toBe(201);
    const edited = await owner.put(`/api/library/${created.json.id}`, item('Album Riwayat Baru'));
    expect(edited.status, edited.text).toBe(200);
    expect((await owner.delete(`/api/library/${created.json.id}`)).status).toBe(200);
    const log = await cms.database.query<{ action: string; title: string; entity_title: string; description: string }>(
      `SELECT action, title, entity_title, description FROM activities
       WHERE type = 'library' AND entity_id = '${created.json.id}' ORDER BY id`,
    );
    expect(log.map(({ action, title, entity_title }) => [action, title, entity_title])).toEqual([
      ['create', 'Media ditambahkan', 'Album Riwayat'],
      ['update', 'Media diperbarui', 'Album Riwayat Baru'],
      ['delete', 'Media dihapus', 'Album Riwayat Baru'],
    ]);
    expect(log[1].description).toMatch(/^Diubah: /);
  });

  it('an edit over a version saved elsewhere since the form opened is refused, and overwrites nothing', async () => {
    const owner = await staff.owner();
    const created = await owner.post('/api/library', item('Album Bersamaan'));
    expect(created.status, created.text).toBe(201);
    const opened = created.json.updatedAt as string;
    expect(typeof opened).toBe('string');
    // Someone else saves it meanwhile (in /admin).
    const token = await adminToken(cms);
    const [{ document_id: documentId }] = await cms.database.query<{ document_id: string }>(
      `SELECT document_id FROM library_items WHERE id = ${Number(created.json.id)}`,
    );
    const admin = await adminRequest(
      cms,
      token,
      'PUT',
      `/content-manager/collection-types/api::library.library-item/${documentId}`,
      {
        description: 'Diubah di /admin',
      },
    );
    expect(admin.status, JSON.stringify(admin.json)).toBe(200);
    const mine = item('Album Saya');
    mine.append('basedOn', opened);
    const stale = await owner.put(`/api/library/${created.json.id}`, mine);
    expect(stale.status, stale.text).toBe(409);
    expect(stale.json.message).toBe(CHANGED_ELSEWHERE);
    // The version is checked before Drive is asked about any link: a stale save does not wait for Drive.
    const staleWithPrivate = item('Album Saya', [[file(DRIVE_IDS.privateFile), 'image']]);
    staleWithPrivate.append('basedOn', opened);
    const refused = await owner.put(`/api/library/${created.json.id}`, staleWithPrivate);
    expect(refused.status, refused.text).toBe(409);
    const [kept] = await cms.database.query<{ title: string; description: string; updated_at: unknown }>(
      `SELECT title, description FROM library_items WHERE id = ${Number(created.json.id)}`,
    );
    expect(kept).toEqual({ title: 'Album Bersamaan', description: 'Diubah di /admin' });
    await owner.delete(`/api/library/${created.json.id}`);
  });

  it('answers each bad input with its message and writes nothing', async () => {
    const owner = await staff.owner();
    const before = await cms.database.count('library_items');
    const cases: Array<[FormData, string]> = [
      [libForm({ title: '', description: 'd' }, [[file(DRIVE_IDS.publicFile), 'image']]), 'Title wajib diisi.'],
      [
        libForm({ title: 't', description: ' ' }, [[file(DRIVE_IDS.publicFile), 'image']]),
        'Short description wajib diisi.',
      ],
      [libForm({ title: 't', description: 'd' }, []), 'Google Drive links wajib diisi: minimal satu link.'],
      [
        item('Privat', [
          [file(DRIVE_IDS.publicFile), 'image'],
          [file(DRIVE_IDS.privateFile), 'image'],
        ]),
        'Google Drive link 2 bersifat privat sehingga tidak dapat dibuka server.',
      ],
      [
        item('Salah', [['https://example.com/x', 'image']]),
        'Google Drive link 1 bukan link berbagi Google Drive yang valid.',
      ],
      [
        item('Folder kosong', [
          [file(DRIVE_IDS.publicFile), 'image'],
          [`https://drive.google.com/drive/folders/${DRIVE_IDS.emptyFolder}`, 'image'],
        ]),
        'Google Drive link 2 adalah folder yang tidak memperlihatkan satu pun foto atau video.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await owner.post('/api/library', body);
      expect(res.status, message).toBe(400);
      expect(res.json.message).toBe(message);
    }
    // A blank row is a row of the form: a refused link is named by the row the person sees it in.
    const afterBlank = await owner.post(
      '/api/library',
      item('Privat setelah baris kosong', [
        ['', 'image'],
        [file(DRIVE_IDS.privateFile), 'image'],
      ]),
    );
    expect([afterBlank.status, afterBlank.json.message, afterBlank.json.field]).toEqual([
      400,
      'Google Drive link 2 bersifat privat sehingga tidak dapat dibuka server.',
      'links.1.url',
    ]);
    const badId = await owner.put('/api/library/abc', item('x'));
    expect([badId.status, badId.json.message]).toEqual([404, 'Item library tidak ditemukan.']);
    expect(await cms.database.count('library_items')).toBe(before);
  });

  it("pictures added in /admin's Uploaded pictures are the dashboard's kept files: listed, kept, removable", async () => {
    const owner = await staff.owner();
    const token = await adminToken(cms);
    const upload = await mediaLibraryUpload(cms, token, tinyPng(10, 200, 90, 64), 'unggahan-admin.png', 'image/png');
    expect(upload.status, upload.text).toBe(201);
    const [picture] = upload.json as Array<{ id: number; url: string }>;
    const created = await adminRequest(
      cms,
      token,
      'POST',
      '/content-manager/collection-types/api::library.library-item',
      {
        title: 'Album Dua Pintu',
        description: 'Dibuat di /admin',
        type: 'photo',
        published: true,
        uploads: [picture.id],
      },
    );
    expect(created.status, JSON.stringify(created.json)).toBeLessThan(300);
    const id = created.json.data.id as number;
    const managed = async () =>
      (
        (await owner.get('/api/library/manage')).json as Array<{
          id: number;
          images: string[];
          gdriveFileIds: string[];
        }>
      ).find((i) => i.id === id)!;
    // The dashboard lists the upload as a file that is not on Drive (the edit form's kept files).
    expect(await managed()).toMatchObject({ images: [picture.url], gdriveFileIds: [''] });
    const publicImages = async () =>
      ((await Client.withIp(cms.url, '10.8.8.7').get('/api/library?q=Dua%20Pintu')).json.data[0].images as string[])
        .length;
    expect(await publicImages()).toBe(1);
    // A dashboard save that keeps it keeps the upload; one that leaves it out removes it from the item.
    const edit = (keep: string[], links: Array<[string, string]> = [[file(DRIVE_IDS.publicFile), 'image']]) => {
      const form = item('Album Dua Pintu', links);
      keep.forEach((url, i) => form.append(`keepMedia[${i}]`, url));
      return owner.put(`/api/library/${id}`, form);
    };
    expect((await edit([picture.url])).status).toBe(200);
    const drivePicture = `${cms.driveUrl}/img/d/${DRIVE_IDS.publicFile}=s2000`;
    expect((await managed()).images).toEqual([drivePicture, picture.url]);
    expect(await publicImages()).toBe(2);
    // The dashboard's edit form keeps the item's Drive files as they are (named by their address, with no link).
    const edited = await edit([drivePicture, picture.url], []);
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(await managed()).toMatchObject({
      images: [drivePicture, picture.url],
      gdriveFileIds: [DRIVE_IDS.publicFile, ''],
    });
    expect((await edit([])).status).toBe(200);
    expect((await managed()).images).toEqual([drivePicture]);
    expect(await publicImages()).toBe(1);
    // Published switched off in /admin: the dashboard says the item is hidden.
    expect((await managed()) as unknown as { published: boolean }).toMatchObject({ published: true });
    const documentId = created.json.data.documentId as string;
    const hidden = await adminRequest(cms, token, 'PUT', `${CM}/${documentId}`, { published: false });
    expect(hidden.status, JSON.stringify(hidden.json)).toBeLessThan(300);
    expect((await managed()) as unknown as { published: boolean }).toMatchObject({ published: false });
    await owner.delete(`/api/library/${id}`);
  });

  it("'Tampilkan di situs': a new item is shown unless sent hidden; an edit switches it, or leaves it as it was", async () => {
    const head = await staff.as('division_head');
    const chair = await staff.as('chair');
    const title = `Album Tersembunyi ${Date.now().toString(36)}`;
    const onSite = async () =>
      (await Client.withIp(cms.url, '10.8.8.6').get(`/api/library?q=${encodeURIComponent(title)}`)).json.data.length;
    const managed = async (client: Client, id: number) =>
      ((await client.get('/api/library/manage')).json as Array<{ id: number; published: boolean }>).find(
        (i) => i.id === id,
      )?.published;
    const withShown = (published?: string) => {
      const form = item(title);
      if (published !== undefined) form.append('published', published);
      return form;
    };

    const hidden = await head.post('/api/library', withShown('false'));
    expect(hidden.status).toBe(201);
    expect(hidden.json.published).toBe(false);
    const id = hidden.json.id as number;
    expect(await onSite()).toBe(0);
    // An edit that does not send it leaves it hidden.
    expect((await head.put(`/api/library/${id}`, withShown())).json.published).toBe(false);
    expect(await onSite()).toBe(0);
    expect((await head.put(`/api/library/${id}`, withShown('true'))).json.published).toBe(true);
    expect(await managed(head, id)).toBe(true);
    expect(await onSite()).toBe(1);
    // Who may edit it may hide it (the chair edits others' items); others may not.
    const other = await staff.as('division_head');
    expect((await other.put(`/api/library/${id}`, withShown('false'))).status).toBe(403);
    expect(await onSite()).toBe(1);
    expect((await chair.put(`/api/library/${id}`, withShown('false'))).json.published).toBe(false);
    expect(await onSite()).toBe(0);
    // Left out on create: shown.
    const shown = await head.post('/api/library', item(`${title} dua`));
    expect(shown.json.published).toBe(true);
    await head.delete(`/api/library/${id}`);
    await head.delete(`/api/library/${shown.json.id}`);
  });

  it('own/others rules: a division head edits and deletes only own items; the chair edits others', async () => {
    const owner = await staff.owner();
    const head = await staff.as('division_head');
    const chair = await staff.as('chair');
    const ownersItem = (await owner.post('/api/library', item('Milik Owner'))).json.id;
    const headsItem = (await head.post('/api/library', item('Milik Ketua Divisi'))).json.id;
    expect((await head.get('/api/library/manage')).json.map((i: { id: number }) => i.id)).toEqual([headsItem]);
    expect((await head.put(`/api/library/${ownersItem}`, item('Ubah'))).status).toBe(403);
    expect((await head.delete(`/api/library/${ownersItem}`)).status).toBe(403);
    expect((await head.put(`/api/library/${headsItem}`, item('Milik Ketua Divisi 2'))).status).toBe(200);
    expect((await chair.put(`/api/library/${ownersItem}`, item('Diubah Ketua'))).status).toBe(200);
    expect((await chair.delete(`/api/library/${ownersItem}`)).status).toBe(200);
    expect((await head.delete(`/api/library/${headsItem}`)).status).toBe(200);
    const viewer = await staff.as(await staff.customRole(['library.view']));
    expect((await viewer.post('/api/library', item('Tidak Boleh'))).status).toBe(403);
  });

  it('pages, searches title or description and filters by type on the server when asked for a page; ownership unchanged', async () => {
    const owner = await staff.owner();
    const head = await staff.as('division_head');
    const tag = `Paging${Date.now().toString(36)}`;
    const add = async (client: Client, title: string, description: string, type: 'photo' | 'video') =>
      (
        await client.post(
          '/api/library',
          libForm({ title, description, type }, [[file(DRIVE_IDS.publicFile), 'image']]),
        )
      ).json.id as number;
    const first = await add(head, `${tag} satu`, 'Foto kegiatan', 'photo');
    const second = await add(head, 'Dokumentasi', `Rekaman ${tag.toUpperCase()} dua`, 'video');
    const third = await add(head, `${tag} tiga`, 'Foto lagi', 'photo');
    const ownersOwn = await add(owner, `${tag} milik owner`, 'Foto owner', 'photo');
    const ids = (res: { json: { data: Array<{ id: number }> } }) => res.json.data.map((i) => i.id);

    const found = await owner.get(`/api/library/manage?page=1&pageSize=100&q=${tag.toLowerCase()}`);
    expect(ids(found)).toEqual([ownersOwn, third, second, first]);
    expect(found.json.meta).toEqual({ page: 1, pageSize: 100, total: 4, pageCount: 1 });
    const videos = await owner.get(`/api/library/manage?page=1&pageSize=100&q=${tag}&type=video`);
    expect(ids(videos)).toEqual([second]);
    expect(videos.json.data[0]).toMatchObject({ type: 'video', authorId: head.userId });

    const pageTwo = await owner.get(`/api/library/manage?page=2&pageSize=3&q=${tag}`);
    expect(ids(pageTwo)).toEqual([first]);
    expect(pageTwo.json.meta).toEqual({ page: 2, pageSize: 3, total: 4, pageCount: 2 });
    const all = await owner.get('/api/library/manage?page=1&pageSize=500');
    expect(all.json.meta).toMatchObject({ pageSize: 100, total: await cms.database.count('library_items') });
    expect(
      (await owner.get('/api/library/manage?page=1&type=photo')).json.data.every(
        (i: { type: string }) => i.type === 'photo',
      ),
    ).toBe(true);

    // Without library.view_others only one's own items, also when searching everyone's words.
    const headsPage = await head.get(`/api/library/manage?page=1&pageSize=2&q=${tag}`);
    expect(ids(headsPage)).toEqual([third, second]);
    expect(headsPage.json.meta.total).toBe(3);
    expect((await head.get('/api/library/manage?page=1&pageSize=1')).json.meta).toEqual({
      page: 1,
      pageSize: 1,
      total: 3,
      pageCount: 3,
    });

    // The unparameterised call keeps answering a plain array, newest first.
    const plain = await head.get('/api/library/manage');
    expect(Array.isArray(plain.json)).toBe(true);
    expect(plain.json.map((i: { id: number }) => i.id)).toEqual([third, second, first]);
  });
});

describe('an item always has a picture, whichever door saves it', () => {
  const title = (what: string) => `Tanpa Gambar ${what} ${Date.now().toString(36)}`;
  const create = (fields: Record<string, unknown>) =>
    adminRequest(cms, cms.adminToken, 'POST', CM, {
      description: 'Ringkas',
      type: 'photo',
      published: true,
      ...fields,
    });
  const update = (documentId: string, fields: Record<string, unknown>) =>
    adminRequest(cms, cms.adminToken, 'PUT', `${CM}/${documentId}`, fields);
  const refusedWithLinkRequired = (res: { status: number; json: { error?: { message?: string } } }) => {
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json.error?.message).toBe(LIBRARY_LINK_REQUIRED);
  };
  const picture = async (name: string) => {
    const upload = await mediaLibraryUpload(cms, cms.adminToken, tinyPng(12, 34, 56, 16), name, 'image/png');
    expect(upload.status, upload.text).toBe(201);
    return (upload.json as Array<{ id: number; url: string }>)[0];
  };
  const filesOf = async (documentId: string) => {
    const [row] = await cms.database.query<{ id: number }>(
      `SELECT id FROM library_items WHERE document_id = '${documentId}'`,
    );
    const media = await cms.database.count('library_items_cmps', `entity_id = ${row.id} AND field = 'media'`);
    const uploads = await cms.database.count(
      'files_related_mph',
      `related_id = ${row.id} AND related_type = 'api::library.library-item' AND field = 'uploads'`,
    );
    return { media, uploads };
  };

  it("/admin: an item saved with no Media files and no Uploaded pictures is refused, with the dashboard's message", async () => {
    const before = await cms.database.count('library_items');
    refusedWithLinkRequired(await create({ title: title('kosong') }));
    refusedWithLinkRequired(await create({ title: title('daftar kosong'), media: [], uploads: [] }));
    refusedWithLinkRequired(await create({ title: title('relasi kosong'), uploads: { connect: [], disconnect: [] } }));
    expect(await cms.database.count('library_items')).toBe(before);
    expect(await cms.database.count('library_items', `title LIKE 'Tanpa Gambar %'`)).toBe(0);
  });

  it('/admin: an edit that would leave it with none is refused; one that keeps a picture, or only hides it, is saved', async () => {
    const pic = await picture('tanpa-gambar.png');
    const local = { url: '/uploads/demo/library-1.webp', type: 'image', source: 'local' };
    const made = await create({ title: title('edit'), media: [local], uploads: [pic.id] });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const doc = made.json.data.documentId as string;
    // Hidden from the site, and shown again, without touching its files.
    expect((await update(doc, { published: false })).status).toBe(200);
    expect((await update(doc, { published: true })).status).toBe(200);
    // The media entries go; the uploaded picture stays: saved.
    expect((await update(doc, { media: [] })).status).toBe(200);
    expect(await filesOf(doc)).toEqual({ media: 0, uploads: 1 });
    // The last picture taken away, in each shape the Content Manager and scripts send a media field: refused.
    refusedWithLinkRequired(await update(doc, { uploads: { disconnect: [{ id: pic.id }] } }));
    refusedWithLinkRequired(await update(doc, { uploads: { set: [] } }));
    refusedWithLinkRequired(await update(doc, { uploads: [] }));
    refusedWithLinkRequired(await update(doc, { uploads: null }));
    refusedWithLinkRequired(await update(doc, { uploads: [], media: [] }));
    expect(await filesOf(doc)).toEqual({ media: 0, uploads: 1 });
    // A picture swapped for a media entry in one save: saved.
    expect((await update(doc, { uploads: { disconnect: [{ id: pic.id }] }, media: [local] })).status).toBe(200);
    expect(await filesOf(doc)).toEqual({ media: 1, uploads: 0 });
    refusedWithLinkRequired(await update(doc, { media: [] }));
    // A picture connected back lets the last entry go.
    expect((await update(doc, { uploads: { connect: [{ id: pic.id }] }, media: [] })).status).toBe(200);
    expect(await filesOf(doc)).toEqual({ media: 0, uploads: 1 });
    // Its Duplicate (the Content Manager's clone) has the same picture, and is saved.
    const copy = await adminRequest(cms, cms.adminToken, 'POST', `${CM}/clone/${doc}`, { title: title('salinan') });
    expect(copy.status, JSON.stringify(copy.json)).toBeLessThan(300);
    expect(await filesOf(copy.json.data.documentId)).toEqual({ media: 0, uploads: 1 });
    for (const d of [doc, copy.json.data.documentId])
      expect((await adminRequest(cms, cms.adminToken, 'DELETE', `${CM}/${d}`)).status).toBe(200);
  });

  it('/admin: an entry whose address stays is checked again when its source or Drive file changes', async () => {
    const local = { url: '/uploads/demo/library-1.webp', type: 'image', source: 'local' };
    const made = await create({ title: title('sumber'), media: [local] });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const doc = made.json.data.documentId as string;
    const [{ id }] = made.json.data.media as Array<{ id: number }>;
    // A Drive file nobody checked, named beside this site's own file: the address decides the source, as for a new entry.
    const edited = await update(doc, {
      media: [{ id, ...local, source: 'gdrive', driveFileId: '1PrivateFileIdNeverChecked' }],
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(
      await cms.database.query(
        `SELECT url, source, drive_file_id FROM components_library_media WHERE id = ${Number(id)}`,
      ),
    ).toEqual([{ url: local.url, source: 'local', drive_file_id: null }]);
    expect((await adminRequest(cms, cms.adminToken, 'DELETE', `${CM}/${doc}`)).status).toBe(200);
  });

  it("/api: a save whose kept files are not the item's, and with no link, is refused with the same message", async () => {
    const owner = await staff.owner();
    const created = await owner.post('/api/library', item(title('api'), [[file(DRIVE_IDS.publicFile), 'image']]));
    expect(created.status, created.text).toBe(201);
    const form = libForm({ title: title('api'), description: 'Ringkas' }, []);
    form.append('keepMedia[0]', '/uploads/bukan-milik-item.png');
    const res = await owner.put(`/api/library/${created.json.id}`, form);
    expect([res.status, res.json.message]).toEqual([400, LIBRARY_LINK_REQUIRED]);
    const [row] = await cms.database.query<{ document_id: string }>(
      `SELECT document_id FROM library_items WHERE id = ${Number(created.json.id)}`,
    );
    expect(await filesOf(row.document_id)).toEqual({ media: 1, uploads: 0 });
    await owner.delete(`/api/library/${created.json.id}`);
  });
});
