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
export const imagePreloadTag = (url: string) => `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`;
