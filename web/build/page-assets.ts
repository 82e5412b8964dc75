import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';

import { PAGE_ASSETS_FILE, type ImagePreload, type PageAssetsManifest, type PageName } from '@hmti/contract';

/** A page's own module (the router's lazily loaded route, relative to the web root) and its first-screen pictures. */
export interface PageSource {
  module: string;
  images?: ImagePreload[];
}

/** Every file a preload may fetch: its URL and each candidate of its srcset. */
export const preloadFiles = (image: ImagePreload): string[] => [
  image.href,
  ...(image.srcset ?? '')
    .split(',')
    .map((candidate) => decodeURI(candidate.trim().split(/\s+/)[0] ?? ''))
    .filter(Boolean),
];

type Chunks = Map<string, { imports: string[]; isEntry: boolean; facadeModuleId: string | null }>;

/** A chunk's own file and those of its static imports, transitively. */
function withImports(chunks: Chunks, fileName: string, seen = new Set<string>()): string[] {
  const chunk = chunks.get(fileName);
  if (!chunk || seen.has(fileName)) return [];
  seen.add(fileName);
  return [fileName, ...chunk.imports.flatMap((file) => withImports(chunks, file, seen))];
}

/**
 * Each page's script files beyond what the entry (and so index.html) already loads: announcing them in the
 * HTML lets the browser fetch them alongside the entry instead of after it has run.
 */
export function pageModules(chunks: Chunks, moduleId: string): string[] {
  const own = [...chunks].find(([, c]) => c.facadeModuleId === moduleId)?.[0];
  if (!own) return [];
  const entries = [...chunks].filter(([, c]) => c.isEntry).map(([file]) => file);
  const preloaded = new Set(entries.flatMap((file) => withImports(chunks, file)));
  return [...new Set(withImports(chunks, own))].filter((file) => !preloaded.has(file));
}

const chunksOf = (bundle: Rolldown.OutputBundle): Chunks =>
  new Map(
    Object.values(bundle).flatMap((item) =>
      item.type === 'chunk'
        ? [[item.fileName, { imports: item.imports, isEntry: item.isEntry, facadeModuleId: item.facadeModuleId }]]
        : [],
    ),
  );

/**
 * Writes PAGE_ASSETS_FILE for the cms, which announces each page's scripts and largest picture in the HTML it
 * serves without knowing the web's source files. A picture (or any of its candidates) missing from public/ fails
 * the build.
 */
export function pageAssets(pages: Partial<Record<PageName, PageSource>>): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'page-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const manifest: PageAssetsManifest = {};
      for (const [name, source] of Object.entries(pages) as Array<[PageName, PageSource]>) {
        for (const file of (source.images ?? []).flatMap(preloadFiles))
          if (!fs.existsSync(path.join(config.publicDir, file))) this.error(`${name}: no ${file} in public/`);
        const moduleId = path.resolve(config.root, source.module);
        manifest[name] = {
          modules: pageModules(chunks, moduleId).map((file) => config.base + file),
          images: source.images ?? [],
        };
      }
      this.emitFile({ type: 'asset', fileName: PAGE_ASSETS_FILE, source: JSON.stringify(manifest, null, 2) });
    },
  };
}
