import { describe, expect, it } from 'vitest';
import { DEFERRED_SCRIPTS_ID, SERVER_STATE_ID } from '@hmti/contract';
import { withServerRendering } from '../page-html';

const INDEX = `<!doctype html>
<html lang="id">
  <head>
    <script>boot()</script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-2.js">
    <link rel="preload" as="image" href="/uploads/a.webp" fetchpriority="high">
    <link rel="modulepreload" crossorigin href="/assets/home-3.js">
    <link rel="preload" as="fetch" href="/api/settings" crossorigin="use-credentials">
    <title>HMTI UIN Malang</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const deferred = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">([^<]*)</script>`).exec(html);
  return match ? (JSON.parse(match[1]) as { entry: string; modules: string[] }) : null;
};

describe('withServerRendering', () => {
  const html = withServerRendering(INDEX, { html: '<main>Isi</main>', state: '{"queries":[]}' });

  it('puts the markup into #root and the state after it', () => {
    expect(html).toContain('<div id="root"><main>Isi</main></div>');
    expect(html).toContain(`<script type="application/json" id="${SERVER_STATE_ID}">{"queries":[]}</script>`);
  });

  it("takes the app's scripts out of <head> and lists them for the loader, in their order", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
    expect(deferred(html)).toEqual({
      entry: '/assets/index-1.js',
      modules: ['/assets/runtime-2.js', '/assets/home-3.js'],
    });
  });

  it('keeps the picture preload and the inline boot script; drops the data preloads (the state holds that data)', () => {
    expect(html).toContain('<link rel="preload" as="image" href="/uploads/a.webp" fetchpriority="high">');
    expect(html).toContain('<script>boot()</script>');
    expect(html).not.toContain('as="fetch"');
  });

  it("writes the title the page gave itself into <title>, as text; a page that gave none keeps index.html's", () => {
    const titled = withServerRendering(INDEX, { html: '<p>x</p>', state: '{}', title: 'Library & <Arsip> | HMTI' });
    expect(titled).toContain('<title>Library &amp; &lt;Arsip&gt; | HMTI</title>');
    expect(titled).not.toContain('<title>HMTI UIN Malang</title>');
    expect(html).toContain('<title>HMTI UIN Malang</title>');
  });

  it('a build without a module entry is left with its head as it is, and lists nothing', () => {
    const bare = INDEX.replace(/\s*<script type="module"[^>]*><\/script>/, '');
    const out = withServerRendering(bare, { html: '<p>x</p>', state: '{}' });
    expect(deferred(out)).toBeNull();
    expect(out).toContain('modulepreload');
  });
});
