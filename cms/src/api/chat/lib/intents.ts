import { wordSet, words } from './text';

export type ContactWant =
  'email' | 'address' | 'phone' | 'social' | 'instagram' | 'tiktok' | 'youtube' | 'facebook' | 'links';

export type CountTarget = 'articles' | 'library' | 'divisions' | 'members';

export type Intent =
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'help' }
  | { kind: 'about' }
  | { kind: 'vision' }
  | { kind: 'mission' }
  | { kind: 'visionMission' }
  | { kind: 'contact'; wants: ContactWant[] }
  | { kind: 'articles'; topic: string }
  | { kind: 'latestArticles' }
  | { kind: 'library'; topic: string }
  | { kind: 'divisions' }
  | { kind: 'structure'; period?: string }
  | { kind: 'person'; period?: string }
  | { kind: 'count'; what: CountTarget; period?: string }
  | { kind: 'when' }
  | { kind: 'search' };

/** A short message of only these words is a greeting. */
const GREETINGS = wordSet(
  'halo hallo hai hi hello hey assalamualaikum assalamu alaikum wr wb warahmatullahi wabarakatuh salam pagi siang sore malam selamat permisi min kak semua hmti bot',
);
const ROLE_WORDS = wordSet('ketua wakil sekretaris bendahara anggota kepala koordinator menjabat jabatan bph');
const TOPIC_MARKERS = ['tentang', 'mengenai', 'soal', 'seputar', 'terkait', 'bertema', 'topik'];
const NOT_TOPIC = wordSet(
  'artikel ada apa cari carikan tampilkan tunjukkan daftar yang saya mau ingin baca minta dong punya hmti himpunan di situs website web ini semua beberapa rekomendasi rekomendasikan',
);

const has = (set: Set<string>, ...candidates: string[]) => candidates.some((c) => set.has(c));

/** A period such as 2024-2025 mentioned in the question. */
export const periodIn = (question: string): string | undefined => {
  const m = /(\d{4})\s*[-/]\s*(\d{4})/.exec(question);
  return m ? `${m[1]}-${m[2]}` : undefined;
};

/** What the topic of "artikel tentang <topic>" is (the words after the marker, or the non-filler words). */
export function articleTopic(question: string): string {
  const list = words(question);
  const marker = list.findIndex((w) => TOPIC_MARKERS.includes(w));
  const tail = marker >= 0 ? list.slice(marker + 1) : list.filter((w) => !NOT_TOPIC.has(w));
  return tail.filter((w) => !['artikel', 'terbaru'].includes(w)).join(' ');
}

const GALLERY_WORDS = ['galeri', 'dokumentasi', 'foto', 'album', 'gallery'];
/** Asking how to join: not a question about who holds a post. */
const JOINING_WORDS = wordSet(
  'cara bagaimana gimana mendaftar pendaftaran gabung bergabung oprec recruitment rekrutmen',
);

/** "ada berapa artikel?", "jumlah divisi": what is being counted, if the question asks for a number of things. */
function countTarget(set: Set<string>): CountTarget | undefined {
  if (!has(set, 'berapa', 'jumlah', 'banyaknya')) return undefined;
  if (set.has('artikel')) return 'articles';
  if (has(set, ...GALLERY_WORDS, 'library')) return 'library';
  if (has(set, 'anggota', 'pengurus', 'orang')) return 'members';
  if (set.has('divisi')) return 'divisions';
  return undefined;
}

const ASKS_FOR_HELP =
  /\b(bantuan|help|fitur)\b|\b(bisa|dapat) (apa|bantu apa)\b|\bapa (saja )?yang (bisa|dapat) (kamu|anda)\b/;

/** Rule-based intent of a visitor's question (Indonesian, a little English). */
export function detectIntent(question: string): Intent {
  const list = words(question);
  const set = new Set(list);
  const period = periodIn(question);
  const joined = list.join(' ');
  const joining = has(set, ...JOINING_WORDS);

  if (list.length <= 4 && set.has('siapa') && has(set, 'kamu', 'anda', 'bot')) return { kind: 'greeting' };
  if (list.length > 0 && list.length <= 5 && list.every((w) => GREETINGS.has(w))) return { kind: 'greeting' };
  if (
    (list.length <= 5 && has(set, 'makasih', 'thanks', 'thank', 'thx')) ||
    (set.has('terima') && set.has('kasih') && list.length <= 6)
  )
    return { kind: 'thanks' };
  if (ASKS_FOR_HELP.test(joined)) return { kind: 'help' };

  // "kapan …?", "tanggal berapa …?", "jadwal …": a date the site's texts write.
  if (set.has('kapan') || (has(set, 'tanggal', 'pukul', 'jam') && set.has('berapa')) || set.has('jadwal'))
    return { kind: 'when' };

  const counted = countTarget(set);
  if (counted) return { kind: 'count', what: counted, period };

  if (set.has('artikel')) {
    if (has(set, 'terbaru', 'terkini', 'baru', 'latest', 'terakhir') && !has(set, ...TOPIC_MARKERS))
      return { kind: 'latestArticles' };
    const topic = articleTopic(question);
    return topic ? { kind: 'articles', topic } : { kind: 'latestArticles' };
  }
  if (set.has('visi') && set.has('misi')) return { kind: 'visionMission' };
  if (set.has('visi')) return { kind: 'vision' };
  if (set.has('misi')) return { kind: 'mission' };

  const wants: ContactWant[] = [];
  if (set.has('email')) wants.push('email');
  if (
    has(set, 'alamat', 'lokasi', 'sekretariat', 'kantor', 'dimana', 'letak', 'markas') ||
    (/\bdi mana\b/.test(joined) && has(set, 'hmti', 'himpunan'))
  )
    wants.push('address');
  if (has(set, 'telepon', 'telp', 'nomor', 'whatsapp', 'hp', 'phone')) wants.push('phone');
  for (const network of ['instagram', 'tiktok', 'youtube', 'facebook'] as const)
    if (set.has(network)) wants.push(network);
  if (set.has('medsos') || (set.has('media') && set.has('sosial'))) wants.push('social');
  if (
    has(set, 'link', 'tautan', 'situs', 'website') &&
    has(set, 'uin', 'fakultas', 'jurusan', 'perpustakaan', 'kampus', 'saintek')
  )
    wants.push('links');
  if (!wants.length && has(set, 'kontak', 'hubungi', 'menghubungi', 'contact'))
    wants.push('email', 'address', 'social');
  if (wants.length) return { kind: 'contact', wants };

  if (has(set, ...GALLERY_WORDS)) {
    const topic = list.filter((w) => !GALLERY_WORDS.includes(w) && w !== 'kegiatan' && !NOT_TOPIC.has(w));
    return { kind: 'library', topic: topic.join(' ') };
  }
  if (
    set.has('divisi') &&
    !has(set, ...ROLE_WORDS) &&
    has(set, 'apa', 'saja', 'daftar', 'ada', 'berapa', 'macam', 'itu')
  )
    return { kind: 'divisions' };
  if (
    !joining &&
    !has(set, ...ROLE_WORDS) &&
    (set.has('struktur') || (has(set, 'pengurus', 'kepengurusan') && has(set, 'siapa', 'daftar', 'saja', 'susunan')))
  )
    return { kind: 'structure', period };
  if (!joining && (has(set, ...ROLE_WORDS) || set.has('siapa'))) return { kind: 'person', period };
  if (has(set, 'hmti', 'himpunan') && has(set, 'apa', 'itu', 'tentang', 'profil', 'sejarah', 'jelaskan', 'ceritakan'))
    return { kind: 'about' };
  return { kind: 'search' };
}
