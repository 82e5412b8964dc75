import { describe, expect, it } from 'vitest';
import { extractToc } from '../table-of-contents';

describe('extractToc', () => {
  it('lists h2 and h3 headings and gives them ids', () => {
    const { html, entries } = extractToc(
      '<h2>Latar Belakang</h2><p>x</p><h3 class="k">Sub &amp; Bagian</h3><h4>Tidak</h4>',
    );
    expect(entries).toEqual([
      { id: 'latar-belakang', text: 'Latar Belakang', level: 2 },
      { id: 'sub-bagian', text: 'Sub & Bagian', level: 3 },
    ]);
    expect(html).toBe(
      '<h2 id="latar-belakang">Latar Belakang</h2><p>x</p><h3 id="sub-bagian" class="k">Sub &amp; Bagian</h3><h4>Tidak</h4>',
    );
  });

  it('keeps existing ids and makes generated ones unique', () => {
    const { entries } = extractToc('<h2 id="awal">A</h2><h2>Sama</h2><h2>Sama</h2><h2>!!!</h2><h2> </h2>');
    expect(entries.map((e) => e.id)).toEqual(['awal', 'sama', 'sama-2', 'bagian-4']);
  });
});
