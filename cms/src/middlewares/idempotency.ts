import crypto from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../config/app-config';
import { badRequest, conflict, httpError } from '../lib/http-error';
import { clientIp, currentAuth } from '../lib/request-context';
import { IdempotencyStore } from '../lib/idempotency/idempotency-store';

// Printable token characters, as clients generate them (UUIDs, ULIDs, random hex).
const KEY = /^[A-Za-z0-9._:-]{8,200}$/;

/** What makes two requests "the same": method, path and body (for multipart: the fields and each file's name and size). */
function fingerprint(ctx: Context): string {
  const files = (ctx.request as unknown as { files?: Record<string, unknown> }).files ?? {};
  const fileSummary = Object.entries(files).map(([field, f]) =>
    [
      field,
      ...[f]
        .flat()
        .map((x) => `${(x as { originalFilename?: string }).originalFilename}:${(x as { size?: number }).size}`),
    ].join('|'),
  );
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([ctx.method, ctx.path, ctx.request.body ?? null, fileSummary]))
    .digest('hex');
}

/**
 * `Idempotency-Key` on creates (POST under /api, sign-in and sign-out excepted): the first request with a key runs
 * and its answer (2xx or 4xx) is remembered for IDEMPOTENCY_TTL_HOURS; the same key again, from the same account
 * (or, signed out, the same client), gets that answer again with `Idempotent-Replayed: true` instead of creating
 * another row. While the first one still runs the retry gets 409; the key with another request, 422.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const store = new IdempotencyStore(() => strapi.db.connection, appConfig.idempotencyTtlHours * 3600_000);

  return async (ctx: Context, next: Next) => {
    const key = ctx.get('idempotency-key');
    if (!key || ctx.method !== 'POST' || !ctx.path.startsWith('/api/') || ctx.path.startsWith('/api/auth/'))
      return next();
    if (!KEY.test(key))
      throw badRequest('Idempotency-Key harus 8–200 karakter huruf, angka, titik, titik dua, _ atau -.');
    const auth = currentAuth(ctx);
    const scope = auth ? `user:${auth.userId}` : `ip:${clientIp(ctx)}`;
    const claim = await store.claim(scope, key, fingerprint(ctx));
    if (claim.kind === 'replay') {
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

    let kept = false;
    try {
      await next();
      const body = ctx.body;
      const storable =
        ctx.status < 500 &&
        (body === undefined ||
          body === null ||
          (typeof body === 'object' &&
            !Buffer.isBuffer(body) &&
            typeof (body as { pipe?: unknown }).pipe !== 'function'));
      if (storable) {
        await store.complete(scope, key, { status: ctx.status, body: JSON.stringify(body ?? null) });
        kept = true;
      }
    } finally {
      if (!kept) await store.release(scope, key);
    }
  };
};
