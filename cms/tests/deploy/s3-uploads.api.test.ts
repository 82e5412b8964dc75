import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startCms, type CmsInstance } from '../harness/cms-process';
import { createTestDatabase, type TestDatabase } from '../harness/test-database';
import { Client } from '../harness/http';
import { OWNER } from '../harness/cms-process';
import { adminRequest, adminToken } from '../harness/admin-api';
import { tinyPng } from '../harness/fake-drive.mjs';
import { startFakeS3 } from '../harness/fake-s3.mjs';

const repo = path.resolve(import.meta.dirname, '..', '..', '..');
const run = promisify(execFile);
const BUCKET = 'hmti-media';
const KEY_ID = 'test-access-key';

async function script(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(repo, 'scripts', `${name}.mjs`), ...args], {
      cwd: repo,
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), DATABASE_URL: '', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (err: unknown) {
    const failed = err as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

const sha = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

describe('uploads in an S3-compatible bucket (UPLOAD_PROVIDER=s3)', () => {
  const instances: CmsInstance[] = [];
  const databases: TestDatabase[] = [];
  const closers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cms of instances) await cms.stop();
    for (const db of databases) await db.drop();
    for (const close of closers) await close();
  });

  it('stores media-library files and chat images in the bucket, serves them from there, and backs them up', async () => {
    const s3 = await startFakeS3({ bucket: BUCKET, accessKeyId: KEY_ID, pageSize: 2 });
    closers.push(s3.close);
    const s3Env = {
      UPLOAD_PROVIDER: 's3',
      S3_ENDPOINT: s3.url,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY_ID,
      S3_SECRET_ACCESS_KEY: 'test-secret-access-key',
      S3_FORCE_PATH_STYLE: 'true',
      METRICS_TOKEN: 'operator-token-0123456789',
    };
    const publicBase = `${s3.url}/${BUCKET}/`;
    const source = await startCms({ env: s3Env });
    instances.push(source);
    databases.push(source.database);

    // An editor uploads a picture for an article through the site's own upload endpoint.
    const owner = Client.withIp(source.url, '10.93.0.1');
    expect((await owner.post('/api/auth/login', OWNER)).status).toBe(200);
    const form = new FormData();
    form.append('file', new Blob([tinyPng(20, 120, 200, 40)], { type: 'image/png' }), 'foto.png');
    form.append('category', 'article');
    const uploaded = await owner.post('/api/upload', form);
    expect(uploaded.status, uploaded.text).toBe(200);
    const url: string = uploaded.json.url;
    expect(url.startsWith(publicBase), url).toBe(true);
    const key = url.slice(publicBase.length);
    expect(s3.objects.get(key)?.contentType).toBe('image/png');
    expect(s3.objects.get(key)?.acl).toBe('public-read');
    const served = await fetch(url);
    expect(served.status).toBe(200);
    const servedBytes = new Uint8Array(await served.arrayBuffer());
    expect(sha(servedBytes)).toBe(sha(s3.objects.get(key)!.body));
    // Nothing of it landed in the local uploads folder.
    const localUploads = path.join(source.workDir, 'public', 'uploads');
    expect(fs.readdirSync(localUploads, { recursive: true }).some((f) => String(f).includes(key))).toBe(false);

    // An article created with an image (re-encoded on the way) links the bucket too.
    const articleForm = new FormData();
    articleForm.append('title', 'Artikel Ember');
    articleForm.append('excerpt', 'Ringkasan artikel ember');
    articleForm.append('content', '<p>Isi artikel ember.</p>');
    articleForm.append('published', 'true');
    articleForm.append('image', new Blob([tinyPng(200, 40, 90, 24)], { type: 'image/png' }), 'ember.png');
    const article = await owner.post('/api/articles', articleForm);
    expect(article.status, article.text).toBe(201);
    const articleImage: string = article.json.image;
    expect(articleImage.startsWith(publicBase), articleImage).toBe(true);

    // The media library of /admin lists the files at their bucket address.
    const token = await adminToken(source);
    const library = await adminRequest(source, token, 'GET', '/upload/files?pageSize=100');
    expect(library.status).toBe(200);
    const libraryUrls = (library.json.results as Array<{ url: string }>).map((f) => f.url);
    expect(libraryUrls).toContain(url);

    // The Media Library's own upload goes through the upload policy too: the object is named by the detected type
    // and carries it as its Content-Type, whatever the client called it; a GIF/JavaScript polyglot is refused.
    const mediaLibraryUpload = async (bytes: Uint8Array | string, name: string) => {
      const body = new FormData();
      body.append('fileInfo', JSON.stringify({ name, caption: null, alternativeText: null, folder: null }));
      body.append('files', new Blob([bytes], { type: 'application/octet-stream' }), name);
      const res = await fetch(`${source.url}/upload`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body,
      });
      return { status: res.status, json: (await res.json()) as Array<{ url: string }> };
    };
    const renamed = await mediaLibraryUpload(tinyPng(90, 10, 10, 16), 'photo.js');
    expect(renamed.status).toBe(201);
    const renamedKey = renamed.json[0].url.slice(publicBase.length);
    expect(renamedKey).toMatch(/^photo_js_[0-9a-f]+\.png$/);
    expect(s3.objects.get(renamedKey)?.contentType).toBe('image/png');
    const objectCount = s3.objects.size;
    const polyglot = await mediaLibraryUpload('GIF89a/*\x00\x00*/=1;alert(document.domain)//', 'x.js');
    expect(polyglot.status).toBe(415);
    expect(s3.objects.size).toBe(objectCount);

    // Pages may show pictures from the bucket (CSP), and readiness checks the bucket instead of a folder.
    const page = await fetch(`${source.url}/`);
    expect(page.headers.get('content-security-policy')).toMatch(new RegExp(`img-src [^;]*${s3.url}`));
    const ready = await fetch(`${source.url}/_ready`, { headers: { Authorization: `Bearer ${s3Env.METRICS_TOKEN}` } });
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { checks: Record<string, string> }).checks.uploads).toBe('up');

    // A chat visitor's picture goes to the bucket too (chat/<random>), removed with its conversation.
    const visitor = Client.withIp(source.url, '10.93.0.2');
    const chatForm = new FormData();
    chatForm.append('message', 'Ini foto kegiatan');
    chatForm.append('image', new Blob([tinyPng(10, 200, 10, 16)], { type: 'image/png' }), 'kegiatan.png');
    const chat = await visitor.post('/api/chat/message', chatForm);
    expect(chat.status, chat.text).toBe(200);
    const chatImage: string = chat.json.chat.messages.at(-2).imageUrl;
    expect(chatImage).toMatch(new RegExp(`^${publicBase}chat/[a-f0-9]{32}\\.png$`));
    expect((await fetch(chatImage)).status).toBe(200);

    // Backup while the cms runs: the archive holds every object of the bucket.
    const objectsBefore = new Map([...s3.objects].map(([k, o]) => [k, sha(o.body)]));
    expect(objectsBefore.size).toBeGreaterThanOrEqual(3); // more than one page of the listing (pageSize 2)
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-s3-'));
    const dataEnv = (workDir: string, database: TestDatabase) => ({
      ...database.env,
      ...s3Env,
      PUBLIC_DIR: path.join(workDir, 'public'),
    });
    const backup = await script('backup', ['--out', outDir], dataEnv(source.workDir, source.database));
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(new RegExp(`${objectsBefore.size} objects of bucket ${BUCKET}`));
    const [archive] = fs.readdirSync(outDir);
    await source.stop();

    // The bucket is lost; restore into a fresh database and the emptied bucket.
    s3.objects.clear();
    const targetDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-restore-s3-'));
    const target = await createTestDatabase(targetDir);
    databases.push(target);
    const restore = await script('restore', [path.join(outDir, archive)], dataEnv(targetDir, target));
    expect(restore.code, restore.output).toBe(0);
    expect(new Map([...s3.objects].map(([k, o]) => [k, sha(o.body)]))).toEqual(objectsBefore);
    expect(s3.objects.get(key)?.contentType).toBe('image/png');

    const restored = await startCms({ workDir: targetDir, database: target, env: s3Env });
    instances.push(restored);
    const reader = Client.withIp(restored.url, '10.93.0.3');
    const again = await reader.get(`/api/articles/${article.json.id}`);
    expect(again.status, again.text).toBe(200);
    expect(again.json.image).toBe(articleImage);
    const back = await fetch(articleImage);
    expect(back.status).toBe(200);
    expect(sha(new Uint8Array(await back.arrayBuffer()))).toBe(
      objectsBefore.get(articleImage.slice(publicBase.length)),
    );
    await restored.stop();

    // A second restore onto the now non-empty bucket is refused without --force.
    const refused = await script('restore', [path.join(outDir, archive)], dataEnv(targetDir, target));
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(/bucket hmti-media has \d+ objects/);

    // Restored into another bucket (another provider or name): the links in the database follow the objects.
    const other = await startFakeS3({ bucket: 'hmti-media-baru', accessKeyId: KEY_ID });
    closers.push(other.close);
    const otherEnv = { ...s3Env, S3_ENDPOINT: other.url, S3_BUCKET: 'hmti-media-baru' };
    const movedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-restore-s3-moved-'));
    const moved = await createTestDatabase(movedDir);
    databases.push(moved);
    const intoOther = await script('restore', [path.join(outDir, archive)], {
      ...moved.env,
      ...otherEnv,
      PUBLIC_DIR: path.join(movedDir, 'public'),
    });
    expect(intoOther.code, intoOther.output).toBe(0);
    const newBase = `${other.url}/hmti-media-baru/`;
    expect(intoOther.output).toContain(`Links to ${publicBase.slice(0, -1)}/… now point to ${newBase.slice(0, -1)}/…`);
    const [row] = await moved.query<{ image: string }>(`SELECT image FROM articles WHERE id = ${article.json.id}`);
    expect(row.image).toBe(`${newBase}${articleImage.slice(publicBase.length)}`);
    expect(await moved.count('files', `url LIKE '${publicBase}%'`)).toBe(0);
    expect(await moved.count('files', `url LIKE '${newBase}%'`)).toBeGreaterThan(0);
    expect((await fetch(row.image)).status).toBe(200);
  }, 300_000);

  it('refuses to start with UPLOAD_PROVIDER=s3 but no bucket or keys, naming what is missing', async () => {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-s3-missing-'));
    const database = await createTestDatabase(workDir);
    databases.push(database);
    await expect(
      startCms({ workDir, database, env: { UPLOAD_PROVIDER: 's3', S3_ACCESS_KEY_ID: KEY_ID } }),
    ).rejects.toThrow(
      /S3_BUCKET is not set; expected a value when UPLOAD_PROVIDER=s3\n {2}- S3_SECRET_ACCESS_KEY is not set; expected a value/,
    );
  }, 120_000);
});
