/**
 * Indonesian text → search terms: lowercase, accents and punctuation dropped, common abbreviations
 * expanded, stop-words removed and a light affix stemmer (me-/ber-/di-/ter-/pe(N)-, -nya/-lah/-kah/-kan/-an).
 */

export const wordSet = (list: string) => new Set(list.split(/\s+/));

export const STOP_WORDS = wordSet(
  'ada adalah agar akan aku anda apa apakah atau bagaimana bagi bahwa banyak beberapa begitu belum berapa bisa boleh buat bukan ' +
    'dalam dan dapat dari dengan di dia dimana dong hal harus hanya ia ialah ini itu jadi jika juga kah kalau kami kamu kan kapan ' +
    'karena ke kenapa kepada ketika kita lagi lah lain lalu maka mana masih mau melalui mengapa menjadi mereka nya oleh pada para ' +
    'per pun saja saya sebagai secara sedang sejak semua sendiri seperti serta siapa silakan sudah supaya tahu tanpa telah tentang ' +
    'tersebut tidak tolong ya yaitu yakni yang the a an of and to in is what who mohon sih deh nih tuh kak min admin ' +
    'bisakah adakah berikan beri kasih sebutkan jelaskan info informasi cara gimana',
);

/** Visitors' spellings and abbreviations → the site's words (a Map: `constructor` must not find Object.prototype). */
const ALIASES = new Map<string, string>([
  ['ig', 'instagram'],
  ['insta', 'instagram'],
  ['fb', 'facebook'],
  ['yt', 'youtube'],
  ['tt', 'tiktok'],
  ['wa', 'whatsapp'],
  ['surel', 'email'],
  ['mail', 'email'],
  ['himatif', 'hmti'],
  ['ketum', 'ketua himpunan'],
  ['kahim', 'ketua himpunan'],
  ['waketum', 'wakil ketua himpunan'],
  ['wakahim', 'wakil ketua himpunan'],
  ['sekum', 'sekretaris'],
  ['bendum', 'bendahara'],
  ['sosmed', 'medsos'],
  ['berita', 'artikel'],
  ['postingan', 'artikel'],
  ['tulisan', 'artikel'],
]);

/** Words that look affixed but are roots (stripping them would merge unrelated words, e.g. divisi → visi). */
const PROTECTED = wordSet(
  'divisi digital diskusi dimensi direktur disiplin diploma dinas media medinfo berita terima bersih teman bulan jalan taman tahun kawan depan ikan tujuan makan',
);

const VOWEL = /^[aiueo]/;

/** Light, conservative stemming: only strips when a root of at least four letters remains. */
export function stem(word: string): string {
  if (word.length < 5 || /\d/.test(word) || PROTECTED.has(word)) return word;
  let w = word;
  const particle = ['lah', 'kah', 'pun', 'nya'].find((s) => w.endsWith(s) && w.length - s.length >= 4);
  if (particle) w = w.slice(0, -particle.length);
  const suffix = ['kan', 'an'].find((s) => w.endsWith(s) && w.length - s.length >= 4 && !PROTECTED.has(w));
  if (suffix) w = w.slice(0, -suffix.length);
  /** Drops a prefix the caller has matched (putting back a root's first letter) when four letters remain. */
  const strip = (prefix: string, restore = '') => {
    const root = restore + w.slice(prefix.length);
    if (root.length >= 4) w = root;
  };
  if (w.startsWith('meny') && VOWEL.test(w.slice(4))) strip('meny', 's');
  else if (w.startsWith('meng')) strip('meng');
  else if (w.startsWith('mem') && /^[bpf]/.test(w.slice(3))) strip('mem');
  else if (w.startsWith('men') && /^[cdjtz]/.test(w.slice(3))) strip('men');
  else if (w.startsWith('men') && VOWEL.test(w.slice(3))) strip('men', 't');
  else if (w.startsWith('me') && /^[lrwy]/.test(w.slice(2))) strip('me');
  else if (w.startsWith('bel') && w.slice(3).startsWith('ajar')) strip('bel');
  else if (w.startsWith('ber')) strip('ber');
  else if (w.startsWith('ter')) strip('ter');
  else if (w.startsWith('di')) strip('di');
  else if (w.startsWith('peny') && VOWEL.test(w.slice(4))) strip('peny', 's');
  else if (w.startsWith('peng') && /^[aiueoghk]/.test(w.slice(4))) strip('peng');
  else if (w.startsWith('pem') && /^[bpf]/.test(w.slice(3))) strip('pem');
  else if (w.startsWith('pen') && /^[cdjtz]/.test(w.slice(3))) strip('pen');
  return w;
}

/** Lowercased words without accents or punctuation (no stop-word removal, no stemming). */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/e-mail/g, 'email')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .flatMap((w) => (ALIASES.get(w) ?? w).split(' '));
}

/** Search terms of a text: words minus stop-words, stemmed. */
export function terms(text: string): string[] {
  return words(text)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map(stem);
}
