import { describe, expect, it } from 'vitest';
import { markdownToPlainText, parseMarkdown, type Block } from '../markdown';

const ORIGIN = 'https://himatif.example';
const parse = (md: string) => parseMarkdown(md, ORIGIN);
const paragraph = (md: string) => {
  const [block] = parse(md);
  expect(block.type).toBe('paragraph');
  return (block as Extract<Block, { type: 'paragraph' }>).children;
};

describe('parseMarkdown blocks', () => {
  it('splits paragraphs on blank lines and keeps single newlines as line breaks', () => {
    const blocks = parse('Halo\ndunia\n\nParagraf dua');
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        children: [{ type: 'text', text: 'Halo' }, { type: 'break' }, { type: 'text', text: 'dunia' }],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'Paragraf dua' }] },
    ]);
  });

  it('reads bullet and numbered lists, with indented continuation lines', () => {
    const blocks = parse('Daftar:\n- satu\n* dua\n  lanjutan\n+ tiga\n\n3. c\n4) d');
    expect(blocks[0]).toEqual({ type: 'paragraph', children: [{ type: 'text', text: 'Daftar:' }] });
    expect(blocks[1]).toEqual({
      type: 'list',
      ordered: false,
      start: 1,
      items: [
        [{ type: 'text', text: 'satu' }],
        [{ type: 'text', text: 'dua' }, { type: 'break' }, { type: 'text', text: 'lanjutan' }],
        [{ type: 'text', text: 'tiga' }],
      ],
    });
    expect(blocks[2]).toEqual({
      type: 'list',
      ordered: true,
      start: 3,
      items: [[{ type: 'text', text: 'c' }], [{ type: 'text', text: 'd' }]],
    });
  });

  it('reads headings, fenced code (verbatim) and ignores horizontal rules', () => {
    const blocks = parse('## Visi\n---\n```\n**not bold** <b>\n```');
    expect(blocks).toEqual([
      { type: 'heading', children: [{ type: 'text', text: 'Visi' }] },
      { type: 'code', text: '**not bold** <b>' },
    ]);
  });
});

describe('parseMarkdown inline', () => {
  it('reads bold, italics and inline code', () => {
    expect(paragraph('**Ketua** adalah _Budi_ dan *Ani*, lihat `kode`')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'Ketua' }] },
      { type: 'text', text: ' adalah ' },
      { type: 'em', children: [{ type: 'text', text: 'Budi' }] },
      { type: 'text', text: ' dan ' },
      { type: 'em', children: [{ type: 'text', text: 'Ani' }] },
      { type: 'text', text: ', lihat ' },
      { type: 'code', text: 'kode' },
    ]);
  });

  it('leaves lone markers, snake_case words and escaped markers as text', () => {
    expect(paragraph('2 * 3 = 6 dan nama_file_ini serta \\*bukan miring\\*')).toEqual([
      { type: 'text', text: '2 * 3 = 6 dan nama_file_ini serta *bukan miring*' },
    ]);
  });

  it('turns a site-relative link into an internal link and an external http(s) link into an external one', () => {
    expect(paragraph('[Artikel](/artikel/3/workshop) dan [UIN](https://uin-malang.ac.id/)')).toEqual([
      {
        type: 'link',
        href: { kind: 'internal', to: '/artikel/3/workshop' },
        children: [{ type: 'text', text: 'Artikel' }],
      },
      { type: 'text', text: ' dan ' },
      {
        type: 'link',
        href: { kind: 'external', href: 'https://uin-malang.ac.id/' },
        children: [{ type: 'text', text: 'UIN' }],
      },
    ]);
  });

  it('treats an absolute link to the own site as internal', () => {
    expect(paragraph(`[x](${ORIGIN}/artikel/1?tag=a#top)`)).toEqual([
      { type: 'link', href: { kind: 'internal', to: '/artikel/1?tag=a#top' }, children: [{ type: 'text', text: 'x' }] },
    ]);
  });

  it('links bare URLs without swallowing the sentence punctuation', () => {
    expect(paragraph('Lihat https://example.org/a_(b). Selesai')).toEqual([
      { type: 'text', text: 'Lihat ' },
      {
        type: 'link',
        href: { kind: 'external', href: 'https://example.org/a_(b)' },
        children: [{ type: 'text', text: 'https://example.org/a_(b)' }],
      },
      { type: 'text', text: '. Selesai' },
    ]);
  });

  it.each([
    '[klik](javascript:alert(1))',
    '[klik](JavaScript:alert(1))',
    '[klik](java\tscript:alert(1))',
    '[klik](data:text/html;base64,PHNjcmlwdD4=)',
    '[klik](vbscript:msgbox)',
    '[klik](//evil.example/x)',
    '[klik](/\\evil.example)',
    '[klik](mailto:a@b.c?bcc=x@y.z)',
    '[klik](relative/path)',
  ])('makes no link of %s: only its label is left, as text', (md) => {
    expect(paragraph(`Lihat ${md}!`)).toEqual([{ type: 'text', text: 'Lihat klik!' }]);
  });

  it('keeps the formatting of a refused link’s label', () => {
    expect(paragraph('[**klik**](javascript:x)')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'klik' }] },
    ]);
  });

  it('links a plain email address as mailto:', () => {
    expect(paragraph('[hmti@uin-malang.ac.id](mailto:hmti@uin-malang.ac.id)')).toEqual([
      {
        type: 'link',
        href: { kind: 'mail', href: 'mailto:hmti@uin-malang.ac.id' },
        children: [{ type: 'text', text: 'hmti@uin-malang.ac.id' }],
      },
    ]);
  });

  it('keeps raw HTML as text', () => {
    expect(paragraph('<img src=x onerror=alert(1)> <script>alert(1)</script>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)> <script>alert(1)</script>' },
    ]);
  });
});

describe('markdownToPlainText', () => {
  it('drops the markup for screen-reader announcements', () => {
    expect(markdownToPlainText('**Ketua**: Budi\n\n- [Artikel](/artikel/1)\n- `dua`', ORIGIN)).toBe(
      'Ketua: Budi Artikel; dua',
    );
  });
});
