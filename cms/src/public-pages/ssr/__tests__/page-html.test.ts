import { describe, expect, it } from 'vitest';
import { SERVER_STATE_ID } from '@hmti/contract';
import { withServerRendering } from '../page-html';

const INDEX = `<!doctype html>
<html lang="id">
  <head>
    <script>boot()</script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/runtime-2.js">
    <link rel="preload" as="image" href="/uploads/a.webp" fetchpriority="high">
    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-3.js">
    <link rel="preload" as="fetch" href="/api/settings" crossorigin="use-credentials">
    <meta name="description" content="Himpunan">
    <title>HMTI UIN Malang</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('withServerRendering', () => {
  const html = withServerRendering(INDEX, { head: '', html: '<main>Isi</main>', state: '{"queries":[]}' });

  it('puts the markup into #root and the state after it', () => {
    expect(html).toContain('<div id="root"><main>Isi</main></div>');
    expect(html).toContain(`<script type="application/json" id="${SERVER_STATE_ID}">{"queries":[]}</script>`);
  });

  it("leaves the app's scripts in <head> as the build put them", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(head).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/runtime-2.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-3.js">');
  });

  it('keeps the picture preload and the inline boot script; drops the data preloads (the state holds that data)', () => {
    expect(html).toContain('<link rel="preload" as="image" href="/uploads/a.webp" fetchpriority="high">');
    expect(html).toContain('<script>boot()</script>');
    expect(html).not.toContain('as="fetch"');
  });

  it("puts what the page rendered for <head> into <head>, in place of index.html's title and description", () => {
    const own =
      '<title>Library | HMTI</title><meta name="description" content="Foto"/><link rel="canonical" href="/x"/>';
    const titled = withServerRendering(INDEX, { head: own, html: '<p>x</p>', state: '{}' });
    const head = titled.slice(0, titled.indexOf('</head>'));
    expect(head).toContain(own);
    expect(titled.match(/<title>/g)).toHaveLength(1);
    expect(titled.match(/<meta name="description"/g)).toHaveLength(1);
    // A page that renders neither keeps index.html's.
    expect(html).toContain('<title>HMTI UIN Malang</title>');
    expect(html).toContain('<meta name="description" content="Himpunan">');
  });
});
