import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type CmsInstance } from '../../../tests/harness/cms-process';
import { Client } from '../../../tests/harness/http';

/**
 * What the cms does with bodies it should not take and with clients it should not believe, as an operator runs it
 * (NODE_ENV=production: JSON log lines). TRUSTED_PROXIES is 127.0.0.1; requests from 127.0.0.2 (also this machine's
 * loopback) come from a peer that is not a trusted proxy.
 */
interface LogLine {
  level: string;
  message: string;
  requestId?: string;
  status?: number;
  path?: string;
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  json: { message?: string; error?: { details?: { reason?: string } } } | null;
}

const UNTRUSTED_PEER = '127.0.0.2';
const BOUNDARY = 'hmti-boundary-7d1f';

describe('request bodies, request ids and server log lines', () => {
  let cms: CmsInstance;
  let port: number;

  beforeAll(async () => {
    cms = await startCms({
      env: { NODE_ENV: 'production', API_RATE_LIMIT_MAX: '5', API_RATE_LIMIT_WINDOW_SECONDS: '600' },
    });
    port = Number(new URL(cms.url).port);
  });
  afterAll(async () => {
    await cms?.stop();
    await cms?.database.drop();
  });

  const lines = (): LogLine[] =>
    cms
      .logs()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LogLine);
  const requestLine = async (requestId: string) => {
    await expect.poll(() => lines().filter((l) => l.requestId === requestId && l.status).length).toBe(1);
    return lines().find((l) => l.requestId === requestId && l.status)!;
  };

  // Each request through the trusted proxy (127.0.0.1) names a client of its own: the rate limit here is 5 per IP.
  let clientSeq = 1;
  const freshClient = () => `198.51.100.${clientSeq++}`;

  /**
   * A request whose body is written only as far as `body` goes (the declared Content-Length may promise more);
   * resolves with the answer, which may come before the whole body was sent. `end: false` keeps the request open.
   */
  const send = (
    path: string,
    options: {
      method?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      localAddress?: string;
      end?: boolean;
    } = {},
  ) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'POST',
        localAddress: options.localAddress,
        agent: false,
        headers: {
          Origin: cms.url,
          ...(options.localAddress ? {} : { 'X-Forwarded-For': freshClient() }),
          ...options.headers,
        },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let json: RawAnswer['json'] = null;
          try {
            json = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json });
          req.destroy();
        });
      });
      if (options.body !== undefined) req.write(options.body);
      if (options.end !== false) req.end();
      else req.flushHeaders();
    });

  const part = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const filePart = (name: string, filename: string, content: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${content}`;

  describe('a malformed body of any kind is the client’s mistake: 400 with a message, never a 500 or a stack', () => {
    const multipart = { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` };
    // Cut off where a slow or broken client stops: inside a field, inside a file, before the closing boundary.
    const truncated: Array<[path: string, body: string]> = [
      ['/api/chat/message', `${part('message', 'Halo')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="mes`],
      ['/api/upload', filePart('files', 'foto.png', '\x89PNG\r\n\x1a\nsebagian')],
      ['/api/articles', `${part('title', 'Judul')}${part('excerpt', 'Ringkasan yang terpot')}`.slice(0, -2)],
    ];

    it.each(truncated)('a truncated multipart request to %s → 400', async (path, body) => {
      const id = `cut-${path.replace(/\W/g, '')}`;
      const res = await send(path, { headers: { ...multipart, 'X-Request-Id': id }, body });
      expect([res.status, res.json?.message]).toEqual([400, 'Data formulir tidak lengkap atau rusak.']);
      expect((await requestLine(id)).status).toBe(400);
    });

    it.each([
      ['multipart without a boundary', { 'Content-Type': 'multipart/form-data' }, part('message', 'Halo')],
      ['multipart with another boundary', multipart, '--lain\r\nContent-Disposition: form-data; name="x"\r\n\r\ny'],
      ['gzip JSON that is not gzip', { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, '{"a":1}'],
      [
        'gzip JSON cut off',
        { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
        zlib.gzipSync(JSON.stringify({ message: 'Halo semuanya' })).subarray(0, 12),
      ],
      ['JSON cut off', { 'Content-Type': 'application/json' }, '{"message": "Ha'],
    ] as const)('%s → 400 with a message', async (_label, headers, body) => {
      const res = await send('/api/chat/message', { headers, body });
      expect(res.status).toBe(400);
      expect(res.json?.message).toMatch(/tidak|rusak/);
    });

    it('none of them wrote an error line or anything but JSON lines', () => {
      const written = cms
        .logs()
        .split('\n')
        .filter((l) => l.trim());
      expect(written.filter((l) => !l.startsWith('{'))).toEqual([]);
      expect(lines().filter((l) => l.level === 'error')).toEqual([]);
    });
  });

  describe('X-Request-Id is taken from the trusted proxies only', () => {
    it('a forged id from another peer is replaced by a fresh one, on a fresh answer and on a kept one', async () => {
      const path = '/api/articles?page=1&pageSize=3';
      const ids: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await send(path, {
          method: 'GET',
          localAddress: UNTRUSTED_PEER,
          headers: { 'X-Request-Id': `forged-${i}`, Origin: '' },
        });
        expect(res.status).toBe(200);
        ids.push(String(res.headers['x-request-id']));
      }
      for (const [i, id] of ids.entries()) {
        expect(id).not.toBe(`forged-${i}`);
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
      }
      expect(lines().some((l) => l.requestId?.startsWith('forged-'))).toBe(false);
    });

    it('the trusted proxy’s id is kept', async () => {
      const res = await send('/api/settings', { method: 'GET', headers: { 'X-Request-Id': 'lb-1234' } });
      expect([res.status, res.headers['x-request-id']]).toEqual([200, 'lb-1234']);
    });
  });

  describe('every line the server writes is one JSON object', () => {
    it('a request the HTTP parser cannot read, and one cut off mid-body, leave JSON lines only', async () => {
      const before = cms.logs().length;
      const exchange = (raw: string, endAfterWrite: boolean) =>
        new Promise<string>((resolve, reject) => {
          const socket = net.connect({ host: '127.0.0.1', port });
          let answer = '';
          socket.setEncoding('utf8');
          socket.on('data', (d: string) => (answer += d));
          socket.on('error', reject);
          socket.on('close', () => resolve(answer));
          socket.write(raw, () => {
            if (endAfterWrite) socket.end();
          });
        });
      // Not HTTP at all.
      expect(await exchange('GARBAGE \x00\x01 /\r\n\r\n', false)).toMatch(/^HTTP\/1\.1 400/);
      // A slow client that gives up: headers promise a body, the client half-closes after a few bytes.
      await exchange(
        `POST /api/chat/message HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${cms.url}\r\nContent-Type: application/json\r\nContent-Length: 100\r\nX-Forwarded-For: ${freshClient()}\r\nX-Request-Id: slow-1\r\n\r\n{"mess`,
        true,
      );
      await requestLine('slow-1');
      await expect
        .poll(() => lines().filter((l) => /client|parse/i.test(l.message) && l.level !== 'info').length)
        .toBeGreaterThan(0);
      const written = cms
        .logs()
        .slice(before)
        .split('\n')
        .filter((l) => l.trim());
      expect(written.filter((l) => !l.startsWith('{'))).toEqual([]);
      expect(lines().filter((l) => l.level === 'error')).toEqual([]);
    });
  });

  describe('refused clients are answered before their body is read', () => {
    // The whole upload is announced; only its first bytes are ever sent. The answer must come anyway.
    const announcedUpload = (headers: Record<string, string>, localAddress?: string) =>
      send('/api/upload', {
        localAddress,
        headers: {
          'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
          'Content-Length': String(5 * 1024 * 1024),
          ...headers,
        },
        body: filePart('files', 'besar.png', '\x89PNG\r\n\x1a\n'),
        end: false,
      });

    it('a rate-limited client gets its 429 while its upload is still unsent', async () => {
      const limited = Client.withIp(cms.url, '203.0.113.31');
      for (let i = 0; i < 5; i += 1) expect((await limited.get('/api/settings')).status).toBe(200);
      expect((await limited.get('/api/settings')).status).toBe(429);
      const res = await announcedUpload({ 'X-Forwarded-For': '203.0.113.31' });
      expect([res.status, res.json?.error?.details?.reason]).toEqual([429, 'rate-limit']);
    });

    it('a blocked client (forged forwarding header) gets its 403 while its upload is still unsent', async () => {
      const res = await announcedUpload({ 'X-Forwarded-For': '10.0.0.7' }, UNTRUSTED_PEER);
      expect([res.status, res.json?.error?.details?.reason]).toEqual([403, 'spoofed-forwarded-header']);
    });
  });
  describe('an idle connection is closed by the proxy, never under it', () => {
    // A proxy (or any keep-alive client) that sends on a connection the cms is closing at that moment gets a reset,
    // and nginx does not retry a POST or PUT on another one: the save fails with 502. So the cms keeps an idle
    // connection longer than the shipped nginx keeps its own to the cms.
    it('names an idle timeout longer than deploy/nginx.conf keeps its upstream connections', async () => {
      const nginx = fs.readFileSync(new URL('../../../../deploy/nginx.conf', import.meta.url), 'utf8');
      const upstream = /upstream cms \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
      const nginxIdle = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]);
      expect(nginxIdle).toBeGreaterThan(0);
      const res = await send('/_health', {
        method: 'GET',
        localAddress: '127.0.0.1',
        headers: { Connection: 'keep-alive' },
      });
      expect(res.status).toBe(204);
      const cmsIdle = Number(/timeout=(\d+)/.exec(String(res.headers['keep-alive']))?.[1]);
      expect(cmsIdle).toBeGreaterThan(nginxIdle);
    });
  });
});
