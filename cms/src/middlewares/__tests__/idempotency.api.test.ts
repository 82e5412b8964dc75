import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { articleForm } from '../../../tests/harness/article-form';
import { Client } from '../../../tests/harness/http';
import { DRIVE_IDS } from '../../../tests/harness/fake-drive.mjs';
import { staffFactory } from '../../../tests/harness/staff';
import { sharedCms } from '../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);
const newKey = () => crypto.randomUUID();
const mark = () => crypto.randomBytes(4).toString('hex');

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

/** The create sent twice with one key: both answers alike, the second a replay; then the rows holding the mark. */
async function sendTwice(client: Client, path: string, body: () => unknown, rows: () => Promise<number>) {
  const key = newKey();
  const first = await client.post(path, body(), { 'Idempotency-Key': key });
  expect(first.status, first.text).toBeLessThan(300);
  const second = await client.post(path, body(), { 'Idempotency-Key': key });
  expect(second.status).toBe(first.status);
  expect(second.json).toEqual(first.json);
  expect(second.headers.get('idempotent-replayed')).toBe('true');
  expect(await rows()).toBe(1);
  return first;
}

describe('Idempotency-Key on creates', () => {
  let owner: Client;
  beforeAll(async () => {
    owner = await staff.owner();
  });

  it('divisions: the same key twice makes one row and the same answer; without a key the endpoint rule answers', async () => {
    const name = `Idem ${mark()}`;
    const count = () => cms.database.count('org_divisions', `display_name = '${name}'`);
    await sendTwice(owner, '/api/divisions', () => ({ displayName: name }), count);
    // Without the key, the rule of the endpoint itself answers (a duplicate name is refused).
    expect((await owner.post('/api/divisions', { displayName: name })).status).toBe(409);
  });

  it('articles (multipart), members, users, roles, library items', async () => {
    const title = `Idem artikel ${mark()}`;
    const article = await sendTwice(
      owner,
      '/api/articles',
      () => articleForm(title, { excerpt: 'Ringkasan', content: '<p>Isi</p>' }),
      () => cms.database.count('articles', `title = '${title}'`),
    );
    expect(article.json.title).toBe(title);

    const member = `Idem Anggota ${mark()}`;
    await sendTwice(
      owner,
      '/api/organization/members',
      () => ({ name: member, position: 'Anggota Divisi Medinfo', period: '2025-2026' }),
      () => cms.database.count('org_members', `name = '${member}'`),
    );

    const username = `idem_${mark()}`;
    await sendTwice(
      owner,
      '/api/users',
      () => ({ username, password: 'Idem-Pass-12345', role: 'bph' }),
      () => cms.database.count('up_users', `username = '${username}'`),
    );

    // A role below every other one, so no seeded role shifts; removed again afterwards.
    const role = `idem_${mark()}`;
    const [{ lowest }] = await cms.database.query<{ lowest: number }>(
      'SELECT MAX(level) AS lowest FROM app_roles WHERE level < 999',
    );
    const createdRole = await sendTwice(
      owner,
      '/api/roles/create-with-shift',
      () => ({ name: role, displayName: role, level: Number(lowest) + 1, permissions: [] }),
      () => cms.database.count('app_roles', `name = '${role}'`),
    );
    expect((await owner.delete(`/api/roles/${createdRole.json.id}`)).status).toBeLessThan(300);

    const album = `Idem album ${mark()}`;
    await sendTwice(
      owner,
      '/api/library',
      () => {
        const f = form({ title: album, description: 'Deskripsi', fullDescription: 'Lengkap', type: 'photo' });
        f.append('gdriveUrls[0]', `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view`);
        f.append('gdriveMediaTypes[0]', 'image');
        return f;
      },
      () => cms.database.count('library_items', `title = '${album}'`),
    );
  });

  const keyRows = (key: string, where = '1 = 1') =>
    cms.database.count('app_idempotency_keys', `idem_key = '${key}' AND ${where}`);
  const visitorIp = () => `10.99.${Math.floor(Math.random() * 200)}.${Math.ceil(Math.random() * 200)}`;

  it('signed out: a key is kept for nobody (no answer, no address stored), to a route or not; each message counts', async () => {
    const visitor = Client.withIp(cms.url, visitorIp());
    const key = newKey();
    const question = `Apa itu HMTI? ${mark()}`;
    const first = await visitor.post('/api/chat/message', { message: question }, { 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    expect(await keyRows(key)).toBe(0);
    const second = await visitor.post('/api/chat/message', { message: question }, { 'Idempotency-Key': key });
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(
      (second.json.chat.messages as Array<{ content: string }>).filter((m) => m.content === question),
    ).toHaveLength(2);
    const unknown = newKey();
    expect((await visitor.post('/api/no-such-route', { a: 1 }, { 'Idempotency-Key': unknown })).status).toBeGreaterThan(
      399,
    );
    expect(await keyRows(unknown)).toBe(0);
    expect(await cms.database.count('app_idempotency_keys', `scope LIKE 'ip:%'`)).toBe(0);
  });

  it("two visitors behind one address never get each other's answer for the same key and body", async () => {
    const ip = visitorIp();
    const [a, b] = [Client.withIp(cms.url, ip), Client.withIp(cms.url, ip)];
    const secret = `Rahasia ${mark()}`;
    expect((await a.post('/api/chat/message', { message: secret })).status).toBe(200);
    const key = newKey();
    const question = `Halo ${mark()}`;
    expect((await a.post('/api/chat/message', { message: question }, { 'Idempotency-Key': key })).status).toBe(200);
    const other = await b.post('/api/chat/message', { message: question }, { 'Idempotency-Key': key });
    expect(other.status).toBe(200);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(other.text).not.toContain(secret);
    expect((other.json.chat.messages as unknown[]).length).toBe(2);
  });

  it('signed in: a key replays for its own account only; an unknown route keeps nothing', async () => {
    const [one, two] = [await staff.as('admin'), await staff.as('admin')];
    const key = newKey();
    const name = `Idem ${mark()}`;
    const created = await one.post('/api/divisions', { displayName: name }, { 'Idempotency-Key': key });
    expect(created.status).toBe(201);
    // The other account's request with the same key and body runs as its own: the name is taken.
    const theirs = await two.post('/api/divisions', { displayName: name }, { 'Idempotency-Key': key });
    expect(theirs.status).toBe(409);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    const again = await one.post('/api/divisions', { displayName: name }, { 'Idempotency-Key': key });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(created.json);
    expect(await cms.database.count('org_divisions', `display_name = '${name}'`)).toBe(1);

    const unknown = newKey();
    expect((await one.post('/api/no-such-route', { a: 1 }, { 'Idempotency-Key': unknown })).status).toBeGreaterThan(
      399,
    );
    expect(await keyRows(unknown)).toBe(0);
  });

  it('an answer over the size cap is not kept: the retry is refused (409), never run twice', async () => {
    const title = `Idem besar ${mark()}`;
    const body = () => articleForm(title, { excerpt: 'Ringkasan', content: `<p>${'Isi panjang. '.repeat(6000)}</p>` });
    const key = newKey();
    const first = await owner.post('/api/articles', body(), { 'Idempotency-Key': key });
    expect(first.status, first.text).toBe(201);
    expect(first.text.length).toBeGreaterThan(64 * 1024);
    expect(await keyRows(key, 'body IS NOT NULL')).toBe(0);
    const retry = await owner.post('/api/articles', body(), { 'Idempotency-Key': key });
    expect(retry.status).toBe(409);
    expect(retry.headers.get('retry-after')).toBeNull();
    expect(await cms.database.count('articles', `title = '${title}'`)).toBe(1);
  });

  it('refuses a key reused with another request (422) and a malformed key (400)', async () => {
    const key = newKey();
    const name = `Idem ${mark()}`;
    expect((await owner.post('/api/divisions', { displayName: name }, { 'Idempotency-Key': key })).status).toBe(201);
    const other = await owner.post('/api/divisions', { displayName: `${name} lain` }, { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
    expect(other.json.message).toBe('Idempotency-Key ini sudah dipakai untuk permintaan yang berbeda.');
    const bad = await owner.post('/api/divisions', { displayName: `${name} x` }, { 'Idempotency-Key': 'short' });
    expect(bad.status).toBe(400);
  });
});
