import { ledDivisions } from '@hmti/contract';
import { englishToIndonesian } from './english';
import { detectIntent, type ContactWant, type CountTarget, type Intent } from './intents';
import { articleHref, type KnowledgeBase, type Passage } from './knowledge';
import { STOP_WORDS, words } from './text';

/**
 * The assistant that needs no outside service: it answers in Indonesian Markdown from the site's own
 * data (intents for the typical questions, BM25 retrieval for the rest) and says so when it does not know.
 */

export const NOT_FOUND_PREFIX = 'Maaf, saya belum menemukan informasi tentang itu';
/** Below this share of the question's weight in the best passage, a match is too thin to answer with. */
const MIN_COVERAGE = 0.5;

const CAPABILITIES = [
  'pengurus himpunan (misalnya *siapa ketua himpunan?*)',
  'visi dan misi himpunan',
  'kontak, alamat, dan media sosial',
  'artikel dan berita (misalnya *artikel tentang workshop*)',
  'galeri dokumentasi kegiatan dan divisi-divisi himpunan',
];
const capabilityList = () => CAPABILITIES.map((c) => `- ${c}`).join('\n');

const mdText = (s: string) => s.replace(/([\\[\]*_`<>])/g, '\\$1');
const mdLink = (label: string, href: string) => `[${mdText(label)}](${href.replace(/[()\s]/g, encodeURIComponent)})`;
const formatDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleDateString('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
};

export function notFoundAnswer(): string {
  return `${NOT_FOUND_PREFIX} di situs kami. Saya bisa membantu menjawab tentang:\n\n${capabilityList()}`;
}

function greeting(kb: KnowledgeBase) {
  return `Halo! Saya asisten virtual **${mdText(kb.data.settings.siteName)}**. Silakan tanya tentang:\n\n${capabilityList()}`;
}

function about(kb: KnowledgeBase) {
  const passage = kb.passages.find((p) => p.source.kind === 'about');
  return passage
    ? `**Tentang ${mdText(kb.data.settings.siteName)}**\n\n${mdText(passage.text).replace(/\n/g, '\n\n')}`
    : notFoundAnswer();
}

function vision(kb: KnowledgeBase) {
  const v = kb.visionMission.vision;
  return v ? `**Visi ${mdText(kb.data.settings.siteName)}:**\n\n${mdText(v)}` : '';
}
function mission(kb: KnowledgeBase) {
  const m = kb.visionMission.mission;
  return m.length
    ? `**Misi ${mdText(kb.data.settings.siteName)}:**\n\n${m.map((item, i) => `${i + 1}. ${mdText(item)}`).join('\n')}`
    : '';
}

// Maps: looked up with words and stored keys, which may name Object.prototype's properties.
const NETWORK_LABEL = new Map([
  ['instagram', 'Instagram'],
  ['tiktok', 'TikTok'],
  ['youtube', 'YouTube'],
  ['facebook', 'Facebook'],
]);
const handleOf = (url: string) => {
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).pop();
    return last ? (last.startsWith('@') ? last : `@${last}`) : url;
  } catch {
    return url;
  }
};
const LINK_LABEL = new Map([
  ['uinMalang', 'UIN Maulana Malik Ibrahim Malang'],
  ['fakultasSainsTeknologi', 'Fakultas Sains dan Teknologi'],
  ['jurusanTeknikInformatika', 'Jurusan Teknik Informatika'],
  ['perpustakaan', 'Perpustakaan'],
]);

function contact(kb: KnowledgeBase, wants: ContactWant[]) {
  const { contactEmail, address, socialLinks = {}, links = {} } = kb.data.settings;
  const lines: string[] = [];
  const social = (network: string) => {
    const url = Object.hasOwn(socialLinks, network) ? socialLinks[network] : undefined;
    if (url) lines.push(`- **${NETWORK_LABEL.get(network)}**: ${mdLink(handleOf(url), url)}`);
    else lines.push(`- ${NETWORK_LABEL.get(network)}: belum dicantumkan di situs.`);
  };
  for (const want of new Set(wants)) {
    if (want === 'email')
      lines.push(
        contactEmail
          ? `- **Email**: ${mdLink(contactEmail, `mailto:${contactEmail}`)}`
          : '- Email: belum dicantumkan di situs.',
      );
    if (want === 'address')
      lines.push(address ? `- **Alamat**: ${mdText(address)}` : '- Alamat: belum dicantumkan di situs.');
    if (want === 'phone')
      lines.push(
        `- Nomor telepon/WhatsApp belum dicantumkan di situs${contactEmail ? `; silakan hubungi lewat email ${mdLink(contactEmail, `mailto:${contactEmail}`)}` : ''}.`,
      );
    if (want === 'social')
      [...NETWORK_LABEL.keys()].filter((n) => Object.hasOwn(socialLinks, n) && socialLinks[n]).forEach(social);
    if (NETWORK_LABEL.has(want)) social(want);
    if (want === 'links')
      for (const [key, url] of Object.entries(links))
        if (url) lines.push(`- ${mdLink(LINK_LABEL.get(key) ?? key, url)}`);
  }
  const title = wants.every((w) => w === 'links')
    ? 'Tautan terkait'
    : `Kontak **${mdText(kb.data.settings.siteName)}**`;
  return `${title}:\n\n${[...new Set(lines)].join('\n')}`;
}

function articleList(
  items: Array<{ id: number; slug: string; title: string; excerpt?: string | null; publishedDate: string }>,
) {
  return items
    .map(
      (a, i) =>
        `${i + 1}. ${mdLink(a.title, articleHref(a))}${a.publishedDate ? ` (${formatDate(a.publishedDate)})` : ''}${a.excerpt ? `\n   ${mdText(a.excerpt)}` : ''}`,
    )
    .join('\n');
}

function latestArticles(kb: KnowledgeBase) {
  const items = kb.latestArticles(3);
  if (!items.length) return 'Belum ada artikel yang diterbitkan.';
  return `Artikel terbaru:\n\n${articleList(items)}\n\nSemua artikel ada di ${mdLink('halaman artikel', '/artikel')}.`;
}

function articles(kb: KnowledgeBase, topic: string) {
  const ranked = kb.searchArticles(topic, 3);
  const best = ranked[0];
  if (!best || best.coverage < MIN_COVERAGE) {
    const latest = kb.latestArticles(3);
    return `Maaf, saya belum menemukan artikel tentang **${mdText(topic)}**.${latest.length ? `\n\nMungkin Anda tertarik dengan artikel terbaru:\n\n${articleList(latest)}` : ''}`;
  }
  const relevant = ranked.filter((r) => r.score >= best.score * 0.35 && r.coverage >= MIN_COVERAGE);
  return `Berikut artikel tentang **${mdText(topic)}**:\n\n${articleList(relevant.map((r) => r.article))}`;
}

function library(kb: KnowledgeBase, topic: string) {
  const hits = topic
    ? kb.search(topic, 3, (p) => p.source.kind === 'library').filter((h) => h.coverage >= MIN_COVERAGE)
    : [];
  const items = hits.length
    ? hits.map((h) => h.doc)
    : kb.passages.filter((p) => p.source.kind === 'library').slice(0, 3);
  if (!items.length) return `Belum ada dokumentasi kegiatan. Lihat ${mdLink('galeri', '/library')} nanti.`;
  return `Dokumentasi kegiatan${hits.length ? ` tentang **${mdText(topic)}**` : ''}:\n\n${items.map((p) => `- **${mdText(p.heading)}**: ${mdText(p.text.split('\n')[0])}`).join('\n')}\n\nLihat semuanya di ${mdLink('galeri', '/library')}.`;
}

function divisions(kb: KnowledgeBase, question: string) {
  const asked = new Set(words(question));
  const named = kb.data.divisions.filter((d) => d.displayName && words(d.displayName).every((w) => asked.has(w)));
  if (named.length)
    return named
      .map((d) => `**Divisi ${mdText(d.displayName)}**${d.description ? `: ${mdText(d.description)}` : ''}`)
      .join('\n\n');
  // The divisions the site shows as divisions: the leadership (BPH) leads them and is not counted among them.
  const list = ledDivisions(kb.data.divisions);
  if (!list.length) return notFoundAnswer();
  return `${mdText(kb.data.settings.siteName)} memiliki ${list.length} divisi:\n\n${list.map((d) => `- **${mdText(d.displayName)}**${d.description ? `: ${mdText(d.description)}` : ''}`).join('\n')}`;
}

const baseName = (position: string) => position.replace(/\s+\d+$/, '').trim();
const EQUIVALENT = new Map([
  ['hmti', 'himpunan'],
  ['organisasi', 'himpunan'],
  ['umum', 'himpunan'],
  ['kepala', 'ketua'],
  ['koordinator', 'ketua'],
]);
const positionWords = (text: string) => words(text).map((w) => EQUIVALENT.get(w) ?? w);

interface PositionGroup {
  name: string;
  order: number;
  holders: string[];
}

function groupsOf(kb: KnowledgeBase, period: string): PositionGroup[] {
  const members = kb.membersOf(period);
  const positions = kb.positionsOf(period);
  const ordered = positions.length ? positions.map((p) => p.name) : [...new Set(members.map((m) => m.position))];
  const groups = new Map<string, PositionGroup>();
  ordered.forEach((name, i) => {
    const base = baseName(name);
    const group = groups.get(base) ?? { name: base, order: i, holders: [] };
    group.holders.push(
      ...members.filter((m) => m.position === name).map((m) => (base === name ? m.name : `${m.name} (${name})`)),
    );
    groups.set(base, group);
  });
  return [...groups.values()].filter((g) => g.holders.length);
}

const periodFor = (kb: KnowledgeBase, asked?: string) =>
  asked && kb.data.periods.includes(asked) ? asked : kb.currentPeriod;

function structure(kb: KnowledgeBase, asked?: string) {
  const period = periodFor(kb, asked);
  const groups = period ? groupsOf(kb, period) : [];
  if (!groups.length) return notFoundAnswer();
  const count = kb.membersOf(period).length;
  return `Pengurus ${mdText(kb.data.settings.siteName)} periode **${period}** (${count} orang):\n\n${groups.map((g) => `- **${mdText(g.name)}**: ${g.holders.map(mdText).join(', ')}`).join('\n')}`;
}

/** "siapa ketua himpunan?": the position (group) whose words best match the question; ties go to the higher-ranked position. */
function person(kb: KnowledgeBase, question: string, asked?: string): string | null {
  const period = periodFor(kb, asked);
  if (!period) return null;
  const asks = new Set(positionWords(question).filter((w) => !STOP_WORDS.has(w)));
  const named = kb.data.members.filter((m) => {
    const nameWords = words(m.name);
    return nameWords.length > 1 && nameWords.every((w) => asks.has(w));
  });
  if (named.length) {
    const sorted = [...named].sort(
      (a, b) => (a.period === period ? -1 : 0) - (b.period === period ? -1 : 0) || b.period.localeCompare(a.period),
    );
    return sorted
      .map((m) => `**${mdText(m.name)}** menjabat sebagai **${mdText(m.position)}** pada periode ${m.period}.`)
      .join('\n');
  }
  const scored = groupsOf(kb, period).map((g) => {
    const own = positionWords(g.name);
    const matched = own.filter((w) => asks.has(w)).length;
    // 'himpunan' or 'divisi' alone says nothing about which post is meant.
    const roleMatched = own.some((w) => asks.has(w) && w !== 'himpunan' && w !== 'divisi');
    return { g, matched: roleMatched ? matched : 0, score: matched * 2 - (own.length - matched) * 0.5 };
  });
  const top = Math.max(...scored.map((s) => s.score));
  const best = scored.filter((s) => s.matched > 0 && s.score === top).sort((a, b) => a.g.order - b.g.order);
  if (!best.length || top <= 0) return null;
  const site = mdText(kb.data.settings.siteName);
  if (best.length === 1 && best[0].g.holders.length === 1) {
    return `**${mdText(best[0].g.name)}** ${site} periode ${period} adalah **${mdText(best[0].g.holders[0])}**.`;
  }
  return `Pengurus ${site} periode ${period}:\n\n${best
    .slice(0, 12)
    .map(({ g }) => `- **${mdText(g.name)}**: ${g.holders.map(mdText).join(', ')}`)
    .join('\n')}`;
}

/** "ada berapa artikel?": the number the site itself shows (published items; members of the current period). */
function count(kb: KnowledgeBase, what: CountTarget, asked?: string): string {
  const site = mdText(kb.data.settings.siteName);
  if (what === 'articles') {
    const n = kb.articleCount;
    return n
      ? `Saat ini ada **${n} artikel** yang diterbitkan di ${site}. Semua artikel ada di ${mdLink('halaman artikel', '/artikel')}.`
      : 'Belum ada artikel yang diterbitkan.';
  }
  if (what === 'library') {
    const n = kb.libraryCount;
    return n
      ? `Saat ini ada **${n} dokumentasi** kegiatan di ${mdLink('galeri', '/library')}.`
      : 'Belum ada dokumentasi kegiatan.';
  }
  if (what === 'divisions') {
    const list = ledDivisions(kb.data.divisions);
    return list.length
      ? `${site} memiliki **${list.length} divisi**: ${list.map((d) => mdText(d.displayName)).join(', ')}.`
      : notFoundAnswer();
  }
  const period = periodFor(kb, asked);
  const n = kb.membersOf(period).length;
  return n ? `Pengurus ${site} periode **${period}** berjumlah **${n} orang**.` : notFoundAnswer();
}

function sourceLink(p: Passage): string {
  if (p.source.kind === 'article') return `\n\nSelengkapnya: ${mdLink(p.source.title, articleHref(p.source))}`;
  if (p.source.kind === 'library') return `\n\nLihat di ${mdLink('galeri', '/library')}.`;
  return '';
}

function search(kb: KnowledgeBase, question: string) {
  const hits = kb.search(question, 3);
  const best = hits[0];
  if (!best || best.coverage < MIN_COVERAGE) return notFoundAnswer();
  const passage = best.doc;
  return `Ini yang saya temukan:\n\n**${mdText(passage.heading)}**\n\n${mdText(passage.text)}${sourceLink(passage)}`;
}

export function answerIntent(kb: KnowledgeBase, question: string, intent: Intent): string {
  switch (intent.kind) {
    case 'greeting':
      return greeting(kb);
    case 'thanks':
      return 'Sama-sama! Jika ada pertanyaan lain tentang himpunan, silakan tanyakan.';
    case 'help':
      return `Saya bisa membantu menjawab tentang:\n\n${capabilityList()}`;
    case 'about':
      return about(kb);
    case 'vision':
      return vision(kb) || notFoundAnswer();
    case 'mission':
      return mission(kb) || notFoundAnswer();
    case 'visionMission':
      return [vision(kb), mission(kb)].filter(Boolean).join('\n\n') || notFoundAnswer();
    case 'contact':
      return contact(kb, intent.wants);
    case 'latestArticles':
      return latestArticles(kb);
    case 'articles':
      return articles(kb, intent.topic);
    case 'library':
      return library(kb, intent.topic);
    case 'divisions':
      return divisions(kb, question);
    case 'structure':
      return structure(kb, intent.period);
    case 'count':
      return count(kb, intent.what, intent.period);
    case 'person':
      return person(kb, question, intent.period) ?? search(kb, question);
    default:
      return search(kb, question);
  }
}

export const IMAGE_OFFLINE_NOTE = 'Maaf, dalam mode offline saya belum bisa membaca isi gambar.';

/** The offline reply to one visitor message (the image, if any, cannot be looked at offline). */
export function answerOffline(kb: KnowledgeBase, question: string, hasImage = false): string {
  const text = question.trim();
  if (!text)
    return `${IMAGE_OFFLINE_NOTE} Silakan tuliskan pertanyaan Anda. Saya bisa membantu menjawab tentang:\n\n${capabilityList()}`;
  const understood = englishToIndonesian(text);
  const answer = answerIntent(kb, understood, detectIntent(understood));
  return hasImage ? `${IMAGE_OFFLINE_NOTE}\n\n${answer}` : answer;
}
