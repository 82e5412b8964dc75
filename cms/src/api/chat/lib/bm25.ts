import { terms } from './text';

interface Bm25Hit<T> {
  doc: T;
  score: number;
  /** Share of the query's weight (idf) that this document contains, 0..1. */
  coverage: number;
}

// Okapi BM25's usual constants: term-frequency saturation and length normalisation.
const K1 = 1.2;
const B = 0.75;

/**
 * Okapi BM25 over short passages. Built once from a list (the index is immutable; rebuild it when the
 * content changes). Each document is given as its text; a boosted part (e.g. a title) counts twice.
 */
export class Bm25Index<T> {
  private readonly entries: Array<{ doc: T; tf: Map<string, number>; length: number }> = [];
  private readonly df = new Map<string, number>();
  private readonly avgLength: number;

  constructor(docs: Array<{ doc: T; text: string; boosted?: string }>) {
    let total = 0;
    for (const { doc, text, boosted } of docs) {
      const tokens = [...terms(text), ...(boosted ? [...terms(boosted), ...terms(boosted)] : [])];
      const tf = new Map<string, number>();
      for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
      for (const t of tf.keys()) this.df.set(t, (this.df.get(t) ?? 0) + 1);
      this.entries.push({ doc, tf, length: tokens.length });
      total += tokens.length;
    }
    this.avgLength = this.entries.length ? total / this.entries.length : 0;
  }

  idf(term: string): number {
    const n = this.entries.length;
    const df = this.df.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** Best matches first; documents sharing no term with the query are left out. */
  search(query: string, limit = 5, filter?: (doc: T) => boolean): Array<Bm25Hit<T>> {
    const queryTerms = [...new Set(terms(query))];
    const weights = queryTerms.map((t) => this.idf(t));
    const totalWeight = weights.reduce((a, w) => a + w, 0);
    const hits: Array<Bm25Hit<T>> = [];
    for (const entry of this.entries) {
      if (filter && !filter(entry.doc)) continue;
      const norm = 1 - B + (B * entry.length) / (this.avgLength || 1);
      let score = 0;
      let covered = 0;
      queryTerms.forEach((t, i) => {
        const f = entry.tf.get(t);
        if (!f) return;
        covered += weights[i];
        score += (weights[i] * f * (K1 + 1)) / (f + K1 * norm);
      });
      if (score > 0) hits.push({ doc: entry.doc, score, coverage: totalWeight ? covered / totalWeight : 0 });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
