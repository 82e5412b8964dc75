import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import type { RenderedPage, RenderOptions, ServerSetUp } from '@hmti/contract';
import { AppProvider } from './app/provider';
import { createRoutes } from './app/router';
import { answerReadsOnServer } from './lib/api-client';
import { sessionKeys } from './lib/auth';
import type { ServerState } from './lib/hydration';
import { LazyUsage, preloadLazyComponents } from './lib/lazy-component';
import { createQueryClient } from './lib/query-client';
import { sanitizeOnServerWith } from './lib/server-sanitizer';
import { setServerOrigin } from './lib/site-origin';
import { setServerTimeZone } from './lib/dates';
import { jsonForScript } from './lib/json-for-script';

/**
 * The server entry (built with `vite build --ssr`, loaded by the cms): renders a public page from the same components
 * the browser runs, with the data the page asks for answered by the cms in-process, and hands the browser the data
 * as dehydrated query state so its first render matches. Its exports are the contract's `ServerEntry`.
 */

/** Called once by the cms before the first render; loads every server-renderable component's code. */
export async function setUp({ api, sanitizeHtml, origin, timeZone }: ServerSetUp): Promise<void> {
  answerReadsOnServer(api);
  sanitizeOnServerWith(sanitizeHtml);
  setServerOrigin(origin);
  setServerTimeZone(timeZone);
  await preloadLazyComponents();
}

/** The leading `<title>` (its text escaped: no `<` in it), `<meta>` and `<link>` elements of a render. */
const HEAD_FIRST = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;

/**
 * Renders `url` (path and query) in one pass: the routes' loaders read the page's data first. A read that fails is
 * left out, so the server shows its loading state and the browser, which starts from the same state, asks again itself.
 */
export async function render(url: string, { signedOut }: RenderOptions): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  // Without a session cookie nobody is signed in: the page shows the Login link at once, as the browser will.
  if (signedOut) queryClient.setQueryData(sessionKeys.me, null);
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(new URL(url, 'http://server-render')));
  if (context instanceof Response) throw new Error(`${url}: the routes answered ${context.status} instead of a page`);
  const lazy = new Set<string>();
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <LazyUsage.Provider value={lazy}>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </LazyUsage.Provider>
    </StrictMode>
  );
  // One piece: large boundaries would otherwise be sent out of order and put in place by inline scripts (CSP).
  const markup = await text((await prerenderToNodeStream(app, { progressiveChunkSize: Infinity })).prelude);
  // React writes what belongs in <head> (the page's <title>, <meta>, <link>: PageHead, preloads) before the markup.
  const head = HEAD_FIRST.exec(markup)?.[0] ?? '';
  const state: ServerState = {
    queries: dehydrate(queryClient),
    routes: context.loaderData,
    lazy: [...lazy],
    signedOut,
  };
  queryClient.clear(); // its garbage-collection timers would keep it alive for minutes
  return { head, html: markup.slice(head.length), state: jsonForScript(state) };
}
