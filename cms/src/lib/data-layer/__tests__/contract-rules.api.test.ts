import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkInput,
  DRIVE_NOT_A_FILE,
  DRIVE_PRIVATE,
  FIELD_LABELS,
  fieldMessage,
  IMAGE_REQUIRED,
  STORED_ROW_FIELDS,
  type StoredRowType,
  ARTICLE_CONTENT_MAX,
  ARTICLE_TAGS_MAX,
  SCHEDULE_INVALID,
} from '@hmti/contract';
import { adminCoverPicture, adminRequest } from '../../../../tests/harness/admin-api';
import { CONTENT_MANAGER_LAYOUTS } from '../../../content-manager/layouts';
import { DRIVE_IDS } from '../../../../tests/harness/fake-drive.mjs';
import { adminWithRole } from '../../../../tests/harness/admin-editor';
import { articleForm } from '../../../../tests/harness/article-form';
import type { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';
import { periodMissing, SINGLETON_CREATE, SINGLETON_DELETE } from '../rule-messages';
import { MEDIA_URL_ELSEWHERE } from '../../../api/library/lib/media-entry-rule';

const cms = sharedCms();
const staff = staffFactory(cms);
const CM = '/content-manager/collection-types';

/** A bad value for every field rule of the contract (a rule added there without a case here fails the suite). */
const BAD: { [T in StoredRowType]: Record<keyof (typeof STORED_ROW_FIELDS)[T], unknown> } = {
  article: {
    title: 'x'.repeat(201),
    excerpt: ' ',
    content: '<p>&nbsp;</p>',
    tags: Array.from({ length: ARTICLE_TAGS_MAX + 1 }, (_, i) => `tag${i}`),
    image: 'javascript:alert(1)',
  },
  division: {
    name: 'Tim Media!',
    displayName: ' ',
    description: 'x'.repeat(2001),
    positions: 'Ketua',
    color: 'red;background:url(https://evil.example/x)',
    logo: 'javascript:alert(1)',
  },
  member: { name: ' ', position: 'x'.repeat(201), period: '2099-2101', imageUrl: 'javascript:alert(1)' },
  position: { name: ' ', period: '2099-2101' },
  period: { name: '2099-2101' },
  role: { name: 'Kepala Humas!', displayName: ' ', description: 'x'.repeat(1001) },
  libraryItem: { title: ' ', description: 'x'.repeat(501), fullDescription: 'x'.repeat(10001) },
  libraryMedia: { url: 'javascript:alert(1)' },
};

/** The message the contract gives for a bad value of a field: Indonesian, naming the field as the dashboard does. */
const contractMessage = (type: StoredRowType, field: string, value: unknown) => {
  const schema = (STORED_ROW_FIELDS[type] as Record<string, Parameters<typeof checkInput>[0]>)[field];
  const result = checkInput(schema, value);
  expect(result.ok, `${type}.${field} bad example passes the contract`).toBe(false);
  return result.ok ? '' : result.message;
};

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};
type Row = Record<string, unknown>;
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The /api write that takes the field, when the site's forms take it (the rest the /api fills itself). */
const siteDoor: Partial<
  Record<StoredRowType, Partial<Record<string, (owner: Client, value: unknown) => Promise<{ json: unknown }>>>>
