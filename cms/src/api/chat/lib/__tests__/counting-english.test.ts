import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from '../knowledge';
import { questionLanguage } from '../english';
import { answerOffline } from '../offline-assistant';
import { REPLIES } from '../replies';
import { seedSiteData } from './seed-site';

const data = seedSiteData();
const kb = new KnowledgeBase(data);
const current = kb.currentPeriod ?? '';
const membersNow = data.members.filter((m) => m.period === current);
const holder = (position: string) => membersNow.filter((m) => m.position === position).map((m) => m.name);

describe('counting questions are answered with the real numbers', () => {
  it.each([
    ['Ada berapa artikel?', `${data.articles.length} artikel`],
    ['berapa jumlah artikel di situs ini?', `${data.articles.length} artikel`],
    ['How many articles are there?', `${data.articles.length} articles`],
    ['ada berapa dokumentasi kegiatan?', `${data.library.length} dokumentasi`],
    // The six divisions the site shows; the leadership (BPH) leads them and is not one of them.
    ['berapa banyak divisi di hmti?', '6 divisi'],
    ['How many divisions does HMTI have?', '6 divisions'],
    ['berapa jumlah anggota pengurus?', `${membersNow.length} orang`],
    ['How many members are there?', `${membersNow.length} people`],
  ])('%s → %s', (question, fact) => {
    const answer = answerOffline(kb, question);
    expect(answer).toContain(fact);
    expect(answer).not.toMatch(/belum menemukan|could not find/);
  });

  it('uses the published total even when the loaded list is capped', () => {
    const capped = new KnowledgeBase({ ...data, counts: { articles: 1234, library: 77 } });
    expect(answerOffline(capped, 'Ada berapa artikel?')).toContain('1234 artikel');
    expect(answerOffline(capped, 'jumlah galeri ada berapa')).toContain('77 dokumentasi');
  });

  it('says there are none when nothing is published', () => {
    const empty = new KnowledgeBase({ ...data, articles: [], counts: { articles: 0, library: 0 } });
    expect(answerOffline(empty, 'Ada berapa artikel?')).toContain('Belum ada artikel');
  });
});

describe('English questions are understood for the same intents and answered in English', () => {
  it.each([
    ['Who chairs the association?', holder('Ketua Himpunan')],
    ['Who is the chairman of HMTI?', holder('Ketua Himpunan')],
    ['Who is the vice chair?', holder('Wakil Ketua Himpunan')],
    ['who is the treasurer', [...holder('Bendahara Himpunan 1'), ...holder('Bendahara Himpunan 2')]],
    ['Who is the head of the Medinfo division?', holder('Ketua Divisi Medinfo')],
    ['What is the vision of HMTI?', [kb.visionMission.vision]],
    ['What is the mission?', [kb.visionMission.missions[0]]],
    ['What is the email address?', [data.settings.contactEmail ?? '']],
    ['Where is the secretariat located?', [data.settings.address ?? '']],
    ['What are the latest articles?', [kb.latestArticles(1)[0].title]],
    ['Which divisions are there?', data.divisions.filter((d) => d.name !== 'bph').map((d) => d.displayName)],
    ['Show me the organization structure', holder('Ketua Himpunan')],
    ['What is HMTI?', ['About']],
  ])('%s', (question, facts) => {
    const answer = answerOffline(kb, question);
    expect(answer.startsWith(REPLIES.en.notFound)).toBe(false);
    for (const fact of facts) expect(answer).toContain(fact.replace(/([\\[\]*_`<>])/g, '\\$1'));
    // The site's content is quoted as written; the assistant's own words (its first line) are English.
    for (const indonesian of ['periode', 'adalah', 'memiliki', 'Berikut', 'Kontak', 'Artikel terbaru', 'Tentang'])
      expect(answer.split('\n')[0]).not.toContain(indonesian);
  });

  it('greets and thanks in English', () => {
    expect(answerOffline(kb, 'Hello there')).toContain('Hello! I am the virtual assistant');
    expect(answerOffline(kb, 'thank you!')).toContain("You're welcome!");
  });

  it('still says it does not know when an English question is off-topic, in English', () => {
    expect(answerOffline(kb, 'What is the price of bitcoin today?').startsWith(REPLIES.en.notFound)).toBe(true);
  });
});

describe('the language of a question', () => {
  it.each([
    ['Who chairs the association?', 'en'],
    ['When is the open recruitment interview?', 'en'],
    ['What is HMTI?', 'en'],
    ['siapa ketua himpunan?', 'id'],
    ['kapan open recruitment pengurus baru?', 'id'],
    ['workshop react dan typescript', 'id'],
    ['artikel tentang the beatles', 'id'],
    ['halo', 'id'],
    ['HMTI', 'id'],
  ])('%s → %s', (question, lang) => {
    expect(questionLanguage(question)).toBe(lang);
  });

  it('answers an Indonesian question in Indonesian', () => {
    expect(answerOffline(kb, 'siapa ketua himpunan?')).toContain('adalah');
    expect(answerOffline(kb, 'berapa harga bitcoin?').startsWith(REPLIES.id.notFound)).toBe(true);
  });
});

describe('English words are looked up as own keys only', () => {
  it('leaves words that name Object.prototype properties as they are', async () => {
    const { englishToIndonesian } = await import('../english');
    for (const name of Object.getOwnPropertyNames(Object.prototype))
      expect(englishToIndonesian(`artikel ${name.toLowerCase()} javascript`)).toBe(
        `artikel ${name.toLowerCase()} javascript`,
      );
  });
});
