import { parseDocument } from 'htmlparser2';
import { isTag, type ChildNode } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_EMBED_TAGS, RICH_TEXT_TAGS } from '@hmti/contract';
import { XSS_PAYLOADS, allPayloadsHtml } from '../../../tests/harness/xss-corpus';
import { embedPlayerUrl } from '@hmti/contract';
import { sanitizeRichText } from '../sanitize-rich-text';

const INERT_TAGS = new Set<string>([...RICH_TEXT_TAGS, ...RICH_TEXT_EMBED_TAGS]);
const URL_ATTRS = new Set([
  'href',
  'src',
  'srcset',
  'url',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
]);
// What a browser strips before reading a URL's scheme: controls, whitespace (U+0000–U+0020, U+007F–U+00A0).
const schemeOf = (value: string) => value.replace(/[\p{Cc} \u00a0]/gu, '').toLowerCase();

/** Every reason the sanitised HTML could still run script, found by walking the parsed output. */
function executableVectors(html: string): string[] {
  const found: string[] = [];
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      // isTag: an element of any kind — plain tags, <script> and <style> (their node types).
      if (!isTag(node)) continue;
      const el = node;
      if (el.name === 'script' || el.name === 'style') found.push(`<${el.name}>`);
      if (!INERT_TAGS.has(el.name)) found.push(`tag <${el.name}>`);
      for (const [name, value] of Object.entries(el.attribs)) {
        if (/^on/i.test(name)) found.push(`handler ${name}`);
        if (name === 'srcdoc' || name === 'formaction' || name === 'http-equiv') found.push(`attribute ${name}`);
        if (name === 'style' && /url\(|expression|javascript|@import|behavior/i.test(value))
          found.push(`style ${value}`);
        if (URL_ATTRS.has(name)) {
          const scheme = schemeOf(value);
          if (
            /^(javascript|vbscript|livescript):/.test(scheme) ||
            (/^data:/.test(scheme) && !/^data:image\/(png|jpe?g|gif|webp|avif);/.test(scheme))
          ) {
            found.push(`${name}=${value}`);
          }
        }
      }
      if (el.name === 'iframe' && !embedPlayerUrl(el.attribs.src)) found.push(`iframe ${el.attribs.src}`);
      walk(el.children);
    }
  };
  walk(parseDocument(html, { decodeEntities: true }).children);
  return found;
}

describe('sanitizeRichText against the XSS corpus', () => {
  it('the corpus has at least 50 distinct payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(XSS_PAYLOADS.map((p) => p.html)).size).toBe(XSS_PAYLOADS.length);
  });

  it('the checker itself sees the vectors in the raw payloads', () => {
    const caught = XSS_PAYLOADS.filter((p) => executableVectors(p.html).length > 0);
    expect(caught.length).toBeGreaterThanOrEqual(50);
  });

  it.each(XSS_PAYLOADS.map((p) => [p.id, p.name, p.html] as const))(
    '#%i %s: no executable vector survives',
    (_id, _name, html) => {
      const clean = sanitizeRichText(html);
      expect(executableVectors(clean)).toEqual([]);
      expect(clean).not.toMatch(
        /<\s*(script|svg|math|style|noscript|template|iframe\s+srcdoc|object|embed|base|meta|link|form)\b/i,
      );
      // Stable: a second pass changes nothing, so what the browser re-serialises cannot mutate into markup.
      expect(sanitizeRichText(clean)).toBe(clean);
    },
  );

  it('the whole corpus in one document comes out inert', () => {
    expect(executableVectors(sanitizeRichText(allPayloadsHtml()))).toEqual([]);
  });
});

describe('sanitizeRichText keeps what CKEditor 5 produces', () => {
  const ckeditor = [
    '<h2>Judul</h2><h3>Sub judul</h3><h4 style="text-align:center;">Judul di tengah</h4>',
    '<div style="text-align:right;">Blok kanan</div>',
    '<p style="text-align:center;">Teks <strong>tebal</strong> <i>miring</i> <a href="https://uin-malang.ac.id" target="_blank" rel="noopener noreferrer">tautan</a> <a href="mailto:hmti@uin-malang.ac.id">surel</a></p>',
    '<ul><li>satu</li><li>dua</li></ul><ol><li>pertama</li></ol>',
    '<figure class="image image-style-side"><img src="/uploads/foto.png" alt="Foto" width="640" height="480"><figcaption>Keterangan</figcaption></figure>',
    '<figure class="table"><table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table></figure>',
    '<pre><code class="language-javascript">const a = 1 &lt; 2;</code></pre>',
    '<blockquote><p>Kutipan</p></blockquote>',
    '<p><span style="color:#e03e2d;">merah</span> <code>inline</code></p>',
    '<figure class="media"><oembed url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></oembed></figure>',
  ].join('');

  it('headings, lists, links, images, figures, tables, code blocks, quotes, colours and media embeds stay', () => {
    const clean = sanitizeRichText(ckeditor);
    for (const fragment of [
      '<h2>Judul</h2>',
      '<h3>Sub judul</h3>',
      // The Alignment plugin aligns any block: headings and General HTML Support's <div> too.
      '<h4 style="text-align:center">Judul di tengah</h4>',
      '<div style="text-align:right">Blok kanan</div>',
      '<p style="text-align:center">',
      '<strong>tebal</strong>',
      '<i>miring</i>',
      'href="https://uin-malang.ac.id" target="_blank" rel="noopener noreferrer"',
      'href="mailto:hmti@uin-malang.ac.id"',
      '<ul><li>satu</li><li>dua</li></ul>',
      '<ol><li>pertama</li></ol>',
      '<figure class="image image-style-side">',
      '<img src="/uploads/foto.png" alt="Foto" width="640" height="480" />',
      '<figcaption>Keterangan</figcaption>',
      '<figure class="table"><table><thead><tr><th>A</th>',
      '<td colspan="2">1</td>',
      '<pre><code class="language-javascript">const a = 1 &lt; 2;</code></pre>',
      '<blockquote><p>Kutipan</p></blockquote>',
      '<span style="color:#e03e2d">merah</span>',
      '<code>inline</code>',
      '<oembed url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></oembed>',
    ]) {
      expect(clean).toContain(fragment);
    }
  });

  it('YouTube embeds go through youtube-nocookie; Drive previews stay; other frames go', () => {
    expect(
      sanitizeRichText('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>'),
    ).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(
      sanitizeRichText('<iframe src="https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/preview"></iframe>'),
    ).toContain('src="https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/preview"');
    for (const src of [
      'https://evil.example/embed/x',
      'https://drive.google.com/uc?export=download&id=1AbCdEfGhIjKlMnOp',
      'http://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(sanitizeRichText(`<p>a</p><iframe src="${src}"></iframe>`)).toBe('<p>a</p>');
    }
  });

  it('data: images only as raster base64; link schemes other than http(s), mailto, tel go', () => {
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=" alt="">')).toContain(
      'src="data:image/png;base64,iVBORw0KGgo="',
    );
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="">')).not.toContain('data:');
    expect(sanitizeRichText('<a href="ftp://x.example/a">a</a><a href="tel:+62341">b</a>')).toBe(
      '<a>a</a><a href="tel:+62341">b</a>',
    );
  });
});
