import { describe, expect, it } from 'vitest';
import { lowPriorityScripts, moveStylesheets, STYLESHEET_MARKER } from '../first-screen-first';

const page = (head: string, body: string) => `<html><head>\n${head}</head><body>\n${body}</body></html>`;

describe('stylesheet after the boot screen', () => {
  it('moves the head stylesheet links to the marker and keeps everything else in place', () => {
    const link = '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">';
    const html = page(
      `    <script type="module" crossorigin src="/assets/index.js"></script>\n    ${link}\n`,
      `<div id="root"></div>\n    ${STYLESHEET_MARKER}\n`,
    );
    const out = moveStylesheets(html);
    const [head, body] = out.split('</head>');
    expect(head).not.toContain('stylesheet');
    expect(head).toContain('/assets/index.js');
    expect(body).toContain(link);
    expect(body.indexOf('id="root"')).toBeLessThan(body.indexOf(link));
    expect(out).not.toContain(STYLESHEET_MARKER);
  });

  it('changes nothing without the marker or without a stylesheet', () => {
    const withoutMarker = page('<link rel="stylesheet" href="/a.css">\n', '<div id="root"></div>');
    expect(moveStylesheets(withoutMarker)).toBe(withoutMarker);
    const withoutLink = page('', STYLESHEET_MARKER);
    expect(moveStylesheets(withoutLink)).toBe(withoutLink);
  });

  it('asks for the module scripts at low priority, once', () => {
    const html = page(
      '<script type="module" crossorigin src="/assets/index.js"></script>\n<script>inline()</script>\n',
      '',
    );
    const out = lowPriorityScripts(html);
    expect(out).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>');
    expect(out).toContain('<script>inline()</script>');
    expect(lowPriorityScripts(out)).toBe(out);
  });

  it("asks for the entry's preloaded imports (the bundler's shared runtime) at low priority too", () => {
    const html = page('<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime.js">\n', '');
    const out = lowPriorityScripts(html);
    expect(out).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/rolldown-runtime.js">',
    );
    expect(lowPriorityScripts(out)).toBe(out);
  });
});
