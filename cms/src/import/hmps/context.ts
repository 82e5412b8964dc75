import type { Core } from '@strapi/strapi';
import { sanitizeRichText } from '../../lib/sanitize-rich-text';
import { htmlToText } from '../../lib/html-text';
import { checkContractFields } from '../../lib/data-layer/contract-rules';
import { unshownPictures } from '../../lib/data-layer/shown-pictures';
import type { ImportReport } from './report';
import type { SourceDoc } from './read-dump';
import type { Pictures } from './pictures';

export const SOURCE_UID = 'api::import.hmps-source';
type SourceRow = { collection: string; sourceId: string; targetId: number | null; targetUrl: string | null };

/**
 * Which site row each hmps document became (the `hmps_sources` table): loaded once, added to as the import writes.
 * A document found here was imported by an earlier run and is not written again.
 */
export class SourceIds {
  private readonly known = new Map<string, Map<string, SourceRow>>();
  private pending: SourceRow[] = [];

  constructor(private readonly strapi: Core.Strapi) {}

  async load() {
    const rows = (await this.strapi.db.query(SOURCE_UID).findMany({
      select: ['collection', 'sourceId', 'targetId', 'targetUrl'],
    })) as SourceRow[];
    for (const row of rows) this.map(row.collection).set(row.sourceId, row);
  }

  private map(collection: string) {
    let m = this.known.get(collection);
    if (!m) this.known.set(collection, (m = new Map()));
    return m;
  }

  get(collection: string, sourceId: string) {
    return this.known.get(collection)?.get(sourceId);
  }

  /** Ids of this site's rows that came from hmps (any collection of `collections`). */
  targetIds(...collections: string[]): Set<number> {
    const ids = new Set<number>();
    for (const c of collections)
      for (const v of this.known.get(c)?.values() ?? []) if (v.targetId !== null) ids.add(v.targetId);
    return ids;
  }

  async remember(collection: string, sourceId: string, targetId: number | null, targetUrl: string | null = null) {
    const row = { collection, sourceId: sourceId.slice(0, 300), targetId, targetUrl };
    this.map(collection).set(row.sourceId, row);
    this.pending.push(row);
    if (this.pending.length >= 500) await this.flush();
  }

  async flush() {
    if (!this.pending.length) return;
    const rows = this.pending;
    this.pending = [];
    await this.strapi.db.query(SOURCE_UID).createMany({ data: rows });
  }
}

export interface ImportContext {
  strapi: Core.Strapi;
  report: ImportReport;
  sources: SourceIds;
  pictures: Pictures;
  /** hmps user ObjectId → this site's account (imported now, earlier, or an existing one of the same username). */
  users: Map<string, { id: number; name: string; username: string }>;
  /** The documents of a collection of the dump (none when the dump lacks it). */
  docs: (collection: string) => SourceDoc[];
  progress: (line: string) => void;
}

export type Row = Record<string, unknown>;

/** A string value, trimmed; undefined for anything else or empty. */
export const text = (value: unknown): string | undefined => {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim() || undefined : undefined;
};

/** Any value as report text (objects as JSON, never "[object Object]"). */
export const show = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : (JSON.stringify(value) ?? '');

/** The document's title; one without gets "Tanpa judul", reported. */
export function titleOf(ctx: ImportContext, collection: string, id: string, doc: SourceDoc): string {
  const title = text(doc.title);
  if (title) return title;
  ctx.report.change(collection, id, 'no title: stored as "Tanpa judul"');
  return 'Tanpa judul';
}

export const date = (value: unknown): Date | undefined => {
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
};

/** Why a picture address is left out (`unshownPictures`). */
export const UNSHOWN = 'a picture on another website, which the site cannot show';

export const idOf = (doc: SourceDoc): string =>
  typeof doc._id === 'string' ? doc._id : JSON.stringify(doc._id ?? null);

/** The text of HTML on one line (an excerpt, a description). */
export const plainText = (html: string): string => htmlToText(html).replace(/\s+/g, ' ');

