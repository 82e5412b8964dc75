import fs from 'fs';
import path from 'path';
import { type ImagePreload, matchPage, PAGE_ASSETS_FILE, type PageAssetsManifest, type PageName } from '@hmti/contract';
import { decoded } from './decoded';
import escapeHtml from 'lodash/escape';

/**
 * What the web build says each page needs (PAGE_ASSETS_FILE, written by web/build/page-assets.ts): its script
 * files and largest pictures. An older build without the file gives no hints.
 */
export function readPageAssets(webDistDir: string): PageAssetsManifest {
  const file = path.join(webDistDir, PAGE_ASSETS_FILE);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as PageAssetsManifest;
  } catch {
    return {};
  }
}

/**
 * A page's script file, fetched at low priority like the app's entry script (web/index.html): a page arrives drawn by
 * the server, so its first-screen pictures get the bandwidth first and its scripts the rest (Lighthouse mobile:
 * /artikel's LCP 2.6 s with the scripts at high priority beside the picture, 1.5 s at low).
 */
export const modulePreloadTag = (file: string) =>
  `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(file)}">`;

/**
 * A picture fetched at high priority before any script asks for it; with its widths, the same srcset and sizes as
 * the picture itself (and the media query under which the picture uses that set), so the browser fetches the
 * candidate the picture will use.
 */
export function preloadImageTag({ href, srcset, sizes, media }: ImagePreload) {
  const set = srcset && sizes ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
  const when = media ? ` media="${escapeHtml(media)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${set}${when} fetchpriority="high">`;
}

/**
 * An API answer the page asks for as soon as its script runs, fetched alongside the script instead of after it —
 * for the pages sent as the bare app (a server-rendered page drops it: its state already holds the answer).
 * The app's fetches send cookies (web/src/lib/api-client.ts), hence use-credentials: the browser then hands this
 * response to the app's own fetch rather than asking twice.
 */
export const dataPreloadTag = (url: string) =>
  `<link rel="preload" as="fetch" href="${escapeHtml(url)}" crossorigin="use-credentials">`;

/** The pages whose first screen needs API data. */
const PAGES_WITH_DATA = new Set<PageName>([
  'home',
  'articles',
  'articleById',
  'articleByIdSlug',
  'articleBySlug',
  'library',
]);

/**
 * The API paths a public page requests before its first screen can render, spelled exactly as the app spells
 * them (web/src/lib/site-settings.ts, web/src/features/articles/api/get-article.ts): the site settings on every
 * public page, and on an article page the article itself.
 */
export function pageDataPaths(pathname: string): string[] {
  const page = matchPage(pathname);
  if (!page || !PAGES_WITH_DATA.has(page)) return [];
  const paths = ['/api/settings'];
  const parts = pathname.split('/').filter(Boolean).map(decoded);
  if (parts[0] !== 'artikel' || parts.length < 2 || parts.length > 3 || parts.some((p) => !p)) return paths;
  const [, first, second] = parts as string[];
  const enc = encodeURIComponent;
  if (first === 'slug') {
    if (second) paths.push(`/api/articles/slug/${enc(second)}`);
  } else paths.push(second ? `/api/articles/${enc(first)}/${enc(second)}` : `/api/articles/${enc(first)}`);
  return paths;
}
