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

/** Keyed by visitors' words, so a Map: `constructor` or `toString` must not find Object.prototype. */
const WORDS = new Map<string, string>(
  Object.entries({
    who: 'siapa',
    whom: 'siapa',
    what: 'apa',
    which: 'apa',
    where: 'dimana',
    when: 'kapan',
    date: 'tanggal',
    schedule: 'jadwal',
    registration: 'pendaftaran',
    interview: 'wawancara',
    announcement: 'pengumuman',
    tournament: 'turnamen',
    competition: 'lomba',
    training: 'pelatihan',
    visit: 'kunjungan',
    meeting: 'rapat',
    located: 'lokasi',
    location: 'lokasi',
    how: 'bagaimana',
    chair: 'ketua',
    chairs: 'ketua',
    chairman: 'ketua',
    chairwoman: 'ketua',
    chairperson: 'ketua',
    president: 'ketua',
    leader: 'ketua',
    leads: 'ketua',
    head: 'ketua',
    heads: 'ketua',
    vice: 'wakil',
    deputy: 'wakil',
    secretary: 'sekretaris',
    secretaries: 'sekretaris',
    treasurer: 'bendahara',
    treasurers: 'bendahara',
    member: 'anggota',
    members: 'anggota',
    people: 'orang',
    board: 'pengurus',
    committee: 'pengurus',
    officers: 'pengurus',
    management: 'pengurus',
    association: 'himpunan',
    society: 'himpunan',
    organization: 'organisasi',
    organisation: 'organisasi',
    structure: 'struktur',
    division: 'divisi',
    divisions: 'divisi',
    department: 'divisi',
    departments: 'divisi',
    vision: 'visi',
    mission: 'misi',
    missions: 'misi',
    article: 'artikel',
    articles: 'artikel',
    news: 'artikel',
    post: 'artikel',
    posts: 'artikel',
    latest: 'terbaru',
    newest: 'terbaru',
    recent: 'terbaru',
    new: 'baru',
    about: 'tentang',
    contact: 'kontak',
    address: 'alamat',
    office: 'sekretariat',
    secretariat: 'sekretariat',
    photos: 'foto',
    photo: 'foto',
    pictures: 'foto',
    documentation: 'dokumentasi',
    events: 'kegiatan',
    activities: 'kegiatan',
    total: 'jumlah',
    count: 'jumlah',
    list: 'daftar',
    show: 'tampilkan',
    join: 'bergabung',
    register: 'mendaftar',
    history: 'sejarah',
  }),
);

const FILLER = new Set(
  'is are was were be the a an of does do did have has there me please to in at for on can could would tell give us our its their this that i you your held take place'.split(
    ' ',
  ),
);
/** The languages the assistant answers in: the language of the question. */
export type Lang = 'id' | 'en';

/** Function words of each language (no word is in both); content words (names, topics) say nothing. */
const ENGLISH_WORDS = new Set(
  'the is are was were what who whom which where when how does do did can could would will you your there about of and to in on for with please tell show me my any have has this that hello thanks thank'.split(
    ' ',
  ),
);
const INDONESIAN_WORDS = new Set(
  'apa siapa yang ada berapa di dan itu ini tentang bagaimana gimana kapan dimana mana saja untuk dari dengan tidak ya dong kak min adalah bisa saya aku kamu apakah ke sih mau ingin tolong mohon halo terima kasih atau juga sudah belum akan'.split(
    ' ',
  ),
);

/** The question's language by its function words: English when it has more English than Indonesian ones. */
export function questionLanguage(question: string): Lang {
  let english = 0;
  let indonesian = 0;
  for (const word of question.toLowerCase().split(/[^a-z']+/)) {
    if (ENGLISH_WORDS.has(word)) english += 1;
    if (INDONESIAN_WORDS.has(word)) indonesian += 1;
  }
  return english > indonesian ? 'en' : 'id';
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
