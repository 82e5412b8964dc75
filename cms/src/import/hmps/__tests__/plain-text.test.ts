import { describe, expect, it } from 'vitest';
import { plainText } from '../context';

describe("the importer's plain text of an article's or an item's HTML", () => {
  it('reads as the page shows it: the entities the sanitiser writes are decoded, on one line', () => {
    const html = '<p>Riset &amp; Pengembangan &lt;RnD&gt;</p><p>&quot;Malang&quot;&nbsp;2026, Jum&#39;at</p>';
    expect(plainText(html)).toBe('Riset & Pengembangan <RnD> "Malang" 2026, Jum\'at');
  });

  it('leaves out tags, scripts and styles', () => {
    expect(plainText('<style>p{}</style><h2>Judul</h2><script>x()</script><ul><li>satu</li><li>dua</li></ul>')).toBe(
      'Judul satu dua',
    );
  });
});
