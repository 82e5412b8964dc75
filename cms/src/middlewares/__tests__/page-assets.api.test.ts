import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ASSETS_FILE, type PageAssetsManifest } from '@hmti/contract';
import { startCms, type CmsInstance } from '../../../tests/harness/cms-process';

const INDEX = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
const ASSETS: PageAssetsManifest = {
  home: { modules: ['/assets/home-1.js', '/assets/gone-2.js'], images: [{ href: '/images/hero/hero-a.webp' }] },
  library: { modules: ['/assets/library-3.js'], images: [] },
};

/** A web build with page-assets.json; a named file the build does not hold is never announced. */
function writeWebBuild(workDir: string) {
  const dist = path.join(workDir, 'web-dist');
  const write = (rel: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
    fs.writeFileSync(path.join(dist, rel), body);
  };
  write('index.html', INDEX);
  write('assets/home-1.js', '');
  write('assets/library-3.js', '');
  write('images/hero/hero-a.webp', '');
  write(PAGE_ASSETS_FILE, JSON.stringify(ASSETS));
}

describe('page hints from what the web build emits', () => {
  let cms: CmsInstance | undefined;
  const html = async (pathname: string) =>
    (await fetch(`${cms!.url}${pathname}`, { headers: { Accept: 'text/html' } })).text();

  beforeAll(async () => {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-page-assets-'));
    writeWebBuild(workDir);
    // A site in another zone than the default: every page names it for the app's dates.
    cms = await startCms({ workDir, env: { SITE_TIME_ZONE: 'Asia/Makassar' } });
  });
  afterAll(async () => {
    await cms?.stop();
    await cms?.database.drop();
  });

  it("announces a page's script files and largest picture as the build lists them", async () => {
    const home = await html('/');
    expect(home).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-1.js">');
    expect(home).toContain('<link rel="preload" as="image" href="/images/hero/hero-a.webp" fetchpriority="high">');
    expect(home).not.toContain('gone-2.js');
    const library = await html('/library');
    expect(library).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/library-3.js">');
    expect(library).not.toContain('as="image"');
  });

  it("names the site's time zone on every page", async () => {
    for (const pathname of ['/', '/library', '/dashboard', '/no-such-page'])
      expect(await html(pathname), pathname).toMatch(/<html [^>]*data-time-zone="Asia\/Makassar"/);
  });

  it('keeps the build file itself private', async () => {
    expect((await fetch(`${cms!.url}/${PAGE_ASSETS_FILE}`, { headers: { Accept: 'application/json' } })).status).toBe(
      404,
    );
  });
});
