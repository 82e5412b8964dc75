/**
 * The offline assistant's own words in each language it answers in (the question's). What it quotes from the site
 * (names, positions, article titles and texts) stays as the site writes it. Arguments are Markdown already escaped.
 */
const id = {
  notFound: 'Maaf, saya belum menemukan informasi tentang itu di situs kami.',
  canHelp: 'Saya bisa membantu menjawab tentang:',
  capabilities: [
    'pengurus himpunan (misalnya *siapa ketua himpunan?*)',
    'visi dan misi himpunan',
    'kontak, alamat, dan media sosial',
    'artikel dan berita (misalnya *artikel tentang workshop*)',
    'jadwal kegiatan yang ditulis di artikel (misalnya *kapan open recruitment?*)',
    'galeri dokumentasi kegiatan dan divisi-divisi himpunan',
  ],
  greeting: (site: string) => `Halo! Saya asisten virtual **${site}**. Silakan tanya tentang:`,
  thanks: 'Sama-sama! Jika ada pertanyaan lain tentang himpunan, silakan tanyakan.',
  about: (site: string) => `**Tentang ${site}**`,
  vision: (site: string) => `**Visi ${site}:**`,
  mission: (site: string) => `**Misi ${site}:**`,
  notListed: (what: string) => `${what}: belum dicantumkan di situs.`,
  addressLabel: 'Alamat',
  noPhone: (email: string | null) =>
    `Nomor telepon/WhatsApp belum dicantumkan di situs${email ? `; silakan hubungi lewat email ${email}` : ''}.`,
  relatedLinks: 'Tautan terkait',
  contactOf: (site: string) => `Kontak **${site}**`,
  /** A calendar day: '1 September 2026' / '1 September 2026'. */
  locale: 'id-ID',
  noArticles: 'Belum ada artikel yang diterbitkan.',
  latestArticles: 'Artikel terbaru:',
  articlesPage: 'halaman artikel',
  allArticles: (link: string) => `Semua artikel ada di ${link}.`,
  noArticleAbout: (topic: string) => `Maaf, saya belum menemukan artikel tentang **${topic}**.`,
  latestInstead: 'Mungkin Anda tertarik dengan artikel terbaru:',
  articlesAbout: (topic: string) => `Berikut artikel tentang **${topic}**:`,
  gallery: 'galeri',
  noLibrary: (link: string) => `Belum ada dokumentasi kegiatan. Lihat ${link} nanti.`,
  library: (topic: string | null) => (topic ? `Dokumentasi kegiatan tentang **${topic}**:` : 'Dokumentasi kegiatan:'),
  seeAll: (link: string) => `Lihat semuanya di ${link}.`,
  division: (name: string) => `Divisi ${name}`,
  divisionsOf: (site: string, n: number) => `${site} memiliki ${n} divisi:`,
  boardOf: (site: string, period: string) => `Pengurus ${site} periode ${period}:`,
  boardCount: (site: string, period: string, n: number) => `Pengurus ${site} periode **${period}** (${n} orang):`,
  memberCount: (site: string, period: string, n: number) =>
    `Pengurus ${site} periode **${period}** berjumlah **${n} orang**.`,
  holds: (name: string, position: string, period: string) =>
    `**${name}** menjabat sebagai **${position}** pada periode ${period}.`,
  holderOf: (position: string, site: string, period: string, holder: string) =>
    `**${position}** ${site} periode ${period} adalah **${holder}**.`,
  articleCount: (n: number, site: string, link: string) =>
    `Saat ini ada **${n} artikel** yang diterbitkan di ${site}. Semua artikel ada di ${link}.`,
  libraryCount: (n: number, link: string) => `Saat ini ada **${n} dokumentasi** kegiatan di ${link}.`,
  noLibraryYet: 'Belum ada dokumentasi kegiatan.',
  divisionCount: (site: string, n: number, names: string) => `${site} memiliki **${n} divisi**: ${names}.`,
  readMore: (link: string) => `Selengkapnya: ${link}`,
  seeGallery: (link: string) => `Lihat di ${link}.`,
  found: 'Ini yang saya temukan:',
  /** A date written in an article: where it was found. */
  accordingTo: (link: string) => `Menurut artikel ${link}:`,
  imageNote: 'Maaf, dalam mode offline saya belum bisa membaca isi gambar.',
  writeQuestion: 'Silakan tuliskan pertanyaan Anda.',
};

/** The texts' shape, set by the Indonesian ones: every language has them all. */
export type Replies = typeof id;

const en: Replies = {
  notFound: 'Sorry, I could not find anything about that on our site.',
  canHelp: 'I can help with:',
  capabilities: [
    'the board (for example *who is the chair?*)',
    'the vision and mission',
    'contact details, the address and social media',
    'articles and news (for example *articles about workshops*)',
    'dates written in articles (for example *when is the open recruitment?*)',
    'the activity gallery and the divisions',
  ],
  greeting: (site) => `Hello! I am the virtual assistant of **${site}**. Ask me about:`,
  thanks: "You're welcome! If you have another question about the association, just ask.",
  about: (site) => `**About ${site}**`,
  vision: (site) => `**Vision of ${site}:**`,
  mission: (site) => `**Mission of ${site}:**`,
  notListed: (what) => `${what}: not listed on the site yet.`,
  addressLabel: 'Address',
  noPhone: (email) => `No phone or WhatsApp number is listed on the site${email ? `; please write to ${email}` : ''}.`,
  relatedLinks: 'Related links',
  contactOf: (site) => `Contact **${site}**`,
  locale: 'en-GB',
  noArticles: 'No articles have been published yet.',
  latestArticles: 'Latest articles:',
  articlesPage: 'articles page',
  allArticles: (link) => `All articles are on the ${link}.`,
  noArticleAbout: (topic) => `Sorry, I found no article about **${topic}**.`,
  latestInstead: 'Perhaps you would like the latest articles:',
  articlesAbout: (topic) => `Articles about **${topic}**:`,
  gallery: 'gallery',
  noLibrary: (link) => `There is no documentation of activities yet. See the ${link} later.`,
  library: (topic) => (topic ? `Documentation of activities about **${topic}**:` : 'Documentation of activities:'),
  seeAll: (link) => `See everything in the ${link}.`,
  division: (name) => `${name} division`,
  divisionsOf: (site, n) => `${site} has ${n} divisions:`,
  boardOf: (site, period) => `The board of ${site} for ${period}:`,
  boardCount: (site, period, n) => `The board of ${site} for **${period}** (${n} people):`,
  memberCount: (site, period, n) => `The board of ${site} for **${period}** has **${n} people**.`,
  holds: (name, position, period) => `**${name}** is **${position}** for ${period}.`,
  holderOf: (position, site, period, holder) => `The **${position}** of ${site} for ${period} is **${holder}**.`,
  articleCount: (n, site, link) => `There are **${n} articles** published on ${site}. All articles are on the ${link}.`,
  libraryCount: (n, link) => `There are **${n} documented activities** in the ${link}.`,
  noLibraryYet: 'There is no documentation of activities yet.',
  divisionCount: (site, n, names) => `${site} has **${n} divisions**: ${names}.`,
  readMore: (link) => `Read more: ${link}`,
  seeGallery: (link) => `See the ${link}.`,
  found: 'This is what I found:',
  accordingTo: (link) => `According to the article ${link}:`,
  imageNote: 'Sorry, offline I cannot read pictures yet.',
  writeQuestion: 'Please write your question.',
};

export const REPLIES = { id, en };
