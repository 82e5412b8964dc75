import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MarkdownText } from '../markdown-text';

vi.mock('react-router', () => import('./router-link-stub'));

const ORIGIN = 'https://himatif.example';
// react-markdown puts newlines between block elements; they do not matter in HTML.
const render = (markdown: string) =>
  renderToStaticMarkup(<MarkdownText markdown={markdown} origin={ORIGIN} />)
    .replace(/>\n+/g, '>')
    .replace(/^<div class="[^"]*">|<\/div>$/g, '');
const LINK = 'class="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"';

describe('MarkdownText blocks', () => {
  it('splits paragraphs on blank lines and keeps single newlines as line breaks', () => {
    expect(render('Halo\ndunia\n\nParagraf dua')).toBe('<p>Halo<br/>dunia</p><p>Paragraf dua</p>');
  });

  it('renders bullet and numbered lists (with their start number), with indented continuation lines', () => {
    const html = render('Daftar:\n- satu\n- dua\n  lanjutan\n\n3. c\n4. d');
    expect(html).toContain(
      '<p>Daftar:</p><ul class="list-disc space-y-1 pl-5"><li>satu</li><li>dua<br/>lanjutan</li></ul>',
    );
    expect(html).toContain('<ol start="3" class="list-decimal space-y-1 pl-5"><li>c</li><li>d</li></ol>');
  });

  it('renders headings as bold paragraphs, fenced code verbatim, and drops horizontal rules', () => {
    expect(render('## Visi\n\n---\n\n```\n**not bold** <b>\n```')).toBe(
      '<p class="font-semibold">Visi</p>' +
        '<pre class="overflow-x-auto rounded-lg bg-slate-800 p-2 font-mono text-xs text-slate-50"><code>**not bold** &lt;b&gt;</code></pre>',
    );
  });
});

describe('MarkdownText inline', () => {
  it('renders bold, italics and inline code', () => {
    expect(render('**Ketua** adalah _Budi_ dan *Ani*, lihat `kode`')).toBe(
      '<p><strong>Ketua</strong> adalah <em>Budi</em> dan <em>Ani</em>, lihat ' +
        '<code class="rounded bg-slate-200 px-1 py-0.5 font-mono text-[0.85em]">kode</code></p>',
    );
  });

  it('leaves lone markers, snake_case words and escaped markers as text', () => {
    expect(render('2 * 3 = 6 dan nama_file_ini serta \\*bukan miring\\*')).toBe(
      '<p>2 * 3 = 6 dan nama_file_ini serta *bukan miring*</p>',
    );
  });

  it('renders internal links as router links, external ones in a new tab, and mailto: links', () => {
    const html = render(
      '[Workshop](/artikel/1/workshop) · [UIN](https://uin-malang.ac.id) · [email](mailto:hmti@uin-malang.ac.id) · ' +
        `[x](${ORIGIN}/artikel/1?tag=a#top)`,
    );
    expect(html).toContain(`<a href="/artikel/1/workshop" data-router-link="" ${LINK}>Workshop</a>`);
    expect(html).toContain(`<a href="mailto:hmti@uin-malang.ac.id" ${LINK}>email</a>`);
    expect(html).toContain(
      `<a href="https://uin-malang.ac.id/" target="_blank" rel="noopener noreferrer" ${LINK}>UIN<span class="sr-only"> (membuka tab baru)</span></a>`,
    );
    expect(html).toContain(`<a href="/artikel/1?tag=a#top" data-router-link="" ${LINK}>x</a>`);
  });

  it('links bare URLs without swallowing the sentence punctuation', () => {
    expect(render('Lihat https://example.org/a_(b). Selesai')).toBe(
      `<p>Lihat <a href="https://example.org/a_(b)" target="_blank" rel="noopener noreferrer" ${LINK}>` +
        'https://example.org/a_(b)<span class="sr-only"> (membuka tab baru)</span></a>. Selesai</p>',
    );
  });

  it.each([
    '[klik](javascript:alert(1))',
    '[klik](JavaScript:alert(1))',
    '[klik](data:text/html;base64,PHNjcmlwdD4=)',
    '[klik](vbscript:msgbox)',
    '[klik](//evil.example/x)',
    '[klik](/\\evil.example)',
    '[klik](mailto:a@b.c?bcc=x@y.z)',
    '[klik](relative/path)',
  ])('makes no link of %s: only its label is left, as text', (md) => {
    expect(render(`Lihat ${md}!`)).toBe('<p>Lihat klik!</p>');
  });

  it('makes no link of a target with a tab in it', () => {
    expect(render('[klik](java\tscript:alert(1))')).not.toContain('<a');
  });

  it('keeps the formatting of a refused link’s label', () => {
    expect(render('[**klik**](javascript:x)')).toBe('<p><strong>klik</strong></p>');
  });

  it('never loads an image from an answer: only its description is shown', () => {
    expect(render('![Logo HMTI](https://evil.example/x.png)')).toBe('<p>Logo HMTI</p>');
  });

  it('never emits markup from the answer: HTML and unsafe links come out escaped as text', () => {
    const html = render(
      '<script>alert(1)</script> <img src=x onerror=alert(1)> [klik](javascript:alert(1)) <a href="javascript:alert(2)">x</a>',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/href="javascript/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;a href=&quot;javascript:alert(2)&quot;&gt;x&lt;/a&gt;');
    expect(html.match(/<a /g)).toBeNull();
  });

  it('keeps HTML inside a sentence as text too', () => {
    expect(render('Lihat <b>ini</b> dan <img src=x onerror=alert(1)>')).toBe(
      '<p>Lihat &lt;b&gt;ini&lt;/b&gt; dan &lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });
});