> = {
  article: Object.fromEntries(
    ['title', 'excerpt', 'content', 'tags'].map((field) => [
      field,
      (owner: Client, value: unknown) =>
        owner.post(
          '/api/articles',
          articleForm('Uji Aturan', { excerpt: 'Ringkas', content: '<p>Isi</p>', [field]: asText(value) }),
        ),
    ]),
  ),
  division: Object.fromEntries(
    ['displayName', 'description', 'positions', 'color', 'logo'].map((field) => [
      field,
      async (owner: Client, value: unknown) => {
        const [row] = await cms.database.query<{ id: number }>("SELECT id FROM org_divisions WHERE name = 'senor'");
        return owner.put(`/api/divisions/${row.id}`, { [field]: value });
      },
    ]),
  ),
  member: Object.fromEntries(
    ['name', 'position', 'period'].map((field) => [
      field,
      (owner: Client, value: unknown) =>
        owner.post(
          '/api/organization/members',
          form({ name: 'Uji', position: 'Anggota', period: '2025-2026', [field]: asText(value) }),
        ),
    ]),
  ),
  position: {
    name: (owner: Client, value: unknown) =>
      owner.post('/api/organization/positions', { period: '2025-2026', positions: [{ name: value, order: 1 }] }),
    period: (owner: Client, value: unknown) =>
      owner.post('/api/organization/positions', { period: value, positions: [{ name: 'Ketua', order: 1 }] }),
  },
  period: { name: (owner: Client, value: unknown) => owner.post('/api/organization/periods', { period: value }) },
  role: Object.fromEntries(
    ['name', 'description'].map((field) => [
      field,
      async (owner: Client, value: unknown) => {
        const { creatableLevels } = (await owner.get('/api/roles/assignable')).json as { creatableLevels: number[] };
        const role = { name: 'peran_uji', displayName: 'Peran Uji', level: creatableLevels.at(-1), permissions: [] };
        return owner.post('/api/roles/create-with-shift', { ...role, [field]: value });
      },
    ]),
  ),
  libraryItem: Object.fromEntries(
    ['title', 'description', 'fullDescription'].map((field) => [
      field,
      (owner: Client, value: unknown) =>
        owner.post('/api/library', {
          title: 'Uji',
          description: 'Ringkas',
          links: [{ url: `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view` }],
          [field]: value,
        }),
    ]),
  ),
};

const documentIdOf = async (table: string) => {
  const [row] = await cms.database.query<{ document_id: string }>(
    `SELECT document_id FROM ${table} ORDER BY id LIMIT 1`,
  );
  return row.document_id;
};

/** The Content Manager write of one field of a stored row of the type. */
const adminDoor = async (token: string, type: StoredRowType, field: string, value: unknown) => {
  if (type === 'libraryMedia') {
    const doc = await documentIdOf('library_items');
    return adminRequest(cms, token, 'PUT', `${CM}/api::library.library-item/${doc}`, {
      media: [{ url: value, type: 'image', source: 'gdrive' }],
    });
  }
  const [uid, table] = ADMIN_TYPES[type];
  return adminRequest(cms, token, 'PUT', `${CM}/${uid}/${await documentIdOf(table)}`, { [field]: value });
};

/** Each type's content type and table (a library item's files are written through the item). */
const ADMIN_TYPES: Record<StoredRowType, [string, string]> = {
  article: ['api::articles.article', 'articles'],
  division: ['api::organization.division', 'org_divisions'],
  member: ['api::organization.member', 'org_members'],
  position: ['api::organization.position', 'org_positions'],
  period: ['api::organization.period', 'org_periods'],
  role: ['api::roles.role', 'app_roles'],
  libraryItem: ['api::library.library-item', 'library_items'],
  libraryMedia: ['api::library.library-item', 'library_items'],
};
/** A field /admin shows read-only, which no /admin write sets (content-manager/read-only-fields.ts). */
const readOnlyInAdmin = (type: StoredRowType, field: string) =>
  type !== 'libraryMedia' && CONTENT_MANAGER_LAYOUTS[ADMIN_TYPES[type][0]]?.fields[field]?.editable === false;

const SNAPSHOT_TABLES = [
  'articles',
  'org_divisions',
  'org_members',
  'org_periods',
  'org_positions',
  'app_roles',
  'library_items',
  'components_library_media',
];
const snapshot = () => Promise.all(SNAPSHOT_TABLES.map((t) => cms.database.query(`SELECT * FROM ${t} ORDER BY id`)));

