import { describe, expect, it } from 'vitest';
import { Bm25Index } from '../bm25';
import { htmlToText } from '../../../../lib/html-text';
import { stem, terms, words } from '../text';

describe('tokenizer', () => {
  it('lowercases, drops accents and punctuation, expands abbreviations', () => {
    expect(words('Siapa KETUA HMTI?! Café')).toEqual(['siapa', 'ketua', 'hmti', 'cafe']);
    expect(words('IG & e-mail himatif')).toEqual(['instagram', 'email', 'hmti']);
    expect(words('kahim')).toEqual(['ketua', 'himpunan']);
  });

  it('removes Indonesian stop-words', () => {
    expect(terms('apa yang dimaksud dengan visi dari himpunan ini?')).toEqual(['maksud', 'visi', 'himpun']);
  });

  it('stems common affixes conservatively', () => {
    expect(stem('pelatihan')).toBe('pelatih');
    expect(stem('membangun')).toBe('bangun');
    expect(stem('menulis')).toBe('tulis');
    expect(stem('menyusun')).toBe('susun');
    expect(stem('bermain')).toBe('main');
    expect(stem('terbaru')).toBe('baru');
    expect(stem('dibagikan')).toBe('bagi');
    expect(stem('kegiatannya')).toBe('kegiat');
    expect(stem('mengajar')).toBe('ajar');
    expect(stem('pendaftaran')).toBe('daftar');
    expect(stem('mendaftar')).toBe('daftar');
    expect(stem('pengurus')).toBe(stem('mengurus'));
  });

  it('keeps roots that only look affixed, and short words', () => {
    expect(stem('divisi')).toBe('divisi');
    expect(stem('visi')).toBe('visi');
    expect(stem('berita')).toBe('berita');
    expect(stem('makan')).toBe('makan');
    expect(stem('2025')).toBe('2025');
  });

  it('turns stored HTML into plain text', () => {
    expect(htmlToText('<p>Satu &amp; <strong>dua</strong></p><p>tiga</p>')).toBe('Satu & dua\ntiga');
  });
});

describe('BM25', () => {
  const docs = [
    { doc: 'a', text: 'workshop react typescript untuk mahasiswa' },
    { doc: 'b', text: 'turnamen futsal antarangkatan futsal futsal' },
    { doc: 'c', text: 'kajian religius etika digital untuk mahasiswa' },
    { doc: 'd', text: 'futsal' },
  ];
  const index = new Bm25Index(docs);

  it('ranks documents containing rare query terms first', () => {
    expect(index.search('react')[0].doc).toBe('a');
    expect(index.search('etika digital').map((h) => h.doc)).toEqual(['c']);
  });

  it('gives rarer terms more weight (idf) than common ones', () => {
    expect(index.idf('react')).toBeGreaterThan(index.idf('mahasiswa'));
    expect(index.search('mahasiswa react')[0].doc).toBe('a');
  });

  it('saturates term frequency and normalises by length', () => {
    const idx = new Bm25Index([
      { doc: 'once', text: 'futsal laga final seru' },
      { doc: 'thrice', text: 'futsal futsal futsal seru' },
      { doc: 'long', text: 'futsal laga final seru sekali penonton ramai tribun penuh sorak' },
      { doc: 'other', text: 'kajian etika' },
    ]);
    const score = (d: string) => idx.search('futsal').find((h) => h.doc === d)!.score;
    expect(score('thrice')).toBeGreaterThan(score('once'));
    expect(score('thrice')).toBeLessThan(3 * score('once'));
    expect(score('once')).toBeGreaterThan(score('long'));
  });

  it('reports how much of the query a hit covers', () => {
    const [hit] = index.search('futsal berenang');
    expect(hit.coverage).toBeGreaterThan(0);
    expect(hit.coverage).toBeLessThan(1);
    expect(index.search('react typescript')[0].coverage).toBe(1);
  });

  it('returns nothing for queries of stop-words or unknown words, and honours filters and boosts', () => {
    expect(index.search('yang dan di')).toEqual([]);
    expect(index.search('kriket')).toEqual([]);
    expect(index.search('mahasiswa', 5, (d) => d !== 'a').map((h) => h.doc)).toEqual(['c']);
    const boosted = new Bm25Index([
      { doc: 'body', text: 'seminar kewirausahaan digital lainnya' },
      { doc: 'title', text: 'lainnya', boosted: 'seminar' },
    ]);
    expect(boosted.search('seminar')[0].doc).toBe('title');
  });
});
