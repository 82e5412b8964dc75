import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import type { RenderedPage, RenderOptions, ServerSetUp } from '@hmti/contract';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { answerReadsOnServer } from './lib/api-client';
import { sessionKeys } from './lib/auth';
import type { ServerState } from './lib/hydration';
import { LazyUsage, preloadLazyComponents } from './lib/lazy-component';
import { PageTitleSink } from './lib/page-title';
import { createQueryClient } from './lib/query-client';
import { sanitizeOnServerWith } from './lib/server-sanitizer';
import { setServerOrigin } from './lib/site-origin';
import { setServerTimeZone } from './lib/dates';

/**
 * The server entry (built with `vite build --ssr`, loaded by the cms): renders a public page from the same components
 * the browser runs, with the data the page asks for answered by the cms in-process, and hands the browser the data
 * as dehydrated query state so its first render matches. Its exports are the contract's `ServerEntry`.
 */

/** Render passes at most: each may show components whose queries the next one has (an article, then its related list). */
const MAX_PASSES = 4;

/** Called once by the cms before the first render; loads every server-renderable component's code. */
export async function setUp({ api, sanitizeHtml, origin, timeZone }: ServerSetUp): Promise<void> {
  answerReadsOnServer(api);
  sanitizeOnServerWith(sanitizeHtml);
  setServerOrigin(origin);
  setServerTimeZone(timeZone);
  await preloadLazyComponents();
}

const toText = (stream: NodeJS.ReadableStream) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });

const queryEnabled = (enabled: unknown, query: unknown) =>
  typeof enabled === 'function' ? (enabled as (q: unknown) => boolean)(query) !== false : enabled !== false;

/**
 * Renders `url` (path and query). Queries the page starts are fetched between passes until a pass starts no new
 * one; a query that fails is dropped, so the server shows its loading state and the browser, which starts from the
 * same state, asks again itself.
 */
export async function render(
  url: string,
  { signedOut = false }: RenderOptions = { signedOut: false },
): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  // Without a session cookie nobody is signed in: the page shows the Login link at once, as the browser will.
  if (signedOut) queryClient.setQueryData(sessionKeys.me, null);
  const lazy = new Set<string>();
  const tried = new Set<string>();
  const titled: { title?: string } = {};
  const noteTitle = (title: string) => {
    titled.title = title;
  };
  const app = (
    <StrictMode>
      <LazyUsage.Provider value={lazy}>
        <PageTitleSink.Provider value={noteTitle}>
          <AppProvider queryClient={queryClient}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProvider>
        </PageTitleSink.Provider>
      </LazyUsage.Provider>
    </StrictMode>
  );
  let html: string;
  for (let pass = 1; ; pass++) {
    delete titled.title; // the title is the one of the pass that is sent
    // One piece: large boundaries would otherwise be sent out of order and put in place by inline scripts (CSP).
    html = await toText((await prerenderToNodeStream(app, { progressiveChunkSize: Infinity })).prelude);
    if (pass === MAX_PASSES) break;
    const cache = queryClient.getQueryCache();
    const waiting = cache
      .getAll()
      .filter(
        (q) =>
          q.state.status === 'pending' &&
          !tried.has(q.queryHash) &&
          queryEnabled((q.options as { enabled?: unknown }).enabled, q),
      );
    if (!waiting.length) break;
    waiting.forEach((q) => tried.add(q.queryHash));
    await Promise.all(waiting.map((q) => q.fetch().catch(() => cache.remove(q))));
  }
  const state: ServerState = { queries: dehydrate(queryClient), lazy: [...lazy], ...(signedOut ? { signedOut } : {}) };
  queryClient.clear(); // its garbage-collection timers would keep it alive for minutes
  return { html, state: JSON.stringify(state).replace(/</g, '\\u003c'), ...titled };
}