describe('the contract rules hold in every door, with the same message', () => {
  let editor: { token: string; name: string };
  let owner: Client;
  beforeAll(async () => {
    editor = await adminWithRole(cms, cms.adminToken, 'strapi-editor');
    owner = await staff.owner();
  });

  const cases = (Object.keys(STORED_ROW_FIELDS) as StoredRowType[]).flatMap((type) =>
    Object.keys(STORED_ROW_FIELDS[type]).map((field) => [type, field] as const),
  );
  it.each(cases)('%s.%s: a bad value is refused in /admin (and in /api when it takes it)', async (type, field) => {
    const value = (BAD[type] as Record<string, unknown>)[field];
    const message = contractMessage(type, field, value);
    const before = await snapshot();
    // Roles are not the Editor's (only Super Admin sees them in /admin).
    const admin = await adminDoor(type === 'role' ? cms.adminToken : editor.token, type, field, value);
    if (readOnlyInAdmin(type, field)) {
      // Not taken at all: the write goes through without it, and the stored value stays.
      expect(admin.status, JSON.stringify(admin.json)).toBe(200);
      const column = field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      const table = SNAPSHOT_TABLES.indexOf(ADMIN_TYPES[type][1]);
      const stored = (snapshotOf: unknown[][]) => (snapshotOf[table] as Row[]).map((row) => row[column]);
      expect(stored(await snapshot())).toEqual(stored(before));
      return;
    }
    expect(admin.status, JSON.stringify(admin.json)).toBe(400);
    expect(admin.json.error).toMatchObject({ name: 'ValidationError', message });
    const path = type === 'libraryMedia' ? ['media', 0, field] : [field];
    expect(admin.json.error.details.errors).toEqual([expect.objectContaining({ path, message })]);
    const site = siteDoor[type]?.[field];
    if (site) {
      const res = (await site(owner, value)) as { status?: number; json: { message?: string } };
      expect(res.json.message, `/api ${type}.${field}`).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('an article needs a picture, and a schedule a real time, in /admin as in the dashboard', async () => {
    const doc = await documentIdOf('articles');
    const withCover = await adminRequest(cms, editor.token, 'POST', `${CM}/api::articles.article`, {
      title: 'Dengan Sampul',
      slug: 'dengan-sampul',
      excerpt: 'Ringkas',
      content: '<p>Isi</p>',
      published: false,
      cover: await adminCoverPicture(cms, editor.token),
    });
    expect(withCover.status, JSON.stringify(withCover.json)).toBe(201);
    const coverDoc = withCover.json.data.documentId as string;
    const noPicture = await adminRequest(cms, editor.token, 'PUT', `${CM}/api::articles.article/${coverDoc}`, {
      cover: null,
    });
    expect(noPicture.status, JSON.stringify(noPicture.json)).toBe(400);
    expect(noPicture.json.error.message).toBe(IMAGE_REQUIRED);
    expect((await adminRequest(cms, editor.token, 'DELETE', `${CM}/api::articles.article/${coverDoc}`)).status).toBe(
      200,
    );
    const created = await adminRequest(cms, editor.token, 'POST', `${CM}/api::articles.article`, {
      title: 'Tanpa Gambar',
      slug: 'tanpa-gambar',
      excerpt: 'Ringkas',
      content: '<p>Isi</p>',
      published: false,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(400);
    expect(created.json.error.message).toBe(IMAGE_REQUIRED);
    // Marked on the Cover image the editor can fill, not on the read-only address field.
    expect(created.json.error.details.errors.map((e: { path: string[] }) => e.path)).toEqual([['cover']]);
    const farFuture = await adminRequest(cms, editor.token, 'PUT', `${CM}/api::articles.article/${doc}`, {
      published: false,
      scheduledAt: '+275760-01-01T00:00:00.000Z',
    });
    expect(farFuture.status, JSON.stringify(farFuture.json)).toBe(400);
    expect(farFuture.json.error.message).toBe(SCHEDULE_INVALID);
    const site = await owner.post(
      '/api/articles',
      articleForm('Uji Aturan', { excerpt: 'Ringkas', content: '<p>Isi</p>', scheduledAt: '275760-01-01T00:00' }),
    );
    expect(site.json.message).toBe(SCHEDULE_INVALID);
  });

  it('the longest article the dashboard saves, /admin saves again as it is; one character more neither takes', async () => {
    // As an editor writes: links (quoted attributes, which a JSON body escapes) and Indonesian text, to the limit.
    const block =
      '<p>Kegiatan <a href="https://himatif.example/kegiatan/2026">tautan</a> dan <strong>catatan</strong>.</p>';
    const whole = block.repeat(Math.floor((ARTICLE_CONTENT_MAX - 8) / block.length));
    const full = `${whole}<p>${'x'.repeat(ARTICLE_CONTENT_MAX - whole.length - 7)}</p>`;
    expect(full).toHaveLength(ARTICLE_CONTENT_MAX);
    const saved = await owner.post('/api/articles', articleForm('Artikel Terpanjang', { content: full }));
    expect(saved.status, JSON.stringify(saved.json).slice(0, 300)).toBe(201);
    const [row] = await cms.database.query<{ document_id: string; content: string; title: string; excerpt: string }>(
      "SELECT document_id, content, title, excerpt FROM articles WHERE title = 'Artikel Terpanjang'",
    );
    expect(row.content).toBe(full);
    // /admin's Save sends the whole entry back.
    const again = await adminRequest(cms, editor.token, 'PUT', `${CM}/api::articles.article/${row.document_id}`, {
      title: row.title,
      excerpt: row.excerpt,
      content: row.content,
      tags: ['Uji'],
    });
    expect(again.status, JSON.stringify(again.json).slice(0, 300)).toBe(200);
    const message = contractMessage('article', 'content', `${full}x`);
    expect(message).toBe(`Article Content terlalu panjang (maksimal ${ARTICLE_CONTENT_MAX} karakter).`);
    const longer = await adminRequest(cms, editor.token, 'PUT', `${CM}/api::articles.article/${row.document_id}`, {
      content: `${full}x`,
    });
    expect(longer.status).toBe(400);
    expect(longer.json.error.message).toBe(message);
    const site = await owner.post('/api/articles', articleForm('Artikel Terlalu Panjang', { content: `${full}x` }));
    expect([site.status, site.json.message]).toEqual([400, message]);
  });

  it("the author is the account that writes: an editor cannot pass an article off as the owner's", async () => {
    const [ownerRow] = await cms.database.query<{ id: number; document_id: string }>(
      "SELECT id, document_id FROM up_users WHERE username = 'owner'",
    );
    const created = await adminRequest(cms, editor.token, 'POST', `${CM}/api::articles.article`, {
      title: 'Artikel Palsu',
      slug: 'artikel-palsu',
      excerpt: 'Ringkas',
      content: '<p>Isi</p>',
      cover: await adminCoverPicture(cms, editor.token),
      published: false,
      author: 'Owner (spoof)',
      authorUser: { connect: [{ id: ownerRow.id, documentId: ownerRow.document_id }] },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const [row] = await cms.database.query<{ id: number; author: string }>(
      "SELECT id, author FROM articles WHERE slug = 'artikel-palsu'",
    );
    expect(row.author).toBe(editor.name);
    const links = await cms.database.query(`SELECT * FROM articles_author_user_lnk WHERE article_id = ${row.id}`);
    expect(links).toEqual([]);
    const doc = created.json.data.documentId as string;
    const edited = await adminRequest(cms, editor.token, 'PUT', `${CM}/api::articles.article/${doc}`, {
      author: 'Owner (spoof)',
      authorUser: { connect: [{ id: ownerRow.id, documentId: ownerRow.document_id }] },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    const [after] = await cms.database.query<{ author: string }>(`SELECT author FROM articles WHERE id = ${row.id}`);
    expect(after.author).toBe(editor.name);
    expect(await cms.database.query(`SELECT * FROM articles_author_user_lnk WHERE article_id = ${row.id}`)).toEqual([]);
    expect((await adminRequest(cms, editor.token, 'DELETE', `${CM}/api::articles.article/${doc}`)).status).toBe(200);
  });

  it("the moment of publication is the server's: a write through /admin that names another one does not move it", async () => {
    const invented = '2001-02-03T04:05:06.000Z';
    const publishedAt = async () => {
      const [row] = await cms.database.query<{ published_date: string | number }>(
        "SELECT published_date FROM articles WHERE slug = 'terbit-tanggal-sendiri'",
      );
      return new Date(row.published_date).getTime();
    };
    const created = await adminRequest(cms, cms.adminToken, 'POST', `${CM}/api::articles.article`, {
      title: 'Terbit Tanggal Sendiri',
      slug: 'terbit-tanggal-sendiri',
      excerpt: 'Ringkas',
      content: '<p>Isi</p>',
      cover: await adminCoverPicture(cms, cms.adminToken),
      published: true,
      publishedDate: invented,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const first = await publishedAt();
    expect(Math.abs(first - Date.now())).toBeLessThan(10 * 60_000);
    const doc = created.json.data.documentId as string;
    const edited = await adminRequest(cms, cms.adminToken, 'PUT', `${CM}/api::articles.article/${doc}`, {
      publishedDate: invented,
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(await publishedAt()).toBe(first);
    expect((await adminRequest(cms, cms.adminToken, 'DELETE', `${CM}/api::articles.article/${doc}`)).status).toBe(200);
  });

  it('what /admin shows read-only it does not take: the picture address, its source, the former slugs', async () => {
    const created = await adminRequest(cms, editor.token, 'POST', `${CM}/api::articles.article`, {
      title: 'Alamat Gambar Sendiri',
      slug: 'alamat-gambar-sendiri',
      excerpt: 'Ringkas',
      content: '<p>Isi</p>',
      published: false,
      image: 'https://evil.example/t.png',
    });
    // Without its Cover image the article has no picture: the address beside it does not count.
    expect(created.status, JSON.stringify(created.json)).toBe(400);
    expect(created.json.error.message).toBe(IMAGE_REQUIRED);
    const cover = await adminCoverPicture(cms, editor.token);
    const made = await adminRequest(cms, editor.token, 'POST', `${CM}/api::articles.article`, {
      title: 'Alamat Gambar Sendiri',
      slug: 'alamat-gambar-sendiri',
      excerpt: 'Ringkas',
      content: '<p>Isi</p>',
      published: false,
      cover,
      image: 'https://evil.example/t.png',
      imageSource: 'gdrive',
      gdriveFileId: 'x" onerror="alert(1)',
      slugHistory: '|diambil-alih|',
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const doc = made.json.data.documentId as string;
    const stored = async () =>
      (
        await cms.database.query<Row>(
          `SELECT image, image_source, gdrive_file_id, slug_history FROM articles WHERE document_id = '${doc}'`,
        )
      )[0];
    const [file] = await cms.database.query<{ url: string }>(`SELECT url FROM files WHERE id = ${cover}`);
    const expected = { image: file.url, image_source: 'local', gdrive_file_id: null, slug_history: null };
    expect(await stored()).toEqual(expected);
    const edited = await adminRequest(cms, editor.token, 'PUT', `${CM}/api::articles.article/${doc}`, {
      image: 'https://evil.example/t.png',
      imageSource: 'gdrive',
      gdriveFileId: 'abc',
      slugHistory: '|workshop-web-development-dengan-react-dan-typescript|',
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(await stored()).toEqual(expected);
    // A renamed article has a former slug; its Duplicate does not take it, nor the address or slugs it names.
    const renamed = await adminRequest(cms, editor.token, 'PUT', `${CM}/api::articles.article/${doc}`, {
      slug: 'alamat-gambar-baru',
    });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    const copy = await adminRequest(cms, editor.token, 'POST', `${CM}/api::articles.article/clone/${doc}`, {
      title: 'Alamat Gambar Salinan',
      slug: 'alamat-gambar-salinan',
      image: 'https://evil.example/t.png',
      slugHistory: '|workshop-web-development-dengan-react-dan-typescript|',
    });
    expect(copy.status, JSON.stringify(copy.json)).toBeLessThan(300);
    const [cloned] = await cms.database.query<Row>(
      "SELECT image, image_source, slug_history FROM articles WHERE slug = 'alamat-gambar-salinan'",
    );
    expect(cloned).toEqual({ image: file.url, image_source: 'local', slug_history: null });
    const copyDoc = copy.json.data.documentId as string;
    expect((await adminRequest(cms, editor.token, 'DELETE', `${CM}/api::articles.article/${copyDoc}`)).status).toBe(
      200,
    );
    expect((await adminRequest(cms, editor.token, 'DELETE', `${CM}/api::articles.article/${doc}`)).status).toBe(200);
  });

  it("a library item's files in /admin are ones a page can show: a Drive file or this site's, as the dashboard stores them", async () => {
    const item = (media: unknown[]) =>
      adminRequest(cms, editor.token, 'POST', `${CM}/api::library.library-item`, {
        title: 'Berkas Admin',
        description: 'Ringkas',
        type: 'photo',
        media,
      });
    const before = await snapshot();
    // Another path of this site is not one of its files either, reached from /uploads/ by dot segments or not.
    for (const url of [
      'https://evil.example/x.png',
      'http://drive.google.com/file/d/abcdefghijkl/view',
      '#',
      '/uploads/../api/settings',
      '/uploads/%2e%2e/api/settings',
    ]) {
      const res = await item([{ url, type: 'image', source: 'gdrive' }]);
      expect(res.status, `${url}: ${JSON.stringify(res.json)}`).toBe(400);
      expect(res.json.error.details.errors).toEqual([
        expect.objectContaining({ path: ['media', 0, 'url'], message: MEDIA_URL_ELSEWHERE }),
      ]);
    }
    const folder = await item([
      { url: `https://drive.google.com/drive/folders/${DRIVE_IDS.publicFolder}`, type: 'image', source: 'gdrive' },
    ]);
    expect(folder.status, JSON.stringify(folder.json)).toBe(400);
    expect(folder.json.error.message).toBe('URL media harus link ke satu file, bukan folder.');
    expect(await snapshot()).toEqual(before);

    // A share link is stored as the dashboard stores one; a path of this site is this site's file.
    const made = await item([
      {
        url: `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view?usp=sharing`,
        type: 'image',
        source: 'local',
      },
      { url: '/uploads/demo/library-1.webp', type: 'image', source: 'gdrive', driveFileId: 'palsu' },
    ]);
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const rows = await cms.database.query<Row>(
      `SELECT m.url, m.source, m.drive_file_id FROM components_library_media m
       JOIN library_items_cmps c ON c.cmp_id = m.id JOIN library_items i ON i.id = c.entity_id
       WHERE i.document_id = '${made.json.data.documentId}' ORDER BY c."order"`,
    );
    expect(rows).toEqual([
      {
        url: expect.stringMatching(new RegExp(`/d/${DRIVE_IDS.publicFile}=s2000$`)),
        source: 'gdrive',
        drive_file_id: DRIVE_IDS.publicFile,
      },
      { url: '/uploads/demo/library-1.webp', source: 'local', drive_file_id: null },
    ]);
    // A file stored before from a host no longer listed (an earlier import, another bucket) keeps the item editable.
    const [first] = await cms.database.query<{ id: number }>(
      `SELECT m.id FROM components_library_media m JOIN library_items_cmps c ON c.cmp_id = m.id JOIN library_items i ON i.id = c.entity_id WHERE i.document_id = '${made.json.data.documentId}' ORDER BY c."order" LIMIT 1`,
    );
    await cms.database.write(
      `UPDATE components_library_media SET url = 'https://cdn-lama.example/a.png' WHERE id = ${first.id}`,
    );
    const stored = (
      await adminRequest(cms, editor.token, 'GET', `${CM}/api::library.library-item/${made.json.data.documentId}`)
    ).json.data;
    const renamed = await adminRequest(
      cms,
      editor.token,
      'PUT',
      `${CM}/api::library.library-item/${made.json.data.documentId}`,
      {
        ...stored,
        title: 'Berkas Admin Lama',
      },
    );
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    const removed = await adminRequest(
      cms,
      editor.token,
      'DELETE',
      `${CM}/api::library.library-item/${made.json.data.documentId}`,
    );
    expect(removed.status).toBe(200);
  });

  it('a Drive picture written in /admin is one the site can open, as in the dashboard: a private file is refused', async () => {
    const share = (id: string) => `https://drive.google.com/file/d/${id}/view?usp=sharing`;
    const member = (imageUrl: string) =>
      adminRequest(cms, editor.token, 'POST', `${CM}/api::organization.member`, {
        name: 'Uji Foto Drive',
        position: 'Anggota',
        period: '2025-2026',
        imageUrl,
      });
    const photo = FIELD_LABELS.member.imageUrl;
    for (const [url, message] of [
      [share(DRIVE_IDS.privateFile), fieldMessage(photo, DRIVE_PRIVATE)],
      [`https://drive.google.com/drive/folders/${DRIVE_IDS.publicFolder}`, fieldMessage(photo, DRIVE_NOT_A_FILE)],
    ]) {
      const res = await member(url);
      expect(res.status, `${url}: ${JSON.stringify(res.json)}`).toBe(400);
      expect(res.json.error.details.errors).toEqual([expect.objectContaining({ path: ['imageUrl'], message })]);
    }
    expect(await cms.database.count('org_members', `name = 'Uji Foto Drive'`)).toBe(0);
    // A public file's share link is stored as the address Drive shows the picture from, as the dashboard stores it.
    const made = await member(share(DRIVE_IDS.publicFile));
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json.data.imageUrl).toMatch(new RegExp(`/d/${DRIVE_IDS.publicFile}=s2000$`));
    expect(
      (await adminRequest(cms, editor.token, 'DELETE', `${CM}/api::organization.member/${made.json.data.documentId}`))
        .status,
    ).toBe(200);

    // A library item's file, the same.
    const item = await adminRequest(cms, editor.token, 'POST', `${CM}/api::library.library-item`, {
      title: 'Berkas Privat',
      description: 'Ringkas',
      type: 'photo',
      media: [{ url: share(DRIVE_IDS.privateFile), type: 'image', source: 'gdrive' }],
    });
    expect(item.status, JSON.stringify(item.json)).toBe(400);
    expect(item.json.error.details.errors).toEqual([
      expect.objectContaining({
        path: ['media', 0, 'url'],
        message: fieldMessage(FIELD_LABELS.libraryMedia.url, DRIVE_PRIVATE),
      }),
    ]);
    expect(await cms.database.count('library_items', `title = 'Berkas Privat'`)).toBe(0);
  });

  it('the site settings and the protections cannot be deleted, added to or duplicated through any door', async () => {
    const before = await Promise.all([
      cms.database.query('SELECT * FROM site_settings'),
      cms.database.query('SELECT * FROM middleware_settings'),
    ]);
    for (const token of [editor.token, cms.adminToken]) {
      for (const uid of ['api::settings.setting', 'api::settings.middleware-setting']) {
        const res = await adminRequest(cms, token, 'DELETE', `/content-manager/single-types/${uid}`);
        expect(res.status, `${uid}: ${JSON.stringify(res.json)}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        if (token === cms.adminToken) expect(res.json.error.message).toBe(SINGLETON_DELETE);
        // Strapi's collection routes take a single type's uid too: a second row would leave the site reading either.
        const [{ document_id: documentId }] = await cms.database.query<{ document_id: string }>(
          `SELECT document_id FROM ${uid === 'api::settings.setting' ? 'site_settings' : 'middleware_settings'}`,
        );
        for (const path of [`${CM}/${uid}`, `${CM}/${uid}/clone/${documentId}`]) {
          const added = await adminRequest(cms, token, 'POST', path, { siteName: 'Situs Kedua' });
          expect(added.status, `${path}: ${JSON.stringify(added.json)}`).toBeGreaterThanOrEqual(400);
          expect(added.status).toBeLessThan(500);
          if (token === cms.adminToken) expect(added.json.error.message).toBe(SINGLETON_CREATE);
        }
      }
    }
    expect(
      await Promise.all([
        cms.database.query('SELECT * FROM site_settings'),
        cms.database.query('SELECT * FROM middleware_settings'),
      ]),
    ).toEqual(before);
  });

  it("a member's period is one that exists, in every door: a typo is refused and creates no period", async () => {
    const missing = '2042-2043';
    const periods = () => cms.database.query<{ name: string }>('SELECT name FROM org_periods ORDER BY name DESC');
    const before = await periods();
    const message = periodMissing(
      missing,
      before.map((p) => p.name),
    );
    const admin = await adminRequest(cms, editor.token, 'POST', `${CM}/api::organization.member`, {
      name: 'Uji Periode',
      position: 'Anggota',
      period: missing,
    });
    expect(admin.status, JSON.stringify(admin.json)).toBe(400);
    expect(admin.json.error.message).toBe(message);
    expect(admin.json.error.details.errors[0].path).toEqual(['period']);
    const site = await owner.post(
      '/api/organization/members',
      form({ name: 'Uji Periode', position: 'Anggota', period: missing }),
    );
    expect(site.status, site.text).toBe(400);
    expect(site.json.message).toBe(message);
    expect(await periods()).toEqual(before);
    expect(await cms.database.count('org_members', `name = 'Uji Periode'`)).toBe(0);
    // Once the period is created (in /admin: Organization period), its members save. It starts in the year its name
    // says, whatever the form sent.
    const period = await adminRequest(cms, editor.token, 'POST', `${CM}/api::organization.period`, {
      name: missing,
      startYear: 1999,
    });
    expect(period.status, JSON.stringify(period.json)).toBe(201);
    expect(period.json.data.startYear).toBe(2042);
    const member = await adminRequest(cms, editor.token, 'POST', `${CM}/api::organization.member`, {
      name: 'Uji Periode',
      position: 'Anggota',
      period: missing,
    });
    expect(member.status, JSON.stringify(member.json)).toBe(201);
    // Leaves the organisation as it was for the other files.
    for (const [uid, documentId] of [
      ['api::organization.member', member.json.data.documentId],
      ['api::organization.period', period.json.data.documentId],
    ])
      expect((await adminRequest(cms, editor.token, 'DELETE', `${CM}/${uid}/${documentId}`)).status).toBe(200);
  });
});