/** HTML as every door stores it (the same sanitiser as the data layer); what it removed is reported. */
export function cleanHtml(ctx: ImportContext, collection: string, id: string, field: string, html: string): string {
  const clean = sanitizeRichText(html);
  if (clean === html) return clean;
  // How often each tag and attribute occurs: a frame removed beside a kept one, a link's unsafe address dropped.
  const counted = (names: Iterable<string>) => {
    const counts = new Map<string, number>();
    for (const name of names) counts.set(name.toLowerCase(), (counts.get(name.toLowerCase()) ?? 0) + 1);
    return counts;
  };
  const tags = (s: string) => counted([...s.matchAll(/<([a-z][a-z0-9-]*)/gi)].map((m) => m[1]));
  const attrs = (s: string) =>
    counted(
      [...s.matchAll(/<[a-z][^>]*>/gi)].flatMap((t) =>
        [...t[0].matchAll(/\s([a-z][a-z0-9-]*)\s*=/gi)].map((a) => a[1]),
      ),
    );
  const gone = (before: Map<string, number>, after: Map<string, number>, shown: (name: string) => string) =>
    [...before].flatMap(([name, n]) => {
      const left = after.get(name) ?? 0;
      return left >= n ? [] : [left ? `${shown(name)} (${n - left} of ${n})` : shown(name)];
    });
  const goneTags = gone(tags(html), tags(clean), (t) => `<${t}>`);
  const goneAttrs = gone(attrs(html), attrs(clean), (a) => `${a}=`);
  const what = [...goneTags, ...goneAttrs];
  if (what.length)
    ctx.report.change(collection, id, `${field}: the HTML sanitiser changed it (removed ${what.join(', ')})`);
  else ctx.report.normalised(collection);
  return clean;
}

/**
 * Fits a row to this site's field rules before it is written, reporting each adjustment: text longer than the
 * column is cut, and a value the contract refuses (`STORED_ROW_FIELDS`, the rule the data layer enforces) is left
 * out. The data layer checks the row again on write; this makes the import say what it did instead of failing.
 */
export function fitRow(ctx: ImportContext, uid: string, collection: string, id: string, data: Row) {
  const model = (ctx.strapi.contentTypes[uid as never] ?? ctx.strapi.components[uid as never]) as
    { attributes: Record<string, { maxLength?: number; type?: string }> } | undefined;
  for (const [field, value] of Object.entries(data)) {
    const max = model?.attributes[field]?.maxLength;
    if (typeof value === 'string' && max && value.length > max) {
      data[field] = value.slice(0, max).trimEnd();
      ctx.report.change(collection, id, `${field}: cut from ${value.length} to ${max} characters`);
    }
  }
  checkContractFields(uid, data, (field, message) => {
    ctx.report.change(collection, id, `${field}: "${show(data[field]).slice(0, 80)}" left out (${message})`);
    delete data[field];
  });
  for (const [field] of unshownPictures(uid, data)) {
    ctx.report.change(collection, id, `${field}: "${show(data[field]).slice(0, 80)}" left out (${UNSHOWN})`);
    delete data[field];
  }
}

/** Docs of a collection, reading progress shown on long runs. */
export async function eachDoc(
  ctx: ImportContext,
  collection: string,
  work: (doc: SourceDoc, id: string) => Promise<void>,
) {
  const docs = ctx.docs(collection);
  ctx.report.read(collection, docs.length);
  let n = 0;
  for (const doc of docs) {
    await work(doc, idOf(doc));
    if (++n % 1000 === 0) ctx.progress(`  ${collection}: ${n}/${docs.length}`);
  }
}

/**
 * The documents of a collection that become site rows: one an earlier run imported is skipped; `work` answers the row
 * a document became (null: no row of its own), which is remembered and counted as imported, or nothing when it
 * skipped the document (and said why).
 */
export const importEach = (
  ctx: ImportContext,
  collection: string,
  work: (doc: SourceDoc, id: string) => Promise<number | null | void>,
) =>
  eachDoc(ctx, collection, async (doc, id) => {
    if (ctx.sources.get(collection, id)) return ctx.report.alreadyImported(collection);
    const target = await work(doc, id);
    if (target === undefined) return;
    await ctx.sources.remember(collection, id, target);
    ctx.report.imported(collection);
  });
