import { describe, expect, it } from 'vitest';
import { articleTopic, detectIntent, periodIn } from '../intents';

describe('intent detection', () => {
  it.each([
    ['siapa ketua himpunan?', 'person'],
    ['Siapa wakil ketua HMTI?', 'person'],
    ['ketua divisi medinfo', 'person'],
    ['siapa saja pengurus hmti?', 'structure'],
    ['struktur organisasi', 'structure'],
    ['apa visi himpunan?', 'vision'],
    ['misi hmti', 'mission'],
    ['visi dan misi', 'visionMission'],
    ['email kontak', 'contact'],
    ['alamat sekretariat', 'contact'],
    ['ig hmti apa', 'contact'],
    ['artikel tentang keamanan siber', 'articles'],
    ['berita terbaru', 'latestArticles'],
    ['artikel', 'latestArticles'],
    ['ada dokumentasi makrab?', 'library'],
    ['divisi apa saja yang ada?', 'divisions'],
    ['apa itu hmti?', 'about'],
    ['halo', 'greeting'],
    ['Assalamualaikum kak', 'greeting'],
    ['terima kasih ya', 'thanks'],
    ['kamu bisa apa?', 'help'],
    ['apa saja yang bisa kamu jawab?', 'help'],
    ['siapa saja anggota divisi senor', 'person'],
    ['kapan open recruitment pengurus baru?', 'when'],
    ['tanggal berapa final futsal?', 'when'],
    ['jadwal wawancara pengurus', 'when'],
    ['resep rendang', 'search'],
  ])('%s → %s', (question, kind) => {
    expect(detectIntent(question).kind).toBe(kind);
  });

  it('reads which contact details are asked for', () => {
    expect(
      detectIntent('email dan instagram hmti').kind === 'contact' && detectIntent('email dan instagram hmti'),
    ).toMatchObject({ wants: ['email', 'instagram'] });
    expect(detectIntent('bagaimana cara menghubungi hmti?')).toMatchObject({
      kind: 'contact',
      wants: ['email', 'address', 'social'],
    });
  });

  it('extracts the topic of an article question and a period', () => {
    expect(articleTopic('artikel tentang keamanan siber dong')).toBe('keamanan siber dong');
    expect(articleTopic('ada berita lomba pemrograman?')).toBe('lomba pemrograman');
    expect(periodIn('ketua periode 2024 - 2025')).toBe('2024-2025');
    expect(detectIntent('siapa ketua periode 2024-2025')).toEqual({ kind: 'person', period: '2024-2025' });
  });
});
