import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import type { Context } from 'koa';
import protectionsMiddleware from '../../middlewares/protections';
import { inFlight } from '../in-flight';
import { PROTECTION_FLAGS } from '../../api/settings/services/security-settings';

const allOn = Object.fromEntries(PROTECTION_FLAGS.map((f) => [f, true]));
const fakeStrapi = (flags: Record<string, boolean>) =>
  ({
    service: () => ({ enabledFlags: async () => flags }),
  }) as never;

const fakeCtx = (path: string, method = 'GET', headers: Record<string, string> = {}) => {
  const set: Record<string, string> = {};
  const lower = Object.fromEntries(
    Object.entries({ host: 'localhost:1337', ...headers }).map(([k, v]) => [k.toLowerCase(), v]),
  );
  return {
    path,
    method,
    query: {},
    querystring: '',
    request: { body: undefined },
    status: 404,
    body: undefined as unknown,
    state: {},
    req: { socket: { remoteAddress: '127.0.0.1' }, headers: lower },
    get: (name: string) => lower[name.toLowerCase()] ?? '',
    set: (name: string, value: string) => (set[name] = value),
    headersSet: set,
  } as unknown as Context & { headersSet: Record<string, string> };
};

describe('global::protections', () => {
  afterEach(() => expect(inFlight.snapshot().total).toBe(0));

  it('gives the ddos slot back when the rest of the chain throws', async () => {
    const mw = protectionsMiddleware(undefined, { strapi: fakeStrapi(allOn) });
    await expect(
      mw(fakeCtx('/api/settings'), async () => {
        expect(inFlight.snapshot().total).toBe(1);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
  });

  it('answers the first refusal with the error object and skips the rest of the chain', async () => {
    const mw = protectionsMiddleware(undefined, { strapi: fakeStrapi(allOn) });
    const ctx = fakeCtx('/api/settings', 'POST', { Origin: 'https://evil.example' });
    let reached = false;
    await mw(ctx, async () => {
      reached = true;
    });
    expect(reached).toBe(false);
    expect(ctx.status).toBe(403);
    expect((ctx.body as { error: { details: { reason: string } } }).error.details.reason).toBe('cross-origin-request');
  });

  it('skips every protection whose flag is off', async () => {
    const flags = { ...allOn, apiProtectionEnabled: false, dnsLayerProtectionEnabled: false };
    const mw = protectionsMiddleware(undefined, { strapi: fakeStrapi(flags) });
    const ctx = fakeCtx('/api/settings', 'POST', { Origin: 'https://evil.example', Host: 'evil.example' });
    let reached = false;
    await mw(ctx, async () => {
      reached = true;
    });
    expect(reached).toBe(true);
  });

  it('gives the ddos slot back when the response ends although the rest of the chain never settles', async () => {
    // Strapi's develop-mode admin (Vite's middleware) answers a file itself and never calls next().
    const mw = protectionsMiddleware(undefined, { strapi: fakeStrapi(allOn) });
    for (const ending of ['finish', 'close'] as const) {
      const res = new EventEmitter();
      const ctx = Object.assign(fakeCtx('/admin/src/main.tsx'), { res });
      void mw(ctx, () => new Promise<void>(() => undefined));
      await new Promise((r) => setImmediate(r));
      res.emit(ending);
      expect(inFlight.snapshot().total, ending).toBe(0);
    }
  });

  it('does not count requests for admin or dev-server assets', async () => {
    const mw = protectionsMiddleware(undefined, { strapi: fakeStrapi(allOn) });
    for (const path of ['/admin/@vite/client', '/admin/node_modules/.vite/deps/react.js', '/admin/assets/index.js']) {
      let held = -1;
      await mw(fakeCtx(path), async () => {
        held = inFlight.snapshot().total;
      });
      expect(held, path).toBe(0);
    }
  });
});
