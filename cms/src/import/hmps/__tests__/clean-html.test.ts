import { describe, expect, it } from 'vitest';
import { cleanHtml, type ImportContext } from '../context';
import { ImportReport } from '../report';

describe("the importer's report of what the HTML sanitiser did", () => {
  it('lists what it removed, document by document; HTML only written out again is one count', () => {
    const report = new ImportReport('mongoexport', false);
    const ctx = { report } as ImportContext;
    const kept = cleanHtml(ctx, 'articles', 'a1', 'content', '<p>Isi<br>baris</p>');
    cleanHtml(ctx, 'articles', 'a2', 'content', '<p>Dua<br>baris</p>');
    cleanHtml(ctx, 'articles', 'a3', 'content', '<p onclick="x()">Tiga</p><script>x()</script>');
    expect(kept).not.toBe('<p>Isi<br>baris</p>');
    expect(report.changes).toEqual([
      {
        collection: 'articles',
        id: 'a3',
        message: 'content: the HTML sanitiser changed it (removed <script>, onclick=)',
      },
    ]);
    expect(report.toText()).toContain(
      '\nHTML written out again by the sanitiser, nothing removed: articles 2 field(s).\n',
    );
  });
});
