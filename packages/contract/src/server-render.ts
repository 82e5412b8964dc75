/**
 * The server-render boundary: what the web app's server entry (web/src/entry-server.tsx, built with `vite build --ssr`)
 * exports and the cms (cms/src/public-pages/ssr/renderer.ts) calls.
 */

/** How the cms answers the app's reads in-process while rendering: status and JSON text, as the API would send them. */
export type ServerApi = (path: string) => Promise<{ status: number; body: string }>;

/** What the cms hands the server entry once, before the first render. */
export interface ServerSetUp {
  /** Answers the app's reads in-process. */
  api: ServerApi;
  /** Cleans rich text (DOMPurify needs a browser DOM). */
  sanitizeHtml: (html: string) => string;
  /** The site's public origin, for absolute links. */
  origin: string;
  /** The site's time zone, in which dates are written. */
  timeZone: string;
}

/** What the cms knows of the request beyond its address. */
export interface RenderOptions {
  /** The request carried no session cookie (nor Authorization): nobody is signed in on this page. */
  signedOut: boolean;
}

/** A page as the server entry renders it. */
export interface RenderedPage {
  /** What the page puts into <head> (its title, description and other meta and link tags), as React rendered it. */
  head: string;
  /** The markup of #root. */
  html: string;
  /** The state for the browser, JSON safe to place inside a <script type="application/json"> element. */
  state: string;
}

/** The server entry's exports. */
export interface ServerEntry {
  setUp(options: ServerSetUp): Promise<void>;
  render(url: string, options: RenderOptions): Promise<RenderedPage>;
}
