import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, mediaLibraryUpload as upload } from '../../../../tests/harness/admin-api';
import { adminWithRole } from '../../../../tests/harness/admin-editor';
import { tinyPng } from '../../../../tests/harness/fake-drive.mjs';
import { NOT_YOUR_FILES, UPLOAD_FROM_URL_OFF } from '../../../lib/admin-panel-roles';
import type { ApiJson, Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

/**
 * One upload policy behind every door: the Media Library of /admin (`POST /upload` with an Editor's or Author's
 * admin token, as the admin panel sends it) and the site's own routes (`/api/upload…`). Polyglots are refused with
 * the same message at both, the stored extension is the detected type's, pictures are re-encoded under a pixel
 * limit, and `/uploads` never answers with a type a browser would run.
 */
const cms = sharedCms();
let editor: { token: string };
let author: { token: string };
let owner: Client;

const uploadsDir = () => path.join(cms.workDir, 'public', 'uploads');
const storedNames = () => new Set(fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);
const mediaLibraryUpload = (token: string, bytes: Buffer | string, name: string, type: string) =>
  upload(cms, token, bytes, name, type);

async function siteUpload(bytes: Buffer | string, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return owner.post('/api/upload', form);
}

/** A PNG of w×h black pixels, 1 bit each: a few KB on disk, w·h pixels once decoded. */
function blackPng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const XHTML =
  '<html xmlns="http://www.w3.org/1999/xhtml"><body><script src="/uploads/x.js"></script>' +
  '<script>fetch("/api/users",{method:"POST"})</script></body></html>';
/** An AVIF file's first bytes (ftyp box, brand avif) in front of a page. */
const AVIF_LOOKING = Buffer.concat([
  Buffer.from([0, 0, 0, 0x1c]),
  Buffer.from('ftypavif\0\0\0\0avifmif1miaf', 'latin1'),
  Buffer.from(XHTML),
]);
const GIF_JS = 'GIF89a/*\x00\x00\x00\x00*/=1;fetch("/api/users",{method:"POST",body:document.cookie})//';

const polyglots: Array<[string, Buffer | string, string, string]> = [
  ['JavaScript with a GIF header', GIF_JS, 'x.js', 'application/octet-stream'],
  ['JavaScript with a GIF header, sent as text/javascript', GIF_JS, 'x.js', 'text/javascript'],
  ['module script with a GIF header', GIF_JS, 'x.mjs', 'application/octet-stream'],
  ['XHTML page starting with AVIF-looking bytes', AVIF_LOOKING, 'x.xhtml', 'application/octet-stream'],
  ['XHTML page starting with AVIF-looking bytes, sent as image/avif', AVIF_LOOKING, 'x.avif', 'image/avif'],
  ['stylesheet', 'body{background:url(/api/auth/me)}', 'x.css', 'application/octet-stream'],
  [
    'XML document',
    '<?xml version="1.0"?><a xmlns="http://www.w3.org/1999/xhtml"><script>1</script></a>',
    'x.xml',
    'text/xml',
  ],
  ['HTML page', '<!doctype html><script>alert(1)</script>', 'x.html', 'application/octet-stream'],
];
const ACTIVE = /\.(m?js|x?html?|xht|css|xml|svg|xsl)$/i;
const SCRIPT_OR_PAGE = /javascript|ecmascript|html|xml|css|svg/i;

beforeAll(async () => {
  editor = await adminWithRole(cms, cms.adminToken, 'strapi-editor');
  author = await adminWithRole(cms, cms.adminToken, 'strapi-author');
  owner = await staffFactory(cms).owner();
}, 120_000);

describe('the Media Library door (/admin, Editor and Author roles)', () => {
  it.each(polyglots)('%s is refused, and nothing runnable lands in /uploads', async (_label, bytes, name, type) => {
    const before = storedNames();
    for (const who of [editor, author]) {
      const res = await mediaLibraryUpload(who.token, bytes, name, type);
      if (res.status < 300)
        for (const file of res.json) {
          const served = await fetch(`${cms.url}${file.url}`);
          expect(served.headers.get('content-type'), file.url).not.toMatch(SCRIPT_OR_PAGE);
        }
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      expect(res.status, res.text).toBeLessThan(500);
      expect(res.json?.error?.message, res.text).toEqual(expect.any(String));
    }
    const added = [...storedNames()].filter((f) => !before.has(f));
    expect(added.filter((f) => ACTIVE.test(f))).toEqual([]);
    expect(added).toEqual([]);
  });

  it('a polyglot gets the same refusal at the Media Library and at the site routes', async () => {
    for (const [bytes, name] of [
      [GIF_JS, 'x.js'],
      [AVIF_LOOKING, 'x.xhtml'],
    ] as const) {
      const site = await siteUpload(bytes, name, 'application/octet-stream');
      const library = await mediaLibraryUpload(editor.token, bytes, name, 'application/octet-stream');
      expect(site.status).toBe(415);
      expect(library.status).toBe(415);
      expect(library.json.error?.message).toBe(site.json.message);
    }
  });

  it('a 12000×12000 PNG is refused fast, with the same clear message at both doors', async () => {
    const huge = blackPng(12_000, 12_000);
    const before = storedNames();
    for (const send of [
      () => mediaLibraryUpload(editor.token, huge, 'huge.png', 'image/png').then((r) => r.json?.error?.message),
      () => siteUpload(huge, 'huge.png', 'image/png').then((r) => r.json?.message),
    ]) {
      const started = Date.now();
      const message = await send();
      // A rule, not a synchronisation: decoding it took 17 s and 1.2 GB; reading its header takes milliseconds.
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(message).toMatch(/12000 × 12000 piksel.*40 megapiksel/);
    }
    expect([...storedNames()].filter((f) => !before.has(f))).toEqual([]);
  });

  it('a PNG named .js is stored as a .png, re-encoded, and served as an image', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const res = await mediaLibraryUpload(
      editor.token,
      Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]),
      'photo.js',
      'application/octet-stream',
    );
    expect(res.status, res.text).toBe(201);
    const [file] = res.json;
    expect(file.ext).toBe('.png');
    expect(file.mime).toBe('image/png');
    expect(file.url).toMatch(/\.png$/);
    const stored = fs.readFileSync(path.join(cms.workDir, 'public', file.url));
    expect(stored.includes('<script')).toBe(false);
    const served = await fetch(`${cms.url}${file.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBeNull();
  });

  it('replacing a file in the Media Library goes through the same policy', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#118844' } })
      .png()
      .toBuffer();
    const [file] = (await mediaLibraryUpload(editor.token, png, 'logo.png', 'image/png')).json;
    const replace = async (bytes: Buffer | string, name: string) => {
      const form = new FormData();
      form.append('fileInfo', JSON.stringify({ name, caption: null, alternativeText: null, folder: null }));
      form.append('files', new Blob([bytes], { type: 'application/octet-stream' }), name);
      const res = await fetch(`${cms.url}/upload?id=${file.id}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${editor.token}` },
        body: form,
      });
      return { status: res.status, json: (await res.json()) as ApiJson };
    };
    const storedBytes = () => fs.readFileSync(path.join(cms.workDir, 'public', file.url));
    const original = storedBytes();
    const site = await siteUpload(GIF_JS, 'x.js', 'application/octet-stream');
    const refused = await replace(GIF_JS, 'x.js');
    expect(refused.status).toBe(415);
    expect(refused.json.error.message).toBe(site.json.message);
    expect(storedBytes()).toEqual(original);
    // A picture is replaced by a picture: Strapi keeps its name (….png), and a video there would be a broken <img>.
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1'),
      Buffer.from([0, 0, 0, 8]),
      Buffer.from('free', 'latin1'),
    ]);
    const video = await replace(mp4, 'clip.mp4');
    expect(video.status, JSON.stringify(video.json)).toBe(415);
    expect(storedBytes()).toEqual(original);
    const replaced = await replace(Buffer.concat([png, Buffer.from('<script>1</script>')]), 'logo2.png');
    expect(replaced.status).toBe(200);
    expect(storedBytes().includes('<script')).toBe(false);
  });

  it('a JPEG loses its EXIF data and what was appended to it', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc6633' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'GPS-SECRET-42' } })
      .toBuffer();
    expect(jpeg.includes('GPS-SECRET-42')).toBe(true);
    const res = await mediaLibraryUpload(
      author.token,
      Buffer.concat([jpeg, Buffer.from('<html><script>1</script></html>')]),
      'foto kegiatan.jpeg',
      'image/jpeg',
    );
    expect(res.status, res.text).toBe(201);
    const [file] = res.json;
    expect(file.ext).toBe('.jpg');
    expect(file.mime).toBe('image/jpeg');
    const stored = fs.readFileSync(path.join(cms.workDir, 'public', file.url));
    expect(stored.includes('GPS-SECRET-42')).toBe(false);
    expect(stored.includes('<script')).toBe(false);
    expect((await sharp(stored).metadata()).width).toBe(64);
  });

  it('a video is stored under the extension of its detected type and served as a video', async () => {
    // An MP4's first box, followed by a page: stored as .mp4, so it is never served as HTML.
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1'),
      Buffer.from([0, 0, 0, 8]),
      Buffer.from('free<html><script>alert(1)</script></html>', 'latin1'),
    ]);
    const res = await mediaLibraryUpload(editor.token, mp4, 'clip.html', 'application/octet-stream');
    expect(res.status, res.text).toBe(201);
    const [file] = res.json;
    expect(file.ext).toBe('.mp4');
    expect(file.mime).toBe('video/mp4');
    const served = await fetch(`${cms.url}${file.url}`);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBeNull();
    // Nor does it become an article's cover through /admin's API (only the picker looks at the field's types).
    const [article] = await cms.database.query<{ document_id: string; image: string }>(
      'SELECT document_id, image FROM articles ORDER BY id LIMIT 1',
    );
    const cover = await adminRequest(
      cms,
      cms.adminToken,
      'PUT',
      `/content-manager/collection-types/api::articles.article/${article.document_id}`,
      { cover: file.id },
    );
    expect([cover.status, cover.json?.error?.message]).toEqual([400, 'File yang dipilih harus berupa gambar.']);
    const [after] = await cms.database.query<{ image: string }>(
      `SELECT image FROM articles WHERE document_id = '${article.document_id}' LIMIT 1`,
    );
    expect(after.image).toBe(article.image);
    // Nor one of a library item's pictures, whichever way /admin's form gives it.
    const [item] = await cms.database.query<{ document_id: string }>(
      'SELECT document_id FROM library_items ORDER BY id LIMIT 1',
    );
    for (const uploads of [[file.id], { connect: [{ id: file.id }] }, { set: [{ id: file.id }] }]) {
      const res = await adminRequest(
        cms,
        cms.adminToken,
        'PUT',
        `/content-manager/collection-types/api::library.library-item/${item.document_id}`,
        { uploads },
      );
      expect([res.status, res.json?.error?.message], JSON.stringify(uploads)).toEqual([
        400,
        'File yang dipilih harus berupa gambar.',
      ]);
    }
    // One given before this rule stays, and the item stays editable with it.
    const [row] = await cms.database.query<{ id: number }>(
      `SELECT id FROM library_items WHERE document_id = '${item.document_id}' LIMIT 1`,
    );
    await cms.database.write(
      `INSERT INTO files_related_mph (file_id, related_id, related_type, field, "order") VALUES (${file.id}, ${row.id}, 'api::library.library-item', 'uploads', 99)`,
    );
    const renamed = await adminRequest(
      cms,
      cms.adminToken,
      'PUT',
      `/content-manager/collection-types/api::library.library-item/${item.document_id}`,
      { title: 'Dengan video lama', uploads: { set: [{ id: file.id }] } },
    );
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
  });

  it("an Author's bulk delete or move reaches only their own files, one by one or under a folder", async () => {
    const picture = async (token: string) =>
      (
        (await mediaLibraryUpload(token, tinyPng(9, 9, 9, 9), `b-${crypto.randomUUID()}.png`, 'image/png'))
          .json as Array<{ id: number }>
      )[0].id;
    const [editors, authors] = [await picture(editor.token), await picture(author.token)];
    const folder = await adminRequest(cms, editor.token, 'POST', '/upload/folders', {
      name: `Dokumentasi ${crypto.randomUUID().slice(0, 6)}`,
      parent: null,
    });
    expect(folder.status, JSON.stringify(folder.json)).toBe(201);
    const folderId = folder.json.data.id as number;
    const inFolder = await picture(editor.token);
    const moved = await adminRequest(cms, editor.token, 'POST', '/upload/actions/bulk-move', {
      fileIds: [inFolder],
      destinationFolderId: folderId,
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const exists = async (id: number) => (await cms.database.count('files', `id = ${id}`)) === 1;

    for (const [action, body] of [
      ['bulk-delete', { fileIds: [authors, editors] }],
      ['bulk-delete', { folderIds: [folderId] }],
      ['bulk-move', { fileIds: [editors], destinationFolderId: folderId }],
    ] as const) {
      const res = await adminRequest(cms, author.token, 'POST', `/upload/actions/${action}`, body);
      expect({ action, body, status: res.status, message: res.json?.error?.message }).toEqual({
        action,
        body,
        status: 403,
        message: NOT_YOUR_FILES,
      });
    }
    const emptyFolder = await adminRequest(cms, editor.token, 'POST', '/upload/folders', {
      name: `Kosong ${crypto.randomUUID().slice(0, 6)}`,
      parent: null,
    });
    const refused = await adminRequest(cms, author.token, 'POST', '/upload/actions/bulk-delete', {
      folderIds: [emptyFolder.json.data.id],
    });
    expect(refused.status, JSON.stringify(refused.json)).toBe(403);
    expect(await cms.database.count('upload_folders', `id = ${emptyFolder.json.data.id as number}`)).toBe(1);
    // Nor renamed or moved (with all under it) as a folder on its own.
    const renamed = await adminRequest(cms, author.token, 'PUT', `/upload/folders/${folderId}`, {
      name: 'Diubah penulis',
      parent: emptyFolder.json.data.id,
    });
    expect({ status: renamed.status, message: renamed.json?.error?.message }).toEqual({
      status: 403,
      message: NOT_YOUR_FILES,
    });
    expect(await cms.database.count('upload_folders', `id = ${folderId} AND name = 'Diubah penulis'`)).toBe(0);
    expect([await exists(editors), await exists(inFolder), await exists(authors)]).toEqual([true, true, true]);
    const own = await adminRequest(cms, author.token, 'POST', '/upload/actions/bulk-delete', { fileIds: [authors] });
    expect(own.status, JSON.stringify(own.json)).toBe(200);
    expect(await exists(authors)).toBe(false);
  });

  it('"From URL" is refused before the server fetches anything (an address reaching this machine included)', async () => {
    const asked: string[] = [];
    const probe = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(200, { 'Content-Type': 'image/png' }).end(tinyPng(4, 4, 4, 4));
    });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    try {
      const res = await adminRequest(cms, editor.token, 'POST', '/upload/actions/upload-from-urls', {
        urls: [`http://0.0.0.0:${port}/internal.png`],
      });
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.error.message).toBe(UPLOAD_FROM_URL_OFF);
      expect(asked).toEqual([]);
    } finally {
      probe.close();
    }
  });

  it("an upload names no entry to attach itself to: the entry's own rules would never see it", async () => {
    const [item] = await cms.database.query<{ id: number }>('SELECT id FROM library_items ORDER BY id LIMIT 1');
    const linked = `related_id = ${item.id} AND related_type = 'api::library.library-item'`;
    const before = await cms.database.count('files_related_mph', linked);
    const res = await upload(cms, editor.token, blackPng(8, 8), 'lampiran.png', 'image/png', {
      ref: 'api::library.library-item',
      refId: String(item.id),
      field: 'uploads',
    });
    expect(res.status, res.text).toBe(201);
    expect(await cms.database.count('files_related_mph', linked)).toBe(before);
  });
});

