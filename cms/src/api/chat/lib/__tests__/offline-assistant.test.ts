import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from '../knowledge';
import { answerOffline } from '../offline-assistant';
import { REPLIES } from '../replies';
import { seedSiteData } from './seed-site';
import { DEMO_PERIODS } from '../../../../seed/demo-content';
import { misses, QUESTION_SET } from './question-set';

const kb = new KnowledgeBase(seedSiteData());
const idOf = (title: string) => kb.data.articles.find((a) => a.title === title)!.id;

describe('offline assistant on the seeded site', () => {
  it('answers every question of the published set (question-set.json) with what it must hold', () => {
    const results = QUESTION_SET.map((q) => ({ q, answer: answerOffline(kb, q.question) }));
    expect(misses(results, idOf)).toEqual([]);
  });

  it('says plainly when it does not know and suggests what it can answer', () => {
    const answer = answerOffline(kb, 'berapa harga bitcoin hari ini?');
    expect(answer.startsWith(REPLIES.id.notFound)).toBe(true);
    expect(answer).toContain('siapa ketua himpunan?');
  });

  it('mentions that images cannot be read offline, and still answers the text', () => {
    const answer = answerOffline(kb, 'apa visi himpunan?', true);
    expect(answer.startsWith(REPLIES.id.imageNote)).toBe(true);
    expect(answer).toContain('Menjadikan HMTI');
    expect(answerOffline(kb, '', true)).toContain(REPLIES.id.imageNote);
  });

  it('escapes Markdown in site data it quotes', () => {
    const data = seedSiteData();
    data.articles[0].title = 'Judul [aneh](javascript:alert(1))';
    const answer = answerOffline(new KnowledgeBase(data), 'artikel terbaru');
    expect(answer).toContain('Judul \\[aneh\\](javascript:alert(1))');
    expect(answer).not.toMatch(/[^\\]\](\(javascript:)/);
  });

  it("answers for the site's current period (the newest with members), whatever order the periods list has", () => {
    // The list is ordered by the periods' start years, which the Content Manager edits apart from their names.
    const data = seedSiteData();
    data.periods = [...DEMO_PERIODS];
    const reordered = new KnowledgeBase(data);
    expect(reordered.currentPeriod).toBe('2025-2026');
    expect(answerOffline(reordered, 'siapa ketua himpunan?')).toContain('periode 2025-2026');
  });
});
