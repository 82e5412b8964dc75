import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { removeTempFiles } from '../lib/multipart';
import { noteRefusal } from '../lib/observability/request-notes';
import { protectionDeps, protections } from '../security/registry';
import { refusalPage, wantsPage } from '../security/refusal-page';
import { resolveSessionOnce } from '../security/session-lookup';
import type { Protection, Refusal } from '../security/types';
import { service } from '../lib/services';

const answer = (ctx: Context, refusal: Refusal) => {
  ctx.status = refusal.status;
  for (const [name, value] of Object.entries(refusal.headers ?? {})) ctx.set(name, value);
  ctx.set('Cache-Control', 'no-store');
  if (wantsPage(ctx)) {
    ctx.type = 'html';
    ctx.body = refusalPage(refusal.error);
    return;
  }
  ctx.body = { message: refusal.error.message, error: refusal.error };
};

/**
 * Runs the protections of security/registry.ts whose Middleware toggle is on (flags cached briefly,
 * see security-settings.enabledFlags), in two steps around strapi::body: `request` (this middleware, before the body
 * is read: a blocked, rate-limited or overloaded client is answered without its body being received or written to a
 * temp file) and `body` (global::body-protections, the ones that inspect the parsed body). The first refusal answers
 * with the error object (lib/error-object.ts); every protection that let the request through is settled in
 * `finally`, so counters never leak.
 */
export const protectionsStep =
  (step: 'request' | 'body') =>
  (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const flags = await service(strapi, 'api::settings.security-settings').enabledFlags();
    const deps = protectionDeps(ctx, async () => (await resolveSessionOnce(ctx, strapi))?.user.id ?? null);
    const passed: Protection[] = [];
    let failed = true;
    try {
      for (const protection of protections) {
        if (!flags[protection.flag] || Boolean(protection.readsBody) !== (step === 'body')) continue;
        const refusal = await protection.check(ctx, deps);
        if (refusal) {
          const { reason, limit, window } = refusal.error.details;
          noteRefusal(
            {
              kind: protection.name,
              reason: typeof reason === 'string' ? reason : refusal.error.title,
              limit: typeof limit === 'number' ? limit : undefined,
              window: typeof window === 'string' ? window : undefined,
            },
            ctx,
          );
          answer(ctx, refusal);
          failed = false;
          return;
        }
        passed.push(protection);
      }
      await next();
      failed = false;
    } finally {
      for (const protection of passed.reverse()) {
        try {
          await protection.settle?.(ctx, deps, { failed });
        } catch (err) {
          strapi.log.warn(
            `Protection ${protection.name} could not settle: ${err instanceof Error ? err.message : String(err)}`,
          );
        }
      }
      // strapi::body wrote uploads to temp files before the body step could refuse the request; none may outlive it.
      if (step === 'body') await removeTempFiles(ctx);
    }
  };

export default protectionsStep('request');