describe('/uploads answers', () => {
  const planted: string[] = [];
  afterAll(() => {
    for (const f of planted) fs.rmSync(f, { force: true });
  });
  const plant = (ext: string, content: string) => {
    const name = `planted-${crypto.randomBytes(4).toString('hex')}.${ext}`;
    fs.mkdirSync(uploadsDir(), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir(), name), content);
    planted.push(path.join(uploadsDir(), name));
    return `/uploads/${name}`;
  };

  it.each([
    ['js', 'alert(1)'],
    ['mjs', 'alert(1)'],
    ['html', '<script>alert(1)</script>'],
    ['xhtml', XHTML],
    ['svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['css', 'body{}'],
    ['xml', '<a/>'],
    ['pdf', '%PDF-1.4'],
  ])('a .%s file already in the folder (from before the policy) is a sandboxed download', async (ext, content) => {
    const res = await fetch(`${cms.url}${plant(ext, content)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox(;|$)/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('pictures and videos are shown inline with nosniff', async () => {
    for (const [ext, type] of [
      ['png', 'image/png'],
      ['webp', 'image/webp'],
      ['mp4', 'video/mp4'],
      ['webm', 'video/webm'],
    ]) {
      const res = await fetch(`${cms.url}${plant(ext, 'x')}`);
      expect(res.headers.get('content-type'), ext).toBe(type);
      expect(res.headers.get('content-disposition'), ext).toBeNull();
      expect(res.headers.get('x-content-type-options'), ext).toBe('nosniff');
    }
  });
});
