import { describe, expect, it } from 'vitest';
import {
  chunkWithImports,
  dataPreloadTag,
  imagePreloadTag,
  lazyModuleFiles,
  modulePreloadTag,
  pageDataPaths,
  type ViteManifest,
} from '../page-hints';

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
    expect(chunkWithImports(manifest, 'src/app/routes/home.tsx')).toEqual([
      '/assets/home-F.js',
      '/assets/jsx-C.js',
      '/assets/runtime-B.js',
      '/assets/settings-D.js',
      '/assets/errors-E.js',
    ]);
  });

  it('leaves out what index.html already preloads for the entry', () => {
    expect(lazyModuleFiles(manifest, 'src/app/routes/home.tsx')).toEqual([
      '/assets/home-F.js',
      '/assets/settings-D.js',
      '/assets/errors-E.js',
    ]);
  });

  it('knows nothing about a module missing from the manifest (e.g. an old build)', () => {
    expect(lazyModuleFiles(manifest, 'src/app/routes/gone.tsx')).toEqual([]);
    expect(lazyModuleFiles({}, 'src/app/routes/home.tsx')).toEqual([]);
  });

  it('escapes what it puts into attributes', () => {
    expect(modulePreloadTag('/assets/a.js')).toBe('<link rel="modulepreload" crossorigin href="/assets/a.js">');
    expect(imagePreloadTag('/uploads/x".webp?a=1&b=2')).toBe(
      '<link rel="preload" as="image" href="/uploads/x&quot;.webp?a=1&amp;b=2" fetchpriority="high">',
    );
  });

  it('names the API paths a public page asks for first, spelled as the app spells them', () => {
    expect(pageDataPaths('/')).toEqual(['/api/settings']);
    expect(pageDataPaths('/artikel')).toEqual(['/api/settings']);
    expect(pageDataPaths('/library')).toEqual(['/api/settings']);
    expect(pageDataPaths('/artikel/12/judul-artikel')).toEqual(['/api/settings', '/api/articles/12/judul-artikel']);
    expect(pageDataPaths('/artikel/12')).toEqual(['/api/settings', '/api/articles/12']);
    expect(pageDataPaths('/artikel/slug/judul-artikel')).toEqual(['/api/settings', '/api/articles/slug/judul-artikel']);
    // The app decodes route parameters and encodes them again with encodeURIComponent.
    expect(pageDataPaths('/artikel/slug/caf%C3%A9%20%26%20kopi')).toEqual([
      '/api/settings',
      '/api/articles/slug/caf%C3%A9%20%26%20kopi',
    ]);
    expect(pageDataPaths('/artikel/slug/caf%C3%A9(1)')).toEqual([
      '/api/settings',
      `/api/articles/slug/${encodeURIComponent('café(1)')}`,
    ]);
  });

  it('preloads nothing for other pages or paths it cannot read', () => {
    expect(pageDataPaths('/login')).toEqual([]);
    expect(pageDataPaths('/dashboard/articles')).toEqual([]);
    expect(pageDataPaths('/artikel/slug/%E0%A4%A')).toEqual(['/api/settings']);
    expect(pageDataPaths('/artikel/1/a/b')).toEqual([]); // not a page: answered 404
  });

  it('asks for data with the credentials the app sends', () => {
    expect(dataPreloadTag('/api/articles?q=a&b')).toBe(
      '<link rel="preload" as="fetch" href="/api/articles?q=a&amp;b" crossorigin="use-credentials">',
    );
  });
});
