import { wordSet } from './text';

/**
 * English questions → the Indonesian words the intent rules and the search understand, so
 * "Who chairs the association?" is read as "siapa ketua himpunan". Only words with a fixed meaning on
 * this site are translated; English filler words are dropped; everything else (names, topics) stays.
 */

/** Multi-word phrases first (longest first), so "how many" is not read as "how" + "many". */
const PHRASES: Array<[RegExp, string]> = [
  [/\bhow (many|much)\b/g, 'berapa'],
  [/\bnumber of\b/g, 'jumlah'],
  [/\b(are|is) there\b/g, 'ada'],
  [/\bthank you\b/g, 'terima kasih'],
  [/\bgood (morning|afternoon|evening)\b/g, 'selamat pagi'],
  [/\bvice[- ](chair(man|woman|person)?|president|head|leader)\b/g, 'wakil ketua'],
  [/\bhead of\b/g, 'ketua'],
  [/\bwhat (time|date|day)\b/g, 'kapan'],
  [/\bwhat (is|are)\b/g, 'apa itu'],
  [/\bwhat's\b/g, 'apa itu'],
  [/\bwho's\b/g, 'siapa'],
  [/\bwhere's\b/g, 'dimana'],
  [/\bemail address\b/g, 'email'],
  [/\b(social media|socials)\b/g, 'medsos'],
  [/\bsign up\b/g, 'mendaftar'],
];

/** Each Indonesian word the rules know, with the English words read as it. */
const ENGLISH_FOR: Record<string, string> = {
  siapa: 'who whom',
  apa: 'what which',
  dimana: 'where',
  kapan: 'when',
  tanggal: 'date',
  jadwal: 'schedule',
  pendaftaran: 'registration',
  wawancara: 'interview',
  pengumuman: 'announcement',
  turnamen: 'tournament',
  lomba: 'competition',
  pelatihan: 'training',
  kunjungan: 'visit',
  rapat: 'meeting',
  lokasi: 'located location',
  bagaimana: 'how',
  ketua: 'chair chairs chairman chairwoman chairperson president leader leads head heads',
  wakil: 'vice deputy',
  sekretaris: 'secretary secretaries',
  bendahara: 'treasurer treasurers',
  anggota: 'member members',
  orang: 'people',
  pengurus: 'board committee officers management',
  himpunan: 'association society',
  organisasi: 'organization organisation',
  struktur: 'structure',
  divisi: 'division divisions department departments',
  visi: 'vision',
  misi: 'mission missions',
  artikel: 'article articles news post posts',
  terbaru: 'latest newest recent',
  baru: 'new',
  tentang: 'about',
  kontak: 'contact',
  alamat: 'address',
  sekretariat: 'office secretariat',
  foto: 'photos photo pictures',
  dokumentasi: 'documentation',
  kegiatan: 'events activities',
  jumlah: 'total count',
  daftar: 'list',
  tampilkan: 'show',
  bergabung: 'join',
  mendaftar: 'register',
  sejarah: 'history',
};
/** Keyed by visitors' words, so a Map: `constructor` or `toString` must not find Object.prototype. */
const WORDS = new Map(
  Object.entries(ENGLISH_FOR).flatMap(([indonesian, english]) =>
    english.split(' ').map((w) => [w, indonesian] as const),
  ),
);

const FILLER = wordSet(
  'is are was were be the a an of does do did have has there me please to in at for on can could would tell give us our its their this that i you your held take place',
);

/** Function words of each language (no word is in both); content words (names, topics) say nothing. */
const ENGLISH_WORDS = wordSet(
  'the is are was were what who whom which where when how does do did can could would will you your there about of and to in on for with please tell show me my any have has this that hello thanks thank',
);
const INDONESIAN_WORDS = wordSet(
  'apa siapa yang ada berapa di dan itu ini tentang bagaimana gimana kapan dimana mana saja untuk dari dengan tidak ya dong kak min adalah bisa saya aku kamu apakah ke sih mau ingin tolong mohon halo terima kasih atau juga sudah belum akan',
);

/** The question's language by its function words: English when it has more English than Indonesian ones. */
export function questionLanguage(question: string): 'id' | 'en' {
  const list = question.toLowerCase().split(/[^a-z']+/);
  const count = (known: Set<string>) => list.filter((word) => known.has(word)).length;
  return count(ENGLISH_WORDS) > count(INDONESIAN_WORDS) ? 'en' : 'id';
}

/** The Indonesian reading of an English question (`questionLanguage` says whether it is one). */
export function englishToIndonesian(question: string): string {
  let text = question.toLowerCase();
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  return text
    .replace(/[a-z']+/g, (word) => (FILLER.has(word) ? '' : (WORDS.get(word) ?? word)))
    .replace(/\s+/g, ' ')
    .trim();
}
