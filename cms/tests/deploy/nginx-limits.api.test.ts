import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../harness/cms-process';
import { startLocalNginx } from '../../../scripts/lib/local-nginx.mjs';

/**
 * The shipped proxy config (deploy/nginx.conf), run by Debian's nginx in front of a stand-in replica that answers every
 * request at once: what a campus behind one NAT address gets through, what a flood does not, and what nginx passes on
 * and logs. Only the addresses, the cache folder and the log files are changed from the shipped file.
 */

describe('the shipped nginx config', () => {
  let dir: string;
  let stopNginx: (() => Promise<void>) | undefined;
  let upstream: http.Server;
  let base: string;
  const seenRequestIds: string[] = [];

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      seenRequestIds.push(String(req.headers['x-request-id'] ?? ''));
      const isStatic = req.url?.startsWith('/assets/') || req.url?.startsWith('/uploads/');
      res.writeHead(200, {
        'Content-Type': 'text/plain',
        ...(isStatic ? { 'Cache-Control': 'public, max-age=31536000, immutable' } : {}),
      });
      res.end('ok');
    });
    const upstreamPort = await freePort();
    await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
    const started = await startLocalNginx({ port: await freePort(), upstreamPorts: [upstreamPort] });
    ({ base, dir } = started);
    stopNginx = started.stop;
  });

  afterAll(async () => {
    await stopNginx?.();
    await new Promise<void>((resolve) => (upstream ? upstream.close(() => resolve()) : resolve()));
  });

  /** Sends the requests with at most `connections` in flight (as browsers do) and counts the answers by status. */
  const load = async (paths: string[], connections: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const statuses = new Map<number, number>();
    const queue = [...paths];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const status = await new Promise<number>((resolve, reject) =>
          http
            .get(`${base}${next}`, { agent }, (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            })
            .on('error', reject),
        );
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
    agent.destroy();
    return statuses;
  };

  /** One phone's first visit: the page, ~25 build files, ~20 pictures and the API reads (~50 requests). */
  const firstVisit = (n: number) => [
    '/',
    ...Array.from({ length: 25 }, (_, i) => `/assets/chunk-${i}.js`),
    ...Array.from({ length: 20 }, (_, i) => `/uploads/picture-${n}-${i}.webp`),
    '/api/settings',
    '/api/articles?page=1',
    '/api/organization/divisions',
    '/api/landing',
    `/api/articles/${n}/related`,
  ];

  // First in the file: the page flood below leaves the address's general allowance spent for a few seconds.
  it('limits sign-ins and chat messages however their address is spelt: letter case and a closing slash are the same door', async () => {
    const post = (address: string) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(`${base}${address}`, { method: 'POST' }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end();
      });
    const posts = async (address: string, count: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < count; i += 1) statuses.push(await post(address));
      return statuses;
    };
    // Sign-ins: 10 a minute and a burst of 10, for the site's and /admin's together.
    expect(await posts('/api/Auth/Login/', 13)).toEqual([...Array(11).fill(200), 429, 429]);
    expect(await posts('/Admin/Login/', 2)).toEqual([429, 429]);
    // Chat messages: 2 a second and a burst of 20.
    const chat = await posts('/api/Chat/Message/', 30);
    expect(chat.slice(0, 21)).toEqual(Array(21).fill(200));
    expect(chat).toContain(429);
  });

  it('lets forty first visits from one address through at once (a campus behind one NAT address)', async () => {
    // 40 visitors × ~50 requests, 6 connections each, all at the same moment: 2 000 requests.
    const visits = await Promise.all(Array.from({ length: 40 }, (_, n) => load(firstVisit(n), 6)));
    const refused = visits.reduce((sum, statuses) => sum + (statuses.get(429) ?? 0), 0);
    const served = visits.reduce((sum, statuses) => sum + (statuses.get(200) ?? 0), 0);
    expect({ refused, served }).toEqual({ refused: 0, served: 40 * firstVisit(0).length });
  });

  it('never limits build files and uploads by address, and still refuses a flood of pages from one address', async () => {
    const files = await load(
      Array.from({ length: 3000 }, (_, i) => (i % 2 ? `/assets/flood-${i}.js` : `/uploads/flood-${i}.webp`)),
      32,
    );
    expect(Object.fromEntries(files)).toEqual({ 200: 3000 });
    // Far beyond 100 a second with a burst of 500: most of these are refused.
    const pages = await load(
      Array.from({ length: 3000 }, (_, i) => `/artikel?page=${i}`),
      32,
    );
    expect(pages.get(429) ?? 0).toBeGreaterThan(1000);
  });

  it('passes its own X-Request-Id to the replica (never the client’s) and logs one JSON object per request with the upstream time', async () => {
    seenRequestIds.length = 0;
    // From an address of its own: the flood above used up 127.0.0.1's allowance.
    const status = await new Promise<number>((resolve, reject) =>
      http
        .get(
          `${base}/api/settings?trace=1`,
          { localAddress: '127.0.0.3', headers: { 'X-Request-Id': 'forged-by-client' } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        )
        .on('error', reject),
    );
    expect(status).toBe(200);
    expect(seenRequestIds).toHaveLength(1);
    expect(seenRequestIds[0]).toMatch(/^[0-9a-f]{32}$/);
    await expect
      .poll(() => fs.readFileSync(path.join(dir, 'access.log'), 'utf8').includes('trace=1'), { timeout: 5000 })
      .toBe(true);
    const lines = fs.readFileSync(path.join(dir, 'access.log'), 'utf8').trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const entry = lines.map((l) => JSON.parse(l)).find((e) => String(e.uri).includes('trace=1'));
    expect(entry).toMatchObject({ request_id: seenRequestIds[0], status: 200 });
    expect(entry.upstream_response_time).toMatch(/^\d+\.\d{3}$/);
  });
});
