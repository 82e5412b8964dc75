import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type CmsInstance } from '../../../../tests/harness/cms-process';
import { tinyPng } from '../../../../tests/harness/fake-drive.mjs';
import { Client } from '../../../../tests/harness/http';

/** A cms whose operator raised the message length and lowered the image size: the widget must hear both. */
let cms: CmsInstance;
let ipCounter = 0;
const visitor = () => Client.withIp(cms.url, `10.73.0.${++ipCounter}`);
const withImage = (bytes: Buffer) => {
  const form = new FormData();
  form.append('message', 'ini apa?');
  form.append('image', new Blob([bytes], { type: 'image/png' }), 'foto.png');
  return form;
};

beforeAll(async () => {
  cms = await startCms({ env: { CHAT_MESSAGE_MAX_CHARS: '3000', CHAT_IMAGE_MAX_MB: '2' } });
});
afterAll(async () => {
  await cms?.stop();
  await cms?.database.drop();
});

describe('chat: the limits the widget checks against', () => {
  it('GET /api/chat/limits answers the configured limits, and sending holds to the same ones', async () => {
    const res = await visitor().get('/api/chat/limits');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ limits: { messageMaxChars: 3000, imageMaxMb: 2 } });

    const client = visitor();
    expect((await client.post('/api/chat/message', { message: 'a'.repeat(3000) })).status).toBe(200);
    const long = await client.post('/api/chat/message', { message: 'a'.repeat(3001) });
    expect(long.status).toBe(400);
    expect(long.json.message).toBe('Pesan terlalu panjang (maksimal 3000 karakter).');

    const png = tinyPng(9, 9, 9, 8);
    const big = await client.post('/api/chat/message', withImage(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)])));
    expect(big.status).toBe(413);
    expect(big.json.message).toBe('Ukuran gambar maksimal 2 MB.');
  });
});
