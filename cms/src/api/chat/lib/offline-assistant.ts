import { ledDivisions, articlePath } from '@hmti/contract';
import { englishToIndonesian, questionLanguage } from './english';
import { detectIntent, type ContactWant, type CountTarget, type Intent } from './intents';
import { type KnowledgeBase, type Passage, type PassageSource, type SiteData } from './knowledge';
import { REPLIES, type Replies } from './replies';
import { STOP_WORDS, terms, wordSet, words } from './text';

/** Below this share of the question's weight in the best passage, a match is too thin to answer with. */
const MIN_COVERAGE = 0.5;

/** What every answer needs: the site's knowledge and the words of the question's language. */
interface Ctx {
  kb: KnowledgeBase;
  t: Replies;
  /** The site's name, as Markdown. */
  site: string;
}

/** A sentence followed by the list of what the assistant can answer. */
const withCapabilities = (t: Replies, lead: string) => `${lead}\n\n${t.capabilities.map((c) => `- ${c}`).join('\n')}`;

const mdText = (s: string) => s.replace(/([\\[\]*_`<>])/g, '\\$1');
const mdLink = (label: string, href: string) => `[${mdText(label)}](${href.replace(/[()\s]/g, encodeURIComponent)})`;
/** `- **name**: detail` lines: the name is escaped here, the detail is Markdown already (none: the name alone). */
const bullets = (items: Array<[name: string, detail: string]>) =>
  items.map(([name, detail]) => `- **${mdText(name)}**${detail && `: ${detail}`}`).join('\n');
const formatDate = (iso: string, locale: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
};

const notFoundAnswer = ({ t }: Ctx) => withCapabilities(t, `${t.notFound} ${t.canHelp}`);

function about(ctx: Ctx) {
  const passage = ctx.kb.passages.find((p) => p.source.kind === 'about');
  return passage ? `${ctx.t.about(ctx.site)}\n\n${mdText(passage.text).replace(/\n/g, '\n\n')}` : notFoundAnswer(ctx);
}

function vision({ kb, t, site }: Ctx) {
  const v = kb.visionMission.vision;
  return v ? `${t.vision(site)}\n\n${mdText(v)}` : '';
}
function mission({ kb, t, site }: Ctx) {
  const m = kb.visionMission.missions;
  return m.length ? `${t.mission(site)}\n\n${m.map((item, i) => `${i + 1}. ${mdText(item)}`).join('\n')}` : '';
}

// Maps: looked up with words and stored keys, which may name Object.prototype's properties.
const NETWORK_LABEL = new Map([
  ['instagram', 'Instagram'],
  ['tiktok', 'TikTok'],
  ['youtube', 'YouTube'],
  ['facebook', 'Facebook'],
]);
const handleOf = (url: string) => {
  const last = URL.parse(url)?.pathname.split('/').filter(Boolean).pop();
  return last ? (last.startsWith('@') ? last : `@${last}`) : url;
};
const LINK_LABEL = new Map([
  ['uinMalang', 'UIN Maulana Malik Ibrahim Malang'],
  ['fakultasSainsTeknologi', 'Fakultas Sains dan Teknologi'],
  ['jurusanTeknikInformatika', 'Jurusan Teknik Informatika'],
  ['perpustakaan', 'Perpustakaan'],
]);

function contact({ kb, t, site }: Ctx, wants: ContactWant[]) {
  const { contactEmail, address, socialLinks = {}, links = {} } = kb.data.settings;
  const lines: string[] = [];
  const emailLink = contactEmail ? mdLink(contactEmail, `mailto:${contactEmail}`) : null;
  /** `- **label**: detail`, or that the site does not list it. */
  const listed = (label: string, detail: string | null | undefined) =>
    lines.push(detail ? bullets([[label, detail]]) : `- ${t.notListed(label)}`);
  const social = (network: string) => {
    const url = socialLinks[network];
    listed(NETWORK_LABEL.get(network) ?? network, url && mdLink(handleOf(url), url));
  };
  for (const want of new Set(wants)) {
    if (want === 'email') listed('Email', emailLink);
    if (want === 'address') listed(t.addressLabel, address && mdText(address));
    if (want === 'phone') lines.push(`- ${t.noPhone(emailLink)}`);
    if (want === 'social') [...NETWORK_LABEL.keys()].filter((n) => socialLinks[n]).forEach(social);
    if (NETWORK_LABEL.has(want)) social(want);
    if (want === 'links')
      for (const [key, url] of Object.entries(links))
        if (url) lines.push(`- ${mdLink(LINK_LABEL.get(key) ?? key, url)}`);
  }
  const title = wants.every((w) => w === 'links') ? t.relatedLinks : t.contactOf(site);
  return `${title}:\n\n${[...new Set(lines)].join('\n')}`;
}

function articleList(t: Replies, items: SiteData['articles']) {
  return items
    .map(
      (a, i) =>
        `${i + 1}. ${mdLink(a.title, articlePath(a))}${a.publishedDate ? ` (${formatDate(a.publishedDate, t.locale)})` : ''}${a.excerpt ? `\n   ${mdText(a.excerpt)}` : ''}`,
    )
    .join('\n');
}

const articlesPageLink = (t: Replies) => mdLink(t.articlesPage, '/artikel');
const galleryLink = (t: Replies) => mdLink(t.gallery, '/library');

function latestArticles({ kb, t }: Ctx) {
  const items = kb.latestArticles(3);
  if (!items.length) return t.noArticles;
  return `${t.latestArticles}\n\n${articleList(t, items)}\n\n${t.allArticles(articlesPageLink(t))}`;
}

function articles({ kb, t }: Ctx, topic: string) {
  const ranked = kb.searchArticles(topic, 3);
  const best = ranked[0];
  if (!best || best.coverage < MIN_COVERAGE) {
    const latest = kb.latestArticles(3);
    return `${t.noArticleAbout(mdText(topic))}${latest.length ? `\n\n${t.latestInstead}\n\n${articleList(t, latest)}` : ''}`;
  }
  const relevant = ranked
    .filter((r) => r.score >= best.score * 0.35 && r.coverage >= MIN_COVERAGE)
    .map((r) => r.article);
  return `${t.articlesAbout(mdText(topic))}\n\n${articleList(t, relevant)}`;
}

function library({ kb, t }: Ctx, topic: string) {
  const hits = kb.index.search(topic, 3, (p) => p.source.kind === 'library').filter((h) => h.coverage >= MIN_COVERAGE);
  const items = hits.length
    ? hits.map((h) => h.doc)
    : kb.passages.filter((p) => p.source.kind === 'library').slice(0, 3);
  if (!items.length) return t.noLibrary(galleryLink(t));
  const list = bullets(items.map((p) => [p.heading, mdText(p.text.split('\n')[0])]));
  return `${t.library(hits.length ? mdText(topic) : null)}\n\n${list}\n\n${t.seeAll(galleryLink(t))}`;
}

function divisions(ctx: Ctx, question: string) {
  const { kb, t, site } = ctx;
  const asked = new Set(words(question));
  const named = kb.data.divisions.filter((d) => d.displayName && words(d.displayName).every((w) => asked.has(w)));
  if (named.length)
    return named
      .map((d) => `**${t.division(mdText(d.displayName))}**${d.description ? `: ${mdText(d.description)}` : ''}`)
      .join('\n\n');
  // The divisions the site shows as divisions: the leadership (BPH) leads them and is not counted among them.
  const list = ledDivisions(kb.data.divisions);
  if (!list.length) return notFoundAnswer(ctx);
  return `${t.divisionsOf(site, list.length)}\n\n${bullets(list.map((d) => [d.displayName, d.description ? mdText(d.description) : '']))}`;
}

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
  holders: string[];
}

/** The period's positions in display order, numbered ones (Anggota 1, 2…) grouped under their base name. */
function groupsOf(kb: KnowledgeBase, period: string): PositionGroup[] {
  const members = kb.membersOf(period);
  const positions = kb.data.positions.filter((p) => p.period === period).sort((a, b) => a.order - b.order);
  const ordered = positions.length ? positions.map((p) => p.name) : [...new Set(members.map((m) => m.position))];
  const groups = new Map<string, PositionGroup>();
  ordered.forEach((name) => {
    const base = name.replace(/\s+\d+$/, '').trim();
    const group = groups.get(base) ?? { name: base, holders: [] };
    group.holders.push(
      ...members.filter((m) => m.position === name).map((m) => (base === name ? m.name : `${m.name} (${name})`)),
    );
    groups.set(base, group);
  });
  return [...groups.values()].filter((g) => g.holders.length);
}

const groupList = (groups: PositionGroup[]) => bullets(groups.map((g) => [g.name, g.holders.map(mdText).join(', ')]));

const periodFor = (kb: KnowledgeBase, asked?: string) =>
  asked && kb.data.periods.includes(asked) ? asked : kb.currentPeriod;

function structure(ctx: Ctx, asked?: string) {
  const { kb, t, site } = ctx;
  const period = periodFor(kb, asked);
  const groups = period ? groupsOf(kb, period) : [];
  if (!period || !groups.length) return notFoundAnswer(ctx);
  return `${t.boardCount(site, period, kb.membersOf(period).length)}\n\n${groupList(groups)}`;
}

/** "siapa ketua himpunan?": the position (group) whose words best match the question; ties go to the higher-ranked position. */
function person({ kb, t, site }: Ctx, question: string, asked?: string): string | null {
  const period = periodFor(kb, asked);
  if (!period) return null;
  const asks = new Set(positionWords(question).filter((w) => !STOP_WORDS.has(w)));
  const named = kb.data.members.filter((m) => {
    const nameWords = words(m.name);
    return nameWords.length > 1 && nameWords.every((w) => asks.has(w));
  });
  if (named.length)
    return named
      .sort((a, b) => Number(b.period === period) - Number(a.period === period) || b.period.localeCompare(a.period))
      .map((m) => t.holds(mdText(m.name), mdText(m.position), m.period))
      .join('\n');
  const scored = groupsOf(kb, period).map((g) => {
    const own = positionWords(g.name);
    const matched = own.filter((w) => asks.has(w)).length;
    // 'himpunan' or 'divisi' alone says nothing about which post is meant.
    const roleMatched = own.some((w) => asks.has(w) && w !== 'himpunan' && w !== 'divisi');
    return { g, matched: roleMatched ? matched : 0, score: matched * 2 - (own.length - matched) * 0.5 };
  });
  const top = Math.max(...scored.map((s) => s.score));
  const best = scored.filter((s) => s.matched > 0 && s.score === top);
  if (!best.length || top <= 0) return null;
  if (best.length === 1 && best[0].g.holders.length === 1)
    return t.holderOf(mdText(best[0].g.name), site, period, mdText(best[0].g.holders[0]));
  return `${t.boardOf(site, period)}\n\n${groupList(best.slice(0, 12).map((s) => s.g))}`;
}

/** "ada berapa artikel?": the number the site itself shows (published items; members of the current period). */
function count(ctx: Ctx, what: CountTarget, asked?: string): string {
  const { kb, t, site } = ctx;
  if (what === 'articles') {
    const n = kb.data.counts?.articles ?? kb.data.articles.length;
    return n ? t.articleCount(n, site, articlesPageLink(t)) : t.noArticles;
  }
  if (what === 'library') {
    const n = kb.data.counts?.library ?? kb.data.library.length;
    return n ? t.libraryCount(n, galleryLink(t)) : t.noLibraryYet;
  }
  if (what === 'divisions') {
    const list = ledDivisions(kb.data.divisions);
    return list.length
      ? t.divisionCount(site, list.length, list.map((d) => mdText(d.displayName)).join(', '))
      : notFoundAnswer(ctx);
  }
  const period = periodFor(kb, asked);
  const n = kb.membersOf(period).length;
  return period && n ? t.memberCount(site, period, n) : notFoundAnswer(ctx);
}

function sourceLink(t: Replies, p: Passage): string {
  if (p.source.kind === 'article') return `\n\n${t.readMore(mdLink(p.source.title, articlePath(p.source)))}`;
  if (p.source.kind === 'library') return `\n\n${t.seeGallery(galleryLink(t))}`;
  return '';
}

function search(ctx: Ctx, question: string) {
  const hits = ctx.kb.index.search(question, 3);
  const best = hits[0];
  if (!best || best.coverage < MIN_COVERAGE) return notFoundAnswer(ctx);
  const passage = best.doc;
  return `${ctx.t.found}\n\n**${mdText(passage.heading)}**\n\n${mdText(passage.text)}${sourceLink(ctx.t, passage)}`;
}

const MONTHS =
  'januari|februari|maret|april|mei|juni|juli|agustus|september|oktober|november|desember|january|february|march|may|june|july|august|october|december|jan|feb|mar|apr|jun|jul|agu|agt|aug|sep|sept|okt|oct|nov|des|dec';
/** A date or a time as articles write them: '1–14 September', '8 Nov 2026', 'March 3', '12/10/2026', 'pukul 19.00'. */
const DATE = new RegExp(
  `\\b\\d{1,2}(?:\\s*[–-]\\s*\\d{1,2})?\\s+(?:${MONTHS})\\b|\\b(?:${MONTHS})\\s+\\d{1,2}\\b|\\b\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}\\b|\\b(?:pukul|jam)\\s+\\d{1,2}[.:]\\d{2}\\b`,
  'i',
);

/** Words of a "when" question that ask for the time, not for what happens (no article needs to contain them). */
const WHEN_WORDS = wordSet(
  'kapan tanggal berapa jadwal jam pukul hari acara kegiatan diadakan dilaksanakan diselenggarakan digelar berlangsung dimulai mulai selesai',
);

const sameSource = (a: PassageSource, b: PassageSource) =>
  a.kind === b.kind && (!('id' in a) || !('id' in b) || a.id === b.id);

/**
 * "kapan <kegiatan>?": the sentence that writes a date or a time in the article (or gallery item) the question is
 * about — of its sentences with a date, the one sharing most words with the question — quoted with its source.
 * Without one, the passage search answers.
 */
function when(ctx: Ctx, question: string) {
  const { kb, t } = ctx;
  const topic = words(question)
    .filter((w) => !WHEN_WORDS.has(w))
    .join(' ');
  const hits = kb.index.search(topic, 10, (p) => p.source.kind === 'article' || p.source.kind === 'library');
  const best = hits[0];
  const asked = new Set(terms(question));
  for (const hit of hits) {
    if (hit.coverage < MIN_COVERAGE || hit.score < best.score * 0.5) continue;
    const source = hit.doc.source;
    const sentences = kb.passages
      .filter((p) => sameSource(p.source, source))
      .flatMap((p) => p.text.split(/\n|(?<=[.!?])\s+/))
      .filter((sentence) => DATE.test(sentence));
    if (!sentences.length) continue;
    const shared = (sentence: string) => terms(sentence).filter((w) => asked.has(w)).length;
    const sentence = sentences.reduce((a, b) => (shared(b) > shared(a) ? b : a));
    const link =
      source.kind === 'article' ? mdLink(source.title, articlePath(source)) : mdLink(hit.doc.heading, '/library');
    return `${t.accordingTo(link)}\n\n${mdText(sentence.trim())}`;
  }
  return search(ctx, question);
}

type Answer<K extends Intent['kind']> = (ctx: Ctx, question: string, intent: Extract<Intent, { kind: K }>) => string;

const ANSWERS: { [K in Intent['kind']]: Answer<K> } = {
  greeting: ({ t, site }) => withCapabilities(t, t.greeting(site)),
  thanks: ({ t }) => t.thanks,
  help: ({ t }) => withCapabilities(t, t.canHelp),
  about,
  vision: (ctx) => vision(ctx) || notFoundAnswer(ctx),
  mission: (ctx) => mission(ctx) || notFoundAnswer(ctx),
  visionMission: (ctx) => [vision(ctx), mission(ctx)].filter(Boolean).join('\n\n') || notFoundAnswer(ctx),
  contact: (ctx, _, { wants }) => contact(ctx, wants),
  latestArticles,
  articles: (ctx, _, { topic }) => articles(ctx, topic),
  library: (ctx, _, { topic }) => library(ctx, topic),
  divisions,
  structure: (ctx, _, { period }) => structure(ctx, period),
  count: (ctx, _, { what, period }) => count(ctx, what, period),
  person: (ctx, question, { period }) => person(ctx, question, period) ?? search(ctx, question),
  when,
  search,
};

/**
 * The assistant that needs no outside service: it answers one visitor message in Markdown, in the question's language
 * (Indonesian or English), from the site's own data (intents for the typical questions, BM25 retrieval for the rest),
 * and says so when it does not know. An English question is read in Indonesian words, which the intents and the search
 * understand; an image cannot be looked at offline.
 */
export function answerOffline(kb: KnowledgeBase, question: string, hasImage = false): string {
  const text = question.trim();
  const lang = questionLanguage(text);
  const ctx: Ctx = { kb, t: REPLIES[lang], site: mdText(kb.data.settings.siteName) };
  if (!text) return withCapabilities(ctx.t, `${ctx.t.imageNote} ${ctx.t.writeQuestion} ${ctx.t.canHelp}`);
  const understood = lang === 'en' ? englishToIndonesian(text) : text;
  const intent = detectIntent(understood);
  const answer = (ANSWERS[intent.kind] as Answer<Intent['kind']>)(ctx, understood, intent);
  return hasImage ? `${ctx.t.imageNote}\n\n${answer}` : answer;
}
