import crypto from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../config/app-config';
import { badRequest, conflict, httpError } from '../lib/http-error';
import { currentAuth } from '../lib/request-context';
import { IdempotencyStore } from '../lib/idempotency/idempotency-store';

// Printable token characters, as clients generate them (UUIDs, ULIDs, random hex).
const KEY = /^[A-Za-z0-9._:-]{8,200}$/;

/** What makes two requests "the same": method, path and body (for multipart: the fields and each file's name and size). */
function fingerprint(ctx: Context): string {
  type Upload = { originalFilename?: string; size?: number };
  const files = (ctx.request as unknown as { files?: Record<string, Upload | Upload[]> }).files ?? {};
  const fileSummary = Object.entries(files).map(([field, f]) =>
    [field, ...[f].flat().map((x) => `${x.originalFilename}:${x.size}`)].join('|'),
  );
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([ctx.method, ctx.path, ctx.request.body ?? null, fileSummary]))
    .digest('hex');
}

/**
 * `Idempotency-Key` on signed-in creates (POST to an existing /api route, /api/auth excepted): the first request's
 * answer (2xx or 4xx, up to IDEMPOTENCY_MAX_ANSWER_KB) is kept for IDEMPOTENCY_TTL_HOURS and replayed to the same key
 * from the same account with `Idempotent-Replayed: true` (a larger answer is not kept: 409). While the first still
 * runs (lease renewed) a retry gets 409 with Retry-After; after a crashed one's lease lapses it runs. The key with
 * another request: 422. Signed-out requests keep nothing: their only scope, the address, is shared and not stored.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const { ttlHours, leaseSeconds, maxAnswerBytes } = appConfig.idempotency;
  const store = new IdempotencyStore(() => strapi.db.connection, ttlHours * 3600_000, leaseSeconds * 1000);
  const isRoute = (path: string) => strapi.server.router.match(path, 'POST').route;

  return async (ctx: Context, next: Next) => {
    const key = ctx.get('idempotency-key');
    const auth = currentAuth(ctx);
    if (!key || !auth || ctx.method !== 'POST' || !ctx.path.startsWith('/api/') || ctx.path.startsWith('/api/auth/'))
      return next();
    if (!KEY.test(key))
      throw badRequest('Idempotency-Key harus 8–200 karakter huruf, angka, titik, titik dua, _ atau -.');
    if (!isRoute(ctx.path)) return next();
    const scope = `user:${auth.userId}`;
    const claim = await store.claim(scope, key, fingerprint(ctx));
    if (claim.kind === 'replay') {
      if (claim.answer.body === null)
        throw conflict(
          'Permintaan dengan Idempotency-Key ini sudah diproses; jawabannya terlalu besar untuk disimpan.',
        );
      ctx.status = claim.answer.status;
      ctx.body = JSON.parse(claim.answer.body);
      ctx.set('Idempotent-Replayed', 'true');
      return;
    }
    if (claim.kind === 'in-progress') {
      ctx.set('Retry-After', '1');
      throw conflict('Permintaan dengan Idempotency-Key ini masih diproses. Coba lagi sebentar lagi.');
    }
    if (claim.kind === 'mismatch')
      throw httpError(422, 'Idempotency-Key ini sudah dipakai untuk permintaan yang berbeda.');

    const renewal = setInterval(
      () => void store.renew(scope, key).catch((err: Error) => strapi.log.warn(`idempotency lease: ${err.message}`)),
      (leaseSeconds * 1000) / 3,
    );
    let kept = false;
    try {
      await next();
      const body = ctx.body;
      const storable =
        ctx.status < 500 &&
        (body == null ||
          (typeof body === 'object' &&
            !Buffer.isBuffer(body) &&
            typeof (body as { pipe?: unknown }).pipe !== 'function'));
      if (storable) {
        const json = JSON.stringify(body ?? null);
        await store.complete(scope, key, {
          status: ctx.status,
          body: Buffer.byteLength(json) <= maxAnswerBytes ? json : null,
        });
        kept = true;
      }
    } finally {
      clearInterval(renewal);
      if (!kept) await store.release(scope, key);
    }
  };
};
