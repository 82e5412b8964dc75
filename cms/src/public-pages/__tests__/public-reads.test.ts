import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAINTENANCE_GATE } from '../../lib/route-config';
import type { DeclaredRoute } from '../public-reads';

const apiDir = path.resolve(__dirname, '../../api');
// Every route file but the benchmarks' Strapi core routes (no routes unless BENCH_CORE_ROUTES; Strapi's factories
// cannot be loaded outside Strapi).
const routeFiles = fs
  .readdirSync(apiDir)
  .map((area) => path.join(apiDir, area, 'routes'))
  .filter((dir) => fs.existsSync(dir))
  .flatMap((dir) => fs.readdirSync(dir).map((file) => path.join(dir, file)))
  .filter((file) => !file.endsWith('09-bench-core.ts'));

const declaredRoutes = async () =>
  (
    await Promise.all(
      routeFiles.map(async (file) => ((await import(file)) as { default: { routes: DeclaredRoute[] } }).default.routes),
    )
  ).flat();

/** Open to anyone: no session asked for (`auth: false`) and no policy but the maintenance gate. */
const isOpen = (route: DeclaredRoute) =>
  route.config?.auth === false && (route.config.policies ?? []).every((policy) => policy === MAINTENANCE_GATE);

describe('the public reads, declared once in the route files', () => {
  /*
   * A read open to anyone that is not declared with publicRead is neither kept by the front cache nor answered to
   * the server render, which then leaves it to the browser (the home page's divisions once did). There is no open
   * GET that must stay out today: the feeds (/rss.xml, /sitemap.xml) are answered by global::feeds and the chat is a
   * POST.
   */
  it('declares every read open to anonymous visitors as a public read', async () => {
    const routes = await declaredRoutes();
    const openReads = routes.filter((route) => route.method === 'GET' && isOpen(route));
    expect(openReads.length).toBeGreaterThan(10);
    expect(openReads.filter((route) => !route.config?.publicRead).map((route) => route.path)).toEqual([]);
  });
});
