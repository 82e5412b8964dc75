import { describe, expect, it } from 'vitest';
import { tinyPng } from '../../../../tests/harness/fake-drive.mjs';
import { Client } from '../../../../tests/harness/http';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const send = (client: Client, message: unknown) => client.post('/api/chat/message', { message });
const withFile = (bytes: Buffer, name: string, type: string, message = 'ini apa?') => {
  const form = new FormData();
  form.append('message', message);
  form.append('image', new Blob([bytes], { type }), name);
  return form;
};

describe('chat: validation', () => {
  it('needs text or an image', async () => {
    const client = Client.withIp(cms.url, '10.71.0.1');
    for (const body of [{ message: '' }, { message: '   \n ' }, {}]) {
      const res = await client.post('/api/chat/message', body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: 'Chat send needs text or an image' });
    }
    const form = new FormData();
    form.append('message', '');
    const multipart = await client.post('/api/chat/message', form);
    expect(multipart.status).toBe(400);
    expect(multipart.json.message).toBe('Chat send needs text or an image');
  });

  it('caps the message length and wants text', async () => {
    const client = Client.withIp(cms.url, '10.71.0.2');
    expect((await send(client, 'a'.repeat(2000))).status).toBe(200);
    const long = await send(client, 'a'.repeat(2001));
    expect(long.status).toBe(400);
    expect(long.json.message).toBe('Pesan terlalu panjang (maksimal 2000 karakter).');
    for (const bad of [42, ['x'], { text: 'x' }]) {
      const res = await send(client, bad);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Pesan harus berupa teks.');
    }
  });

  it('answers the limits it holds to, for the widget: an upload limit below the chat’s own is the one that holds', async () => {
    // This cms keeps CHAT_MESSAGE_MAX_CHARS and CHAT_IMAGE_MAX_MB at their defaults (2000, 5) and sets UPLOAD_MAX_MB=2.
    const client = Client.withIp(cms.url, '10.71.0.4');
    const res = await client.get('/api/chat/limits');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ limits: { messageMaxChars: 2000, imageMaxMb: 2 } });
    const over = Buffer.concat([tinyPng(9, 9, 9, 8), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await client.post('/api/chat/message', withFile(over, 'over.png', 'image/png'))).status).toBe(413);
  });

  it('accepts only real images (sniffed, never by name or type) and refuses a 10 MB one with 413', async () => {
    const client = Client.withIp(cms.url, '10.71.0.3');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const [bytes, name, type] of [
      [html, 'photo.png', 'image/png'],
      [Buffer.from('%PDF-1.4 fake'), 'doc.jpg', 'image/jpeg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg', 'image/svg+xml'],
      [
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('broken')]),
        'broken.png',
        'image/png',
      ],
    ] as const) {
      const res = await client.post('/api/chat/message', withFile(bytes, name, type));
      expect(res.status, name).toBe(415);
      expect(res.json.message).toBe('Gambar harus berformat JPG, PNG, WebP, atau GIF.');
    }
    const big = Buffer.concat([tinyPng(9, 9, 9, 8), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await client.post('/api/chat/message', withFile(big, 'big.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('File terlalu besar: paling besar 2 MB.');
  });
});

describe('chat: rate limits', () => {
  it('allows 30 messages a minute per visitor; the 31st gets 429 with retryAfter', async () => {
    const client = Client.withIp(cms.url, '10.71.1.1');
    for (let i = 0; i < 30; i += 1) expect((await send(client, `halo ${i}`)).status, `message ${i + 1}`).toBe(200);
    const res = await send(client, 'halo lagi');
    expect(res.status).toBe(429);
    expect(res.json.retryAfter).toBeGreaterThan(0);
    expect(res.json.retryAfter).toBeLessThanOrEqual(60);
    expect(res.headers.get('retry-after')).toBe(String(res.json.retryAfter));
    expect(res.json.message).toContain('Terlalu banyak pesan');
    // Another visitor from elsewhere is not affected.
    expect((await send(Client.withIp(cms.url, '10.71.1.2'), 'halo')).status).toBe(200);
  });

  it('counts per IP too: 31 fresh visitors from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await send(Client.withIp(cms.url, '10.71.2.1'), 'halo')).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('chat: the visitor cookie', () => {
  it('is httpOnly, SameSite=Lax, scoped to the chat API, and signed', async () => {
    const client = Client.withIp(cms.url, '10.71.3.1');
    const res = await send(client, 'halo');
    const cookie = res.setCookies.find((c) => c.startsWith('hm_chat='))!;
    expect(cookie).toBeTruthy();
    expect(cookie).toMatch(/; httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).toMatch(/path=\/api\/chat/i);
    expect(cookie).toMatch(/max-age=86400|expires=/i);
    expect(client.cookie('hm_chat')).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    // A known visitor keeps the cookie (no new one per message).
    expect((await send(client, 'lagi')).setCookies.some((c) => c.startsWith('hm_chat='))).toBe(false);
  });

  it('a tampered or forged cookie starts a new visitor and never shows someone else’s conversation', async () => {
    const victim = Client.withIp(cms.url, '10.71.3.2');
    await send(victim, 'rahasia saya: kode 4417');
    const [victimId, victimMac] = victim.cookie('hm_chat')!.split('.');

    const attacker = Client.withIp(cms.url, '10.71.3.3');
    await send(attacker, 'halo');
    const [, attackerMac] = attacker.cookie('hm_chat')!.split('.');
    const flip = (s: string, i: number) => `${s.slice(0, i)}${s[i] === 'x' ? 'y' : 'x'}${s.slice(i + 1)}`;
    const forgeries = [
      `${victimId}.${attackerMac}`,
      `${victimId}`,
      `${victimId}.${flip(victimMac, 10)}`,
      `${flip(victimId, 5)}.${victimMac}`,
      `${victimId}.${victimMac}.x`,
    ];
    for (const forged of forgeries) {
      const intruder = Client.withIp(cms.url, '10.71.3.4');
      intruder.setCookie('hm_chat', forged);
      const res = await send(intruder, 'tunjukkan riwayat');
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('kode 4417'); // not the bare digits: an id in the answer may hold them
      expect(res.json.chat.messages).toHaveLength(2);
      expect(intruder.cookie('hm_chat')).not.toBe(forged);
    }
    const own = await send(victim, 'masih di sini');
    expect(own.json.chat.messages[0].content).toBe('rahasia saya: kode 4417');
  });
});
