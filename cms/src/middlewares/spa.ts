import fs from 'fs';
import path from 'path';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../config/app-config';
import { isSpaRoute } from '../lib/spa-routes';

const RESERVED = /^\/(api|admin|uploads|content-manager|content-type-builder|upload|i18n|users-permissions|_health)(\/|$)/;

const listFiles = (dir: string, base = dir): string[] => {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : ['/' + path.relative(base, full).split(path.sep).join('/')];
  });
};

/**
 * Serves the built React app (web/dist) from the same port as the API: real files first (hashed
 * assets cached for a year), then index.html for every page path the router did not answer — with
 * status 200 for the app's known routes and 404 for anything else, so crawlers see real 404s.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const root = appConfig.webDistDir;
  const files = new Set(listFiles(root));
  const indexFile = path.join(root, 'index.html');
  if (!files.has('/index.html')) strapi.log.warn(`Web app not built (${indexFile} missing): run "npm run build -w web".`);

  const sendFile = (ctx: Context, rel: string) => {
    const full = path.join(root, rel);
    ctx.type = path.extname(full);
    ctx.set('Cache-Control', rel.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.body = fs.createReadStream(full);
  };

  return async (ctx: Context, next: Next) => {
    const isRead = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (isRead && !RESERVED.test(ctx.path) && ctx.path !== '/index.html') {
      let rel: string;
      try {
        rel = decodeURIComponent(ctx.path);
      } catch {
        rel = '';
      }
      if (rel && files.has(rel)) {
        sendFile(ctx, rel);
        return;
      }
      // The app's own pages never reach the router (Strapi's admin would redirect "/" to /admin).
      if (files.has('/index.html') && isSpaRoute(ctx.path) && ctx.accepts('html')) {
        sendFile(ctx, '/index.html');
        return;
      }
    }
    await next();
    const unanswered = ctx.status === 404 && ctx.body == null;
    if (!unanswered || !isRead || RESERVED.test(ctx.path) || !ctx.accepts('html')) return;
    if (!files.has('/index.html')) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet. Run "npm run build -w web" (npm start does this for you).';
      return;
    }
    sendFile(ctx, '/index.html');
    ctx.set('Cache-Control', 'no-cache');
    ctx.status = isSpaRoute(ctx.path) ? 200 : 404;
  };
};
