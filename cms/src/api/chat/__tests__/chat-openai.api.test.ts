import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, adminToken } from '../../../../tests/harness/admin-api';
import { startCms, type CmsInstance } from '../../../../tests/harness/cms-process';
import { tinyPng } from '../../../../tests/harness/fake-drive.mjs';
import { Client } from '../../../../tests/harness/http';
import { startFakeChatProvider, type ContentPart } from './fake-chat-provider';

/** The OpenAI-compatible provider against a local fake service, on a cms configured for it. */
const KEY = 'sk-test-NEVER-LEAK-7f3a9c2e51d';
let cms: CmsInstance;
let provider: Awaited<ReturnType<typeof startFakeChatProvider>>;
let ipCounter = 0;
const seen: string[] = [];
const visitor = () => Client.withIp(cms.url, `10.72.0.${++ipCounter}`);
async function ask(client: Client, body: unknown) {
  const res = await client.post('/api/chat/message', body);
  seen.push(res.text, JSON.stringify([...res.headers]));
  return res;
}

beforeAll(async () => {
  provider = await startFakeChatProvider();
  cms = await startCms({
    env: {
      CHAT_API_URL: provider.url,
      CHAT_API_KEY: KEY,
      CHAT_MODEL: 'test-model-1',
      CHAT_TIMEOUT_MS: '1500',
      CHAT_CONTEXT_PASSAGES: '4',
    },
  });
});
afterAll(async () => {
  await cms?.stop();
  await cms?.database.drop();
  await provider?.stop();
});

describe('OpenAI-compatible provider', () => {
  it('sends model, system prompt with retrieved site passages, and the question; returns the answer', async () => {
    const [row] = await cms.database.query<{ id: number }>(
      `SELECT id FROM articles WHERE slug = 'kelas-dasar-keamanan-siber-untuk-mahasiswa'`,
    );
    const before = provider.requests.length;
    const res = await ask(visitor(), { message: 'artikel tentang keamanan siber' });
    expect(res.status).toBe(200);
    expect(res.json.chat.messages.at(-1)).toMatchObject({
      role: 'assistant',
      content: 'Jawaban palsu: artikel tentang keamanan siber',
    });
    expect(provider.requests).toHaveLength(before + 1);
    const { headers, body, method } = provider.requests.at(-1)!;
    expect(method).toBe('POST');
    expect(headers.authorization).toBe(`Bearer ${KEY}`);
    expect(headers['content-type']).toContain('application/json');
    expect(body.model).toBe('test-model-1');
    expect(body.messages[0].role).toBe('system');
    expect(body.messages[0].content).toContain('HMTI UIN Malang');
    expect(body.messages[0].content).toContain('KONTEKS SITUS');
    expect(body.messages[0].content).toContain(`/artikel/${row.id}/kelas-dasar-keamanan-siber-untuk-mahasiswa`);
    expect(body.messages[0].content).toContain('Kelas Dasar Keamanan Siber untuk Mahasiswa');
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'artikel tentang keamanan siber' });
    expect(body.messages).toHaveLength(2);
  });

  it('sends the earlier turns of the conversation as history', async () => {
    const client = visitor();
    await ask(client, { message: 'halo, saya Budi' });
    await ask(client, { message: 'siapa nama saya?' });
    const { body } = provider.requests.at(-1)!;
    expect(body.messages.slice(1)).toEqual([
      { role: 'user', content: 'halo, saya Budi' },
      { role: 'assistant', content: 'Jawaban palsu: halo, saya Budi' },
      { role: 'user', content: 'siapa nama saya?' },
    ]);
  });

  it('passes the image as a data URL with its real (sniffed) MIME type', async () => {
    const png = tinyPng(10, 200, 10, 12);
    const form = new FormData();
    form.append('message', 'gambar apa ini?');
    form.append('image', new Blob([png], { type: 'image/jpeg' }), 'foto.jpg');
    const res = await ask(visitor(), form);
    expect(res.status).toBe(200);
    expect(res.json.chat.messages.at(-2).imageUrl).toMatch(/^\/uploads\/chat\/[a-f0-9]{32}\.png$/);
    expect(res.json.chat.messages.at(-1).content).toBe('Jawaban palsu: gambar apa ini?');
    const last = provider.requests.at(-1)!.body.messages.at(-1);
    expect(last).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'gambar apa ini?' },
        { type: 'image_url', image_url: { url: expect.stringMatching(/^data:image\/png;base64,/) } },
      ],
    });
    // The stored (re-encoded, metadata-free) picture is what the provider sees.
    const sent = Buffer.from((last!.content as ContentPart[])[1].image_url!.url.split(',')[1], 'base64');
    const meta = await sharp(sent).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 12, 12]);
  });

  it('answers with the failure reply on timeout and on provider errors', async () => {
    const started = Date.now();
    const slow = await ask(visitor(), { message: 'SLOW tolong' });
    expect(slow.status).toBe(200);
    expect(slow.json.chat.messages.at(-1).content).toBe('Maaf, terjadi kesalahan. Silakan coba lagi nanti.');
    expect(Date.now() - started).toBeLessThan(4500);
    const failed = await ask(visitor(), { message: 'FAIL tolong' });
    expect(failed.json.chat.messages.at(-1).content).toBe('Maaf, terjadi kesalahan. Silakan coba lagi nanti.');
  });

  it("answers 'Maaf, terjadi kesalahan pada AI.' when the answer has no text or is not JSON", async () => {
    for (const message of ['BROKEN jawab', 'NOTJSON jawab']) {
      const res = await ask(visitor(), { message });
      expect(res.status).toBe(200);
      expect(res.json.chat.messages.at(-1).content, message).toBe('Maaf, terjadi kesalahan pada AI.');
    }
  });

  it('leaves failure replies out of the history it sends next time', async () => {
    const client = visitor();
    await ask(client, { message: 'FAIL dulu' });
    await ask(client, { message: 'sekarang berhasil' });
    expect(provider.requests.at(-1)!.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'FAIL dulu' },
      { role: 'user', content: 'sekarang berhasil' },
    ]);
  });

  it('never lets the key out: not in responses, headers, stored chats, the admin API or the logs', async () => {
    expect(seen.length).toBeGreaterThan(0);
    for (const text of seen) expect(text).not.toContain(KEY);
    const rows = await cms.database.query<Record<string, unknown>>('SELECT * FROM chats');
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(KEY);
    expect(JSON.stringify(rows)).not.toContain('sk-test');
    const token = await adminToken(cms);
    const admin = await adminRequest(
      cms,
      token,
      'GET',
      '/content-manager/collection-types/api::chat.chat?pageSize=100',
    );
    expect(JSON.stringify(admin.json)).not.toContain(KEY);
    expect(cms.logs()).not.toContain(KEY);
  });
});
