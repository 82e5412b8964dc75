import { posix } from 'path';
import { decoded } from '../lib/decoded';
import type { Context, Next } from 'koa';
import { isServedAsMedia } from '../lib/upload-policy';

/** The path as the static file server resolves it (percent-decoded, `.`/`..`/`//` folded). */
const resolvedPath = (raw: string): string => {
  const path = decoded(raw);
  return path === null ? raw : posix.normalize(path);
};

/**
 * What /uploads answers with (local storage; objects in a bucket get their detected Content-Type when stored, and
 * only pictures and videos are stored there): a 404 for an address not spelled as the file's own; `nosniff` always;
 * pictures and videos as themselves; anything else — files stored before the upload policy
 * (src/lib/upload-policy.ts) — as a download in a sandbox, with a type no browser runs as a script, stylesheet or page.
 */
export default () => async (ctx: Context, next: Next) => {
  const file = resolvedPath(ctx.path);
  if (!file.startsWith('/uploads/')) return next();
  // A file is served at its own address only: no stored name needs a percent-escape, and a page showing a file by an
  // address spelled with them would hide it from the check that keeps files in use (lib/files-in-use.ts).
  if (file !== ctx.path) return;
  await next();
  if (ctx.status >= 400) return;
  ctx.set('X-Content-Type-Options', 'nosniff');
  if (isServedAsMedia(file)) return;
  ctx.type = 'application/octet-stream';
  ctx.set('Content-Disposition', 'attachment');
  ctx.set('Content-Security-Policy', 'sandbox');
};
