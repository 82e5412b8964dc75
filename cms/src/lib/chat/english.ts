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
  'is are was were be the a an of does do did have has there me please to in at for on can could would tell give us our its their this that i you your'.split(
    ' ',
  ),
);
/** Words that mark a question as English (none of them is an Indonesian word). */
const ENGLISH_MARKERS = new Set([
  'who',
  'what',
  'where',
  'which',
  'how',
  'is',
  'are',
  'the',
  'does',
  'show',
  'tell',
  'there',
  'hello',
  'thank',
]);

export function looksEnglish(question: string): boolean {
  return question
    .toLowerCase()
    .split(/[^a-z']+/)
    .some((w) => ENGLISH_MARKERS.has(w));
}

/** The Indonesian reading of an English question; other questions are returned unchanged. */
export function englishToIndonesian(question: string): string {
  if (!looksEnglish(question)) return question;
  let text = question.toLowerCase();
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  return text
    .replace(/[a-z']+/g, (word) => (FILLER.has(word) ? '' : (WORDS.get(word) ?? word)))
    .replace(/\s+/g, ' ')
    .trim();
}
