import { describe, expect, it } from 'vitest';
import type { ArticleRevision, EditableArticle } from '@hmti/contract';
import { changeSummary, contentDiff, fieldChanges, mediaDiff } from '../revision-diff';

const words = (parts: ReturnType<typeof contentDiff>, kind: string) =>
  parts
    .filter((p) => p.kind === kind)
    .map((p) => p.text.trim())
    .join(' ');

describe('contentDiff', () => {
  it('compares the words of the text, never the markup', () => {
    const parts = contentDiff('<p>Kucing <strong>oranye</strong> tidur.</p>', '<h2>Kucing</h2><p>oranye bangun.</p>');
    expect(words(parts, 'removed')).toBe('tidur');
    expect(words(parts, 'added')).toBe('bangun');
    expect(parts.map((p) => p.text).join('')).not.toMatch(/[<>]/);
  });

  it('markup alone is no change', () => {
    expect(contentDiff('<p>Sama <em>saja</em></p>', '<div>Sama saja</div>').every((p) => p.kind === 'same')).toBe(true);
  });

  it('cuts long unchanged stretches to their ends around a change', () => {
    const long = Array.from({ length: 100 }, (_, i) => `kata${i}`).join(' ');
    const parts = contentDiff(`<p>${long} lama</p>`, `<p>${long} baru</p>`);
    expect(parts[0].kind).toBe('same');
    expect(parts[0].text.startsWith('… ')).toBe(true);
    expect(parts[0].text).toContain('kata99');
    expect(parts[0].text).not.toContain('kata50 ');
  });
});

describe('fieldChanges', () => {
  const current = {
    title: 'Baru',
    excerpt: 'Sama',
    tags: ['A', 'B'],
    published: true,
    image: '/uploads/a.png',
  } as EditableArticle;
  it('names the fields a restore brings back that differ, as a person reads them (not the status)', () => {
    const older = { title: 'Lama', excerpt: 'Sama', tags: ['A'], published: false, image: '/uploads/a.png' };
    expect(fieldChanges(older as ArticleRevision, current)).toEqual([
      { field: 'title', label: 'Judul', before: 'Lama', after: 'Baru' },
      { field: 'tags', label: 'Tag', before: 'A', after: 'A, B' },
    ]);
  });
});

describe('changeSummary', () => {
  it('says what a save did', () => {
    expect(changeSummary(['title', 'content'], null)).toBe('Judul, Isi diubah');
    expect(changeSummary(null, null)).toBe('Versi pertama');
    expect(changeSummary(['content'], 4)).toBe('Versi lama dipulihkan');
    expect(changeSummary(['content'], 4, '7 Desember 2026, 08.26.41')).toBe(
      'Versi 7 Desember 2026, 08.26.41 dipulihkan',
    );
  });
});

describe('mediaDiff', () => {
  const img = (src: string, alt = '') => `<figure class="image"><img src="${src}" alt="${alt}"></figure>`;
  it('names the pictures and videos only one version has', () => {
    const older = `<p>Teks</p>${img('/uploads/a.webp', 'Foto A')}<figure class="media"><oembed url="https://www.youtube.com/watch?v=x&amp;t=1"></oembed></figure>`;
    const newer = `<p>Teks</p>${img('/uploads/b.webp', 'Foto B')}`;
    expect(mediaDiff(older, newer)).toEqual([
      { kind: 'removed', type: 'image', src: '/uploads/a.webp', alt: 'Foto A' },
      { kind: 'removed', type: 'video', src: 'https://www.youtube.com/watch?v=x&t=1', alt: '' },
      { kind: 'added', type: 'image', src: '/uploads/b.webp', alt: 'Foto B' },
    ]);
  });
  it('a picture kept, moved or only re-captioned is no change; a second copy is', () => {
    const a = img('/uploads/a.webp');
    expect(mediaDiff(`${a}<p>x</p>`, `<p>x</p>${a}`)).toEqual([]);
    expect(mediaDiff(a, `${a}${a}`)).toEqual([{ kind: 'added', type: 'image', src: '/uploads/a.webp', alt: '' }]);
  });
});
