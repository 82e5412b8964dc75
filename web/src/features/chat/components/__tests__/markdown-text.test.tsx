import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MarkdownText } from '../markdown-text';

vi.mock('react-router', () => import('./router-link-stub'));

const ORIGIN = 'https://himatif.example';
const render = (markdown: string) => renderToStaticMarkup(<MarkdownText markdown={markdown} origin={ORIGIN} />);

describe('MarkdownText', () => {
  it('renders paragraphs, lists, bold, italics and inline code as elements', () => {
    const html = render('**Visi**: _unggul_\n\n1. satu\n2. `dua`');
    expect(html).toContain('<p><strong>Visi</strong>: <em>unggul</em></p>');
    expect(html).toMatch(/<ol[^>]*><li>satu<\/li><li><code[^>]*>dua<\/code><\/li><\/ol>/);
  });

  it('renders internal links as router links and external ones in a new tab', () => {
    const html = render(
      '[Workshop](/artikel/1/workshop) · [UIN](https://uin-malang.ac.id) · [email](mailto:hmti@uin-malang.ac.id)',
    );
    expect(html).toMatch(/<a href="\/artikel\/1\/workshop" data-router-link=""[^>]*>Workshop<\/a>/);
    expect(html).not.toMatch(/href="\/artikel\/1\/workshop"[^>]*target=/);
    expect(html).toMatch(/<a href="mailto:hmti@uin-malang.ac.id" class="[^"]*">email<\/a>/);
    expect(html).toMatch(
      /<a href="https:\/\/uin-malang.ac.id\/" target="_blank" rel="noopener noreferrer"[^>]*>UIN<span class="sr-only"> \(membuka tab baru\)<\/span><\/a>/,
    );
  });

  it('never emits markup from the answer: HTML and unsafe links come out escaped as text', () => {
    const html = render(
      '<script>alert(1)</script> <img src=x onerror=alert(1)> [klik](javascript:alert(1)) <a href="javascript:alert(2)">x</a>',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/href="javascript/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&gt; klik &lt;a href=&quot;javascript:alert(2)&quot;&gt;x&lt;/a&gt;');
    expect(html.match(/<a /g)).toBeNull();
  });
});
