import { matchPage, type PageName } from '@hmti/contract';
import { escapeHtml } from './html-escape';

/** The parts of Vite's build manifest (web/dist/.vite/manifest.json) read here. */
export interface ViteManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/** A chunk's own file and those of its static imports, transitively, as site paths ('/assets/…'). */
export function chunkWithImports(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((k) => chunkWithImports(manifest, k, seen))];
}

/**
 * The JavaScript a lazily loaded page module needs beyond what index.html already preloads. Announcing
 * it in the HTML lets the browser fetch it alongside the entry instead of after the entry has run.
 */
export function lazyModuleFiles(manifest: ViteManifest, key: string): string[] {
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const preloaded = new Set(entries.flatMap((k) => chunkWithImports(manifest, k)));
  return [...new Set(chunkWithImports(manifest, key))].filter((file) => !preloaded.has(file));
}

export const modulePreloadTag = (file: string) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`;

/** The page's largest picture, fetched at high priority before any script asks for it. */
export const imagePreloadTag = (url: string) =>
  `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`;

/**
 * An API answer the page asks for as soon as its script runs, fetched alongside the script instead of after it.
 * The app's fetches send cookies (web/src/lib/api-client.ts), hence use-credentials: the browser then hands this
 * response to the app's own fetch rather than asking twice (checked in e2e/first-paint.spec.ts).
 */
export const dataPreloadTag = (url: string) =>
  `<link rel="preload" as="fetch" href="${escapeHtml(url)}" crossorigin="use-credentials">`;

const decodeSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

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
  const parts = pathname.split('/').filter(Boolean).map(decodeSegment);
  if (parts[0] !== 'artikel' || parts.length < 2 || parts.length > 3 || parts.some((p) => !p)) return paths;
  const [, first, second] = parts as string[];
  const enc = encodeURIComponent;
  if (first === 'slug') {
    if (second) paths.push(`/api/articles/slug/${enc(second)}`);
  } else paths.push(second ? `/api/articles/${enc(first)}/${enc(second)}` : `/api/articles/${enc(first)}`);
  return paths;
}
