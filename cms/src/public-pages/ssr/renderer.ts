import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import type { RenderedPage, RenderOptions, ServerEntry } from '@hmti/contract';
import { appConfig } from '../../config/app-config';
import { databaseDown } from '../../lib/observability/readiness';
import { sanitizeRichText } from '../../lib/sanitize-rich-text';
import { createApiReads } from './api-reads';

type PageRenderer = (url: string, options: RenderOptions) => Promise<RenderedPage | null>;

/** One turn of the event loop: requests that arrived meanwhile are read, counted in flight, and the short ones answered. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Renders public pages with the web app's own components. Without a built server entry (a development bundle, an
 * old build) or when rendering fails, it answers null and the page is served as the bare app.
 */
export function createPageRenderer(strapi: Core.Strapi, webDistDir: string): PageRenderer {
  const file = path.join(webDistDir, '.vite/ssr/entry-server.cjs');
  let entry: Promise<ServerEntry | null> | null = null;
  /**
   * Renders take turns, one at a time (on SQLite a render is all event-loop work: a second beside it only lengthens
   * every other request's wait). Each waits for the one before it, then one turn of the loop, so the requests queued
   * behind it are read (and counted by the per-address in-flight cap) before it starts.
   */
  let previous: Promise<void> = Promise.resolve();
  const apiReads = createApiReads(strapi);
  /** Reads of the render in its turn (one at a time) that answered a server error, and those of no public read. */
  let failedReads = 0;
  let undeclared: string[] = [];
  const load = () =>
    (entry ??= (async () => {
      if (!fs.existsSync(file)) {
        strapi.log.warn(`Public pages are not server-rendered: ${file} is missing (run "npm run build -w web").`);
        return null;
      }
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a built file chosen at run time
      const loaded = require(file) as ServerEntry;
      await loaded.setUp({
        // Before each read of a render, other requests get their turn.
        api: async (path) => {
          await nextTurn();
          const answer = await apiReads(path);
          if (answer.status >= 500) failedReads += 1;
          if (answer.undeclared) undeclared.push(path);
          return answer;
        },
        sanitizeHtml: sanitizeRichText,
        origin: new URL(appConfig.publicUrl).origin,
        timeZone: appConfig.siteTimeZone,
      });
      return loaded;
    })().catch((error: unknown) => {
      strapi.log.error(`Server rendering unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }));

  return async (url, options) => {
    const loaded = await load();
    if (!loaded) return null;
    let done!: () => void;
    const before = previous;
    previous = new Promise<void>((resolve) => (done = resolve));
    await before;
    await nextTurn();
    let page: RenderedPage | null = null;
    let failed: number;
    let refused: string[];
    try {
      failedReads = 0;
      undeclared = [];
      page = await loaded.render(url, options);
    } catch (error) {
      strapi.log.error(`Server rendering of ${url} failed: ${error instanceof Error ? error.stack : String(error)}`);
    } finally {
      [failed, refused] = [failedReads, undeclared];
      done();
    }
    // A signed-out visitor's page asks only for public reads; any other is a route not declared with publicRead
    // (cms/src/lib/route-config.ts), which the browser then asks for and renders again itself.
    if (options.signedOut && refused.length)
      strapi.log.warn(`Server rendering of ${url}: not public reads, left to the browser: ${refused.join(', ')}`);
    // A page whose data could not be read because the database is down is no page: sent and kept, its error states
    // would replace the last good copy. It fails instead (global::database-outage, global::front-cache's kept copy).
    if (failed > 0 && (await databaseDown(strapi)))
      throw new Error(`Server rendering of ${url}: the database does not answer`);
    return page;
  };
}
