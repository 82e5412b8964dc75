import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
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
      () =>
        form({
          title,
          excerpt: 'Ringkasan',
          content: '<p>Isi</p>',
          published: 'false',
          tags: '["Uji"]',
          gdriveUrl: `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view`,
        }),
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

  it('chat messages from a visitor: one message stored, the same conversation answered again', async () => {
    const visitor = Client.withIp(
      cms.url,
      `10.99.${Math.floor(Math.random() * 200)}.${Math.ceil(Math.random() * 200)}`,
    );
    const key = newKey();
    const question = `Apa itu HMTI? ${mark()}`;
    const first = await visitor.post('/api/chat/message', { message: question }, { 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    const second = await visitor.post('/api/chat/message', { message: question }, { 'Idempotency-Key': key });
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
    const asked = (first.json.chat.messages as Array<{ role: string; content: string }>).filter(
      (m) => m.content === question,
    );
    expect(asked).toHaveLength(1);
    const again = await visitor.post('/api/chat/message', { message: question }, { 'Idempotency-Key': newKey() });
    expect((again.json.chat.messages as Array<{ content: string }>).filter((m) => m.content === question)).toHaveLength(
      2,
    );
  });

  it('refuses a key reused with another request (422) and a malformed key (400); another client keeps its own keys', async () => {
    const key = newKey();
    const name = `Idem ${mark()}`;
    expect((await owner.post('/api/divisions', { displayName: name }, { 'Idempotency-Key': key })).status).toBe(201);
    const other = await owner.post('/api/divisions', { displayName: `${name} lain` }, { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
    expect(other.json.message).toBe('Idempotency-Key ini sudah dipakai untuk permintaan yang berbeda.');
    const bad = await owner.post('/api/divisions', { displayName: `${name} x` }, { 'Idempotency-Key': 'short' });
    expect(bad.status).toBe(400);

    // Signed out, keys belong to the client address: the same key from another visitor is not a replay.
    const shared = newKey();
    const ask = (ip: string) =>
      Client.withIp(cms.url, ip).post(
        '/api/chat/message',
        { message: `Halo ${mark()}` },
        { 'Idempotency-Key': shared },
      );
    const a = await ask('10.98.1.1');
    const b = await ask('10.98.1.2');
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(b.json).not.toEqual(a.json);
  });
});
