import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type CmsInstance } from '../../../../tests/harness/cms-process';
import { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';

/**
 * Upload attacks against a cms of its own, so that its temp folder (TMPDIR) and upload folder hold
 * only what these requests leave behind.
 */
let cms: CmsInstance;
let tmpDir: string;
let owner: Client;
let png: Buffer;
let gif: Buffer;

const uploadsDir = () => path.join(cms.workDir, 'public', 'uploads');
const listFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => path.join(d.parentPath, d.name))
    : [];
const form = (
  field: string,
  bytes: Buffer | string,
  name: string,
  type: string,
  extra: Record<string, string> = {},
) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(extra)) f.append(k, v);
  f.append(field, new Blob([bytes], { type }), name);
  return f;
};
const snapshot = async () => ({
  uploads: listFiles(uploadsDir()).sort(),
  rows: await cms.database.count('files'),
  tmp: listFiles(tmpDir).sort(),
});

const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

beforeAll(async () => {
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-tmp-'));
  cms = await startCms({ env: { TMPDIR: tmpDir, UPLOAD_MAX_MB: '1' } });
  owner = await staffFactory(cms).owner();
  png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#cc3366' } })
    .gif()
    .toBuffer();
}, 180_000);

afterAll(async () => {
  await cms?.stop();
  await cms?.database.drop();
  fs.rmSync(tmpDir, { recursive: true, force: true });
});

