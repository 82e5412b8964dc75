import { describe, expect, it } from 'vitest';
import { chunkWithImports, imagePreloadTag, lazyModuleFiles, modulePreloadTag, type ViteManifest } from '../page-hints';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_runtime.js', '_jsx.js'] },
  '_runtime.js': { file: 'assets/runtime-B.js' },
  '_jsx.js': { file: 'assets/jsx-C.js', imports: ['_runtime.js'] },
  '_settings.js': { file: 'assets/settings-D.js', imports: ['_jsx.js', '_errors.js'] },
  '_errors.js': { file: 'assets/errors-E.js', imports: ['_settings.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home-F.js', imports: ['_jsx.js', '_settings.js'] },
};

describe('page hints from the Vite manifest', () => {
  it('follows static imports transitively, each file once, even through an import cycle', () => {
    expect(chunkWithImports(manifest, 'src/app/routes/home.tsx')).toEqual(['/assets/home-F.js', '/assets/jsx-C.js', '/assets/runtime-B.js', '/assets/settings-D.js', '/assets/errors-E.js']);
  });

  it("leaves out what index.html already preloads for the entry", () => {
    expect(lazyModuleFiles(manifest, 'src/app/routes/home.tsx')).toEqual(['/assets/home-F.js', '/assets/settings-D.js', '/assets/errors-E.js']);
  });

  it('knows nothing about a module missing from the manifest (e.g. an old build)', () => {
    expect(lazyModuleFiles(manifest, 'src/app/routes/gone.tsx')).toEqual([]);
    expect(lazyModuleFiles({}, 'src/app/routes/home.tsx')).toEqual([]);
  });

  it('escapes what it puts into attributes', () => {
    expect(modulePreloadTag('/assets/a.js')).toBe('<link rel="modulepreload" crossorigin href="/assets/a.js">');
    expect(imagePreloadTag('/uploads/x".webp?a=1&b=2')).toBe('<link rel="preload" as="image" href="/uploads/x&quot;.webp?a=1&amp;b=2" fetchpriority="high">');
  });
});
