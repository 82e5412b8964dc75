import fs from 'fs';
import os from 'os';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { PAGE_ASSETS_FILE } from '@hmti/contract';
import { dataPreloadTag, modulePreloadTag, pageDataPaths, preloadImageTag, readPageAssets } from '../page-hints';

describe('page hints', () => {
  it('reads what the web build says each page needs, nothing from a build without it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    expect(readPageAssets(dir)).toEqual({});
    const assets = { home: { modules: ['/assets/home-F.js'], images: [{ href: '/images/hero/banner-1.webp' }] } };
    fs.mkdirSync(path.join(dir, path.dirname(PAGE_ASSETS_FILE)), { recursive: true });
    fs.writeFileSync(path.join(dir, PAGE_ASSETS_FILE), JSON.stringify(assets));
    expect(readPageAssets(dir)).toEqual(assets);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('escapes what it puts into attributes', () => {
    expect(modulePreloadTag('/assets/a.js')).toBe(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/a.js">',
    );
    expect(preloadImageTag({ href: '/images/x".webp?a=1&b=2' })).toBe(
      '<link rel="preload" as="image" href="/images/x&quot;.webp?a=1&amp;b=2" fetchpriority="high">',
    );
  });

  it('preloads a built picture with its candidates under the media query the picture chooses them by', () => {
    expect(
      preloadImageTag({
        href: '/images/hero/banner-1.webp',
        srcset: '/images/hero/banner-1-640w.webp 640w, /images/hero/banner-1.webp 1600w',
        sizes: 'max(100vw, calc((100vh - 4rem) * 16 / 9))',
        media: 'not all and (max-aspect-ratio: 3/5)',
      }),
    ).toBe(
      '<link rel="preload" as="image" href="/images/hero/banner-1.webp"' +
        ' imagesrcset="/images/hero/banner-1-640w.webp 640w, /images/hero/banner-1.webp 1600w"' +
        ' imagesizes="max(100vw, calc((100vh - 4rem) * 16 / 9))"' +
        ' media="not all and (max-aspect-ratio: 3/5)" fetchpriority="high">',
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
