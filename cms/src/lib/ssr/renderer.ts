import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../../config/app-config';
import { sanitizeRichText } from '../sanitize-rich-text';
import { createApiReads, type ApiAnswer } from './api-reads';

/** The web app's server entry (web/src/entry-server.tsx), as `vite build --ssr` writes it into the app's build. */
interface ServerEntry {
  setUp(options: {
    api: (path: string) => Promise<ApiAnswer>;
    sanitizeHtml: (html: string) => string;
    origin: string;
  }): Promise<void>;
  render(url: string): Promise<{ html: string; state: string }>;
}

export const serverEntryPath = (webDistDir: string) => path.join(webDistDir, '.vite/ssr/entry-server.cjs');

export type PageRenderer = (url: string) => Promise<{ html: string; state: string } | null>;

/**
 * Renders public pages with the web app's own components. Without a built server entry (a development bundle, an
 * old build) or when rendering fails, it answers null and the page is served as the bare app, as before.
 */
export function createPageRenderer(strapi: Core.Strapi, webDistDir: string): PageRenderer {
  const file = serverEntryPath(webDistDir);
  let entry: Promise<ServerEntry | null> | null = null;
  const load = () =>
    (entry ??= (async () => {
      if (!fs.existsSync(file)) {
        strapi.log.warn(`Public pages are not server-rendered: ${file} is missing (run "npm run build -w web").`);
        return null;
      }
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a built file chosen at run time
      const loaded = require(file) as ServerEntry;
      await loaded.setUp({
        api: createApiReads(strapi),
        sanitizeHtml: sanitizeRichText,
        origin: new URL(appConfig.publicUrl).origin,
      });
      return loaded;
    })().catch((error: unknown) => {
      strapi.log.error(`Server rendering unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }));

  return async (url) => {
    const loaded = await load();
    if (!loaded) return null;
    try {
      return await loaded.render(url);
    } catch (error) {
      strapi.log.error(`Server rendering of ${url} failed: ${error instanceof Error ? error.stack : String(error)}`);
      return null;
    }
  };
}
