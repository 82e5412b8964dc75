import { slugify } from '../../slug';
import { DEFAULT_DIVISIONS } from '../../../seed/default-divisions';
import { defaultSettings } from '../../../seed/default-settings';
import { DEMO_ARTICLES, DEMO_PERIODS, demoMembers } from '../../../seed/demo-content';
import { parseVisionMission } from '../knowledge';
import { NOT_FOUND_PREFIX } from '../offline-assistant';

/**
 * Questions a visitor asks the offline assistant, each with the facts from the SEED data its answer
 * must contain. `articleId` maps a seeded article title to its id on the instance under test.
 */
export interface SeedQuestion {
  question: string;
  mustContain: string[];
}

export function seedQuestions(articleId: (title: string) => number): SeedQuestion[] {
  const settings = defaultSettings();
  const { vision, mission } = parseVisionMission(settings.visionMission);
  const current = DEMO_PERIODS.length - 1;
  const members = demoMembers(current);
  const previous = demoMembers(current - 1);
  const holder = (position: string, list = members) => list.filter((m) => m.position === position).map((m) => m.name);
  const link = (title: string) => `(/artikel/${articleId(title)}/${slugify(title)})`;
  const article = (fragment: string) => DEMO_ARTICLES.find((a) => a.title.includes(fragment))!.title;
  const newest = [...DEMO_ARTICLES].sort((a, b) => a.daysAgo - b.daysAgo)[0].title;

  return [
    { question: 'siapa ketua himpunan?', mustContain: holder('Ketua Himpunan') },
    { question: 'Siapa wakil ketua HMTI?', mustContain: holder('Wakil Ketua Himpunan') },
    {
      question: 'siapa sekretaris himpunan',
      mustContain: [...holder('Sekretaris Himpunan 1'), ...holder('Sekretaris Himpunan 2')],
    },
    {
      question: 'bendahara hmti siapa ya',
      mustContain: [...holder('Bendahara Himpunan 1'), ...holder('Bendahara Himpunan 2')],
    },
    { question: 'siapa ketua divisi medinfo?', mustContain: holder('Ketua Divisi Medinfo') },
    { question: 'anggota divisi religius siapa saja?', mustContain: holder('Anggota Divisi Religius') },
    {
      question: `siapa ketua himpunan periode ${DEMO_PERIODS[current - 1]}?`,
      mustContain: holder('Ketua Himpunan', previous),
    },
    { question: `${holder('Ketua Himpunan')[0]} itu siapa?`, mustContain: ['Ketua Himpunan'] },
    { question: 'apa visi himpunan?', mustContain: [vision] },
    { question: 'apa saja misi HMTI?', mustContain: [mission[0], mission[3]] },
    { question: 'email kontak', mustContain: [settings.contactEmail] },
    { question: 'bagaimana cara menghubungi hmti?', mustContain: [settings.contactEmail] },
    { question: 'di mana alamat sekretariat hmti?', mustContain: ['Jl. Gajayana No.50'] },
    { question: 'apa instagram hmti?', mustContain: [settings.socialLinks.instagram] },
    { question: 'akun tiktok himpunan', mustContain: [settings.socialLinks.tiktok] },
    { question: 'nomor whatsapp hmti berapa?', mustContain: ['belum dicantumkan', settings.contactEmail] },
    { question: 'link website jurusan teknik informatika', mustContain: [settings.links.jurusanTeknikInformatika] },
    { question: 'artikel tentang keamanan siber', mustContain: [link(article('Keamanan Siber'))] },
    { question: 'ada berita tentang lomba pemrograman?', mustContain: [link(article('Lomba Pemrograman'))] },
    { question: 'artikel tentang futsal', mustContain: [link(article('Futsal'))] },
    { question: 'artikel terbaru apa?', mustContain: [link(newest)] },
    { question: 'workshop react dan typescript', mustContain: [link(article('React'))] },
    { question: 'kapan open recruitment pengurus baru?', mustContain: [link(article('Open Recruitment'))] },
    { question: 'apa itu HMTI?', mustContain: ['Himpunan Mahasiswa Teknik Informatika'] },
    { question: 'divisi apa saja yang ada di hmti?', mustContain: ['Technopreneurship', 'Medinfo', 'Religius'] },
    { question: 'ada dokumentasi makrab?', mustContain: ['Dokumentasi Makrab 2025'] },
    { question: 'halo', mustContain: ['asisten virtual'] },
    { question: 'kamu siapa?', mustContain: ['asisten virtual'] },
    { question: 'Ketua HMTI sekarang siapa?', mustContain: holder('Ketua Himpunan') },
    { question: 'siapa kepala divisi public relation', mustContain: holder('Ketua Divisi Public Relation') },
    { question: 'berapa jumlah anggota hmti?', mustContain: [`${members.length} orang`] },
    { question: 'hmti ada di mana?', mustContain: ['Jl. Gajayana No.50'] },
    { question: 'ada youtube?', mustContain: [settings.socialLinks.youtube] },
    {
      question: 'apa itu divisi medinfo?',
      mustContain: [DEFAULT_DIVISIONS.find((d) => d.name === 'medinfo')!.description],
    },
    { question: 'berita tentang ramadhan', mustContain: [link(article('Ramadhan'))] },
    { question: 'cara daftar pengurus', mustContain: [link(article('Open Recruitment'))] },
    { question: 'resep rendang padang', mustContain: [NOT_FOUND_PREFIX] },
    { question: 'siapa presiden amerika serikat?', mustContain: [NOT_FOUND_PREFIX] },
    { question: 'harga tiket konser minggu depan', mustContain: [NOT_FOUND_PREFIX] },
  ];
}

/** Share of answers that contain all their expected facts, with the misses for the report. */
export function hitRate(results: Array<{ q: SeedQuestion; answer: string }>) {
  const misses = results.filter(({ q, answer }) => !q.mustContain.every((fact) => answer.includes(fact)));
  return {
    rate: (results.length - misses.length) / results.length,
    hits: results.length - misses.length,
    total: results.length,
    misses,
  };
}