describe('refused uploads leave nothing behind', () => {
  const refused: Array<[string, string, () => FormData, number]> = [
    ['HTML page', '/api/upload', () => form('file', HTML, 'page.html', 'text/html'), 415],
    ['HTML renamed .png, sent as image/png', '/api/upload', () => form('file', HTML, 'photo.png', 'image/png'), 415],
    ['SVG with script', '/api/upload', () => form('file', SVG, 'logo.svg', 'image/svg+xml'), 415],
    ['SVG renamed .png', '/api/upload/content-image', () => form('image', SVG, 'logo.png', 'image/png'), 415],
    [
      'PNG signature followed by HTML',
      '/api/upload',
      () => form('file', Buffer.concat([png.subarray(0, 8), Buffer.from(HTML)]), 'x.png', 'image/png'),
      415,
    ],
    [
      'GIF/JavaScript polyglot',
      '/api/upload/content-image',
      () => form('image', 'GIF89a/*\x00\x00*/=1;alert(document.domain)//', 'x.gif', 'image/gif'),
      415,
    ],
    ['empty file', '/api/upload', () => form('file', Buffer.alloc(0), 'empty.png', 'image/png'), 415],
    ['no file at all', '/api/upload', () => new FormData(), 400],
  ];

  it.each(refused)('%s is refused: no file, no row, no temp file', async (_name, url, body, status) => {
    const before = await snapshot();
    const res = await owner.post(url, body());
    expect(res.status).toBe(status);
    expect(typeof res.json?.message).toBe('string');
    expect(res.text).not.toMatch(/at .*\.js:\d+/);
    expect(await snapshot()).toEqual(before);
  });

  it('a file over the size limit → 413 with a clear message; nothing stored, no temp file', async () => {
    const before = await snapshot();
    const big = Buffer.concat([png, Buffer.alloc(1024 * 1024 + 10)]);
    const res = await owner.post('/api/upload', form('file', big, 'big.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('File terlalu besar: paling besar 1 MB.');
    // The body parser stops writing at the limit and deletes its partial temp file without waiting for the unlink
    // (formidable's PersistentFile.destroy), so the file may still be there for a moment after the answer.
    await expect.poll(snapshot, { timeout: 5_000, interval: 100 }).toEqual(before);
  });

  it('a member with an HTML "photo" is not created and nothing is stored', async () => {
    const before = await snapshot();
    const members = await cms.database.count('org_members');
    const res = await owner.post(
      '/api/organization/members',
      form('image', HTML, 'foto.png', 'image/png', { name: 'Uji Foto', position: 'Anggota', period: '2031-2032' }),
    );
    expect(res.status).toBe(415);
    expect(await cms.database.count('org_members')).toBe(members);
    expect(await snapshot()).toEqual(before);
  });

  it('an article with an SVG thumbnail is not created and nothing is stored', async () => {
    const before = await snapshot();
    const articles = await cms.database.count('articles');
    const res = await owner.post(
      '/api/articles',
      form('image', SVG, 'thumb.png', 'image/png', {
        title: 'Uji SVG',
        excerpt: 'Ringkas',
        content: '<p>Isi</p>',
        published: 'false',
      }),
    );
    expect(res.status).toBe(415);
    expect(await cms.database.count('articles')).toBe(articles);
    expect(await snapshot()).toEqual(before);
  });
});

describe('accepted images are ours: sniffed type, our name, re-encoded', () => {
  it('a PNG with a script appended is stored without the script, under our own name', async () => {
    const res = await owner.post(
      '/api/upload',
      form('file', Buffer.concat([png, Buffer.from(`<script>alert(1)</script>`)]), 'x.png', 'image/png'),
    );
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(/^\/uploads\/content_\d+_[0-9a-f]+_[0-9a-f]+\.png$/);
    const stored = fs.readFileSync(path.join(uploadsDir(), path.basename(res.json.url)));
    expect(stored.subarray(0, 8)).toEqual(png.subarray(0, 8));
    expect(stored.includes('<script')).toBe(false);
  });

  it('a real GIF is kept as a GIF; the client Content-Type and extension are ignored', async () => {
    const res = await owner.post('/api/upload/content-image', form('image', gif, 'evil.html', 'text/html'));
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(/^\/uploads\/article_content_\d+_[0-9a-f]+_[0-9a-f]+\.gif$/);
    const served = await fetch(`${cms.url}${res.json.url}`);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  const names = [
    ['path traversal', '../../../../etc/passwd.png'],
    ['Windows traversal', '..\\..\\..\\windows\\win.ini.png'],
    ['NUL byte', 'foto.png\u0000.html'],
    ['very long', `${'a'.repeat(5000)}.png`],
    ['absolute path', '/tmp/owned.png'],
  ];
  it.each(names)('client file name (%s) is never used for the stored file', async (_label, name) => {
    const before = new Set(listFiles(uploadsDir()));
    const res = await owner.post(
      '/api/upload',
      form('file', png, name, 'image/png', { category: '../../../tmp', articleId: '../../x' }),
    );
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(/^\/uploads\/content_\d+_[0-9a-f]+_[0-9a-f]+\.png$/);
    const [row] = await cms.database.query<{ name: string; url: string }>(
      `SELECT name, url FROM files WHERE url = '${res.json.url}'`,
    );
    expect(row.name).toMatch(/^content-\d+-[0-9a-f]{8}\.png$/);
    const added = listFiles(uploadsDir()).filter((f) => !before.has(f));
    expect(added.map((f) => path.relative(uploadsDir(), f))).toEqual([path.basename(res.json.url)]);
    for (const file of added)
      expect(path.basename(file)).toMatch(
        /^([a-z]+_)?(content|article_content|organization|article)_\d+_[0-9a-f]+_[0-9a-f]+\.(png|gif|jpg|webp|avif)$/,
      );
  });

  it('a multipart request refused before its handler (cross-origin, unknown route, anonymous) leaves no temp file', async () => {
    const crossOrigin = await owner.post('/api/upload', form('file', png, 'x.png', 'image/png'), {
      Origin: 'https://evil.example',
    });
    expect(crossOrigin.status).toBe(403);
    const anonymous = await new Client(cms.url).post('/api/upload', form('file', png, 'x.png', 'image/png'));
    expect(anonymous.status).toBe(401);
    const unknown = await owner.post('/api/no-such-route', form('file', png, 'x.png', 'image/png'));
    expect(unknown.status).toBe(405);
    expect(listFiles(tmpDir)).toEqual([]);
  });

  it('nothing was written outside the upload folder, and no temp file is left', () => {
    expect(fs.existsSync('/tmp/owned.png')).toBe(false);
    expect(fs.existsSync('/etc/passwd.png')).toBe(false);
    const outside = listFiles(cms.workDir).filter(
      (f) =>
        !f.startsWith(uploadsDir()) &&
        !f.startsWith(path.join(cms.workDir, 'web-dist')) &&
        !/\.db(-wal|-shm|-journal)?$/.test(f),
    );
    expect(outside).toEqual([]);
    expect(listFiles(tmpDir)).toEqual([]);
  });
});
