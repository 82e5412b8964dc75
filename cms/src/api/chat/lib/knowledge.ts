import { parseVisionMission, type VisionMission } from '@hmti/contract';
import { Bm25Index } from './bm25';
import { currentPeriodOf } from '../../../lib/periods';
import { htmlToText } from '../../../lib/html-text';

/** The site's own data the assistant may answer from (a snapshot, rebuilt when content changes). */
export interface SiteData {
  settings: {
    siteName: string;
    siteTagline?: string;
    siteDescription?: string;
    aboutUs?: string;
    visionMission?: string;
    contactEmail?: string;
    address?: string;
    socialLinks?: Record<string, string>;
    links?: Record<string, string>;
  };
  articles: Array<{
    id: number;
    slug: string;
    title: string;
    excerpt?: string | null;
    content?: string | null;
    tags?: string[] | null;
    /** When it went public (its scheduled time for a scheduled article). */
    publishedDate: string;
  }>;
  library: Array<{
    id: number;
    title: string;
    description?: string | null;
    fullDescription?: string | null;
  }>;
  /** Newest period first. */
  periods: string[];
  /** Positions of every period, in their display order. */
  positions: Array<{ period: string; name: string; order: number }>;
  members: Array<{ name: string; position: string; period: string }>;
  /** Every division, the leadership's (BPH) included; `name` is its key. */
  divisions: Array<{ name: string; displayName: string; description?: string | null }>;
  /** Published totals when the lists above are capped; the list lengths otherwise. */
  counts?: { articles: number; library: number };
}

export type PassageSource =
  | { kind: 'article'; id: number; slug: string; title: string }
  | { kind: 'library'; id: number; title: string }
  | { kind: 'about' | 'vision' | 'mission' | 'contact' | 'division' | 'member' };

export interface Passage {
  source: PassageSource;
  /** Heading shown with the passage (article title, section heading…). */
  heading: string;
  text: string;
}

/** Article HTML cut into passages at its h2/h3 headings. */
function articleSections(html: string) {
  const [lead, ...parts] = html.split(/<h[23][^>]*>/i);
  return [
    { heading: '', text: htmlToText(lead) },
    ...parts.map((part) => {
      const [head, ...rest] = part.split(/<\/h[23]>/i);
      return { heading: htmlToText(head), text: htmlToText(rest.join(' ')) };
    }),
  ].filter((s) => s.text);
}

const MAX_PASSAGE_CHARS = 1200;
const MAX_SECTIONS_PER_ARTICLE = 30;
const clip = (s: string) => (s.length > MAX_PASSAGE_CHARS ? `${s.slice(0, MAX_PASSAGE_CHARS)}…` : s);
/** The parts that are not empty, one per line. */
const lines = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join('\n');

export class KnowledgeBase {
  readonly passages: Passage[] = [];
  readonly index: Bm25Index<Passage>;
  /** The period the site shows as current (`currentPeriodOf`). */
  readonly currentPeriod: string | undefined;
  readonly visionMission: VisionMission;

  constructor(readonly data: SiteData) {
    const { siteName, aboutUs, siteDescription, siteTagline, contactEmail, address } = data.settings;
    this.visionMission = parseVisionMission(data.settings.visionMission);
    this.currentPeriod = currentPeriodOf(data.members.map((m) => m.period));
    const add = (source: PassageSource, heading: string, text: string) => {
      if (text.trim()) this.passages.push({ source, heading, text: clip(text.trim()) });
    };
    add({ kind: 'about' }, `Tentang ${siteName}`, lines(htmlToText(aboutUs ?? ''), siteDescription, siteTagline));
    add({ kind: 'vision' }, 'Visi', this.visionMission.vision);
    add({ kind: 'mission' }, 'Misi', this.visionMission.missions.join('\n'));
    add({ kind: 'contact' }, 'Kontak', lines(contactEmail && `Email ${contactEmail}`, address && `Alamat ${address}`));
    for (const d of data.divisions)
      add({ kind: 'division' }, `Divisi ${d.displayName}`, `Divisi ${d.displayName}: ${d.description ?? ''}`);
    for (const m of this.membersOf(this.currentPeriod))
      add({ kind: 'member' }, m.position, `${m.name}, ${m.position} periode ${m.period}`);
    for (const a of data.articles) {
      const source: PassageSource = { kind: 'article', id: a.id, slug: a.slug, title: a.title };
      add(source, a.title, lines(a.excerpt, (a.tags ?? []).join(', ')));
      for (const s of articleSections(a.content ?? '').slice(0, MAX_SECTIONS_PER_ARTICLE))
        add(source, s.heading ? `${a.title}: ${s.heading}` : a.title, s.text);
    }
    for (const l of data.library)
      add({ kind: 'library', id: l.id, title: l.title }, l.title, lines(l.description, l.fullDescription));
    this.index = new Bm25Index(this.passages.map((p) => ({ doc: p, text: p.text, boosted: p.heading })));
  }

  membersOf(period: string | undefined) {
    return period ? this.data.members.filter((m) => m.period === period) : [];
  }

  /** Articles ranked for a topic: each article scores by its best passage (the hits come best first). */
  searchArticles(topic: string, limit: number) {
    const best = new Map<number, { article: SiteData['articles'][number]; score: number; coverage: number }>();
    for (const hit of this.index.search(topic, 50, (p) => p.source.kind === 'article')) {
      const src = hit.doc.source as Extract<PassageSource, { kind: 'article' }>;
      const article = this.data.articles.find((a) => a.id === src.id);
      if (article && !best.has(src.id)) best.set(src.id, { article, score: hit.score, coverage: hit.coverage });
    }
    return [...best.values()].slice(0, limit);
  }

  latestArticles(limit: number) {
    return [...this.data.articles].sort((a, b) => b.publishedDate.localeCompare(a.publishedDate)).slice(0, limit);
  }
}
