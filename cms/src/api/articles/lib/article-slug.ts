import type { Core } from '@strapi/strapi';
import { FIELD_LABELS, fieldMessage, REASON } from '@hmti/contract';
import { GIVEN_SLUG_MAX_LENGTH as SLUG_MAX_LENGTH, numberedSlug, slugify, slugWords } from '../../../lib/slug';
import { fieldRefusal, refuse } from '../../../lib/data-layer/refuse';
import { pluginService } from '../../../lib/services';
import { ARTICLE_UID, type ArticleWrite, type Row } from './article-write';

const SLUG_TAKEN = 'Slug sudah dipakai artikel lain.';

/** The slug a write gives, or null when it leaves it to be made from the title (empty, or not text). */
const givenSlug = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
/**
 * A slug given by hand, normalised (lowercase words and dashes): refused on the field when nothing in it can make an
 * address (it would silently become 'artikel'), or when its words are longer than the field.
 */
function normalisedSlug(given: string) {
  const slug = slugWords(given);
  const reason = !slug
    ? 'harus memuat huruf atau angka'
    : slug.length > SLUG_MAX_LENGTH
      ? REASON.tooLong(SLUG_MAX_LENGTH)
      : null;
  if (reason) throw fieldRefusal(['slug'], fieldMessage(FIELD_LABELS.article.slug, reason));
  return slug;
}
/** Whether a slug is the one the rule makes from this title (the title's words, numbered -2, -3… or not). */
function madeFromTitle(slug: unknown, title: unknown): boolean {
  if (typeof slug !== 'string' || typeof title !== 'string') return false;
  const base = slugify(title);
  const numbered = /^(.*)-(\d+)$/.exec(slug);
  return slug === base || (!!numbered && numberedSlug(base, Number(numbered[2])) === slug);
}
/** '|old-slug|other|': the former slugs, each between bars so a plain LIKE finds one. */
const formerSlugs = (history: unknown) => (typeof history === 'string' ? history.split('|').filter(Boolean) : []);

/** Whether another article (not `self`: `{ id }` or `{ documentId }`) has the slug, now or formerly. */
async function takenByOther(strapi: Core.Strapi, slug: string, self: Row = {}) {
  const where: Row = { $or: [{ slug }, { slugHistory: { $contains: `|${slug}|` } }] };
  for (const [key, value] of Object.entries(self)) if (value !== undefined) where[key] = { $ne: value };
  return (await strapi.db.query(ARTICLE_UID).count({ where })) > 0;
}

/** `base`, or it numbered -2, -3…: the first no other article has, now or formerly. */
async function freeSlug(strapi: Core.Strapi, base: string, self: Row = {}) {
  for (let n = 1; n < 1000; n += 1) {
    const candidate = numberedSlug(base, n);
    if (!(await takenByOther(strapi, candidate, self))) return candidate;
  }
  return `${base.slice(0, 40)}-${Date.now()}`;
}

/** The slug a write gives (made from the title, numbered -2, -3… past other articles', or normalised), refused when another article has it. */
async function slugOf(strapi: Core.Strapi, data: Row, title: unknown, id?: unknown) {
  const given = givenSlug(data.slug);
  if (given === null) return freeSlug(strapi, slugify(typeof title === 'string' ? title : ''), { id });
  const slug = normalisedSlug(given);
  if (await takenByOther(strapi, slug, { id })) throw refuse(SLUG_TAKEN, { slug });
  return slug;
}

/** The rows of one bulk insert, each with the slug `slugRule` gave it: two may not share one. */
export function distinctSlugs(rows: Row[]) {
  const slugs = new Set<unknown>();
  for (const { slug } of rows) {
    if (slugs.has(slug)) throw refuse(SLUG_TAKEN, { slug });
    slugs.add(slug);
  }
}

/**
 * An article's slug, its web address, whichever door writes it: a slug left empty (the Content Manager's uid field, a
 * script) is made from the title; one given is normalised (lowercase words and dashes). Either is used by this article
 * only, current or former slug of any other. A new title moves a slug that was made from the old one (the dashboard,
 * /admin, a restored revision alike); a slug chosen by hand stays. The slug an article leaves is kept among its former
 * slugs (`slugHistory`), so links to it keep leading to the article (a 301 on its page).
 */
export async function slugRule(strapi: Core.Strapi, { action, data, rows }: ArticleWrite) {
  if (action === 'beforeCreate') {
    data.slug = await slugOf(strapi, data, data.title);
    // A new article has no former addresses; a duplicate's source keeps its own.
    data.slugHistory = null;
    return;
  }
  // A bulk update cannot give several articles one slug.
  if (action === 'beforeUpdateMany') {
    if (data.slug !== undefined) throw refuse(SLUG_TAKEN);
    return;
  }
  const [stored] = rows;
  if (!stored) return;
  const newTitle = typeof data.title === 'string' && data.title !== stored.title;
  if (newTitle && (data.slug === undefined || data.slug === stored.slug) && madeFromTitle(stored.slug, stored.title))
    data.slug = '';
  if (data.slug === undefined || data.slug === stored.slug) return;
  const slug = await slugOf(strapi, data, data.title ?? stored.title, stored.id);
  data.slug = slug;
  if (slug === stored.slug) return;
  const former = formerSlugs(stored.slugHistory).filter((s) => s !== slug);
  if (typeof stored.slug === 'string' && stored.slug) former.push(stored.slug);
  data.slugHistory = former.length ? `|${former.join('|')}|` : null;
}

/**
 * A slug given through the Content Manager is normalised and checked before Strapi's own uid validation (a Document
 * Service middleware), so the editor sees this rule's message on the field. /admin's Duplicate sends the copy's form
 * with the original's slug in it, which no copy may have: that one is made from the copy's title instead.
 */
export function checkGivenSlugs(strapi: Core.Strapi) {
  strapi.documents.use(async (ctx, next) => {
    const params = ctx.params as { data?: Row; documentId?: string } | undefined;
    const given = givenSlug(params?.data?.slug);
    const writes = ctx.action === 'create' || ctx.action === 'update' || ctx.action === 'clone';
    if (ctx.uid !== ARTICLE_UID || !writes || !params?.data || !given) return next();
    const { data } = params;
    data.slug = normalisedSlug(given);
    let self: Row = { documentId: params.documentId };
    if (ctx.action === 'clone') {
      // The copy is a new article: every other article counts, the one it was copied from too.
      self = {};
      const source = (await strapi.db
        .query(ARTICLE_UID)
        .findOne({ where: { documentId: params.documentId }, select: ['slug', 'title'] })) as Row | null;
      const title = typeof data.title === 'string' ? data.title : source?.title;
      if (source && data.slug === source.slug)
        data.slug = await freeSlug(strapi, slugify(typeof title === 'string' ? title : ''));
    }
    if (await takenByOther(strapi, data.slug as string, self)) throw fieldRefusal(['slug'], SLUG_TAKEN);
    return next();
  });
}

/**
 * /admin's slug field asks the Content Manager's uid service for a slug (the ↻ button) and whether one is free, and
 * Strapi answers with a slugify and a numbering of its own ('JavaScript & React' → 'java-script-and-react', '-1'),
 * blind to former slugs. For the article's slug the service answers with this rule, so what ↻ offers is what a save
 * makes of the title (and goes on following the title), and a former slug of another article is not called free.
 */
export function slugButtonFollowsRule(strapi: Core.Strapi) {
  const uid = pluginService(strapi, 'content-manager', 'uid');
  const own = ({ contentTypeUID, field }: { contentTypeUID: string; field: string }) =>
    contentTypeUID === ARTICLE_UID && field === 'slug';
  const strapis = { ...uid };
  // Every article counts, the one in the form too, as Strapi's own service counts them: /admin's Duplicate page sends
  // the original's documentId with the copy's form, so the form's own article cannot be told apart.
  uid.generateUIDField = async (args) => {
    if (!own(args)) return strapis.generateUIDField.call(uid, args);
    const { title } = (args.data ?? {}) as Row;
    return freeSlug(strapi, slugify(typeof title === 'string' ? title : ''));
  };
  uid.findUniqueUID = async (args) =>
    own(args) ? freeSlug(strapi, slugify(args.value, SLUG_MAX_LENGTH)) : strapis.findUniqueUID.call(uid, args);
  uid.checkUIDAvailability = async (args) =>
    own(args)
      ? !(await takenByOther(strapi, slugify(args.value, SLUG_MAX_LENGTH)))
      : strapis.checkUIDAvailability.call(uid, args);
}

/**
 * The slug rule's check (`slug_history LIKE '%|slug|%'`) can use no index seek, and SQLite keeps an article's content
 * in its row, so the check would read every article whole (45 ms per write at 10 000 articles; docs/performance.md,
 * "hmps import"). This index holds just the two columns it reads, so SQLite scans that instead (2 ms). SQLite only:
 * PostgreSQL's LIKE would not use it and a long slug history could pass an index entry's size limit, so it is made
 * here, not in the schema (Strapi's schema sync leaves an index it never declared alone).
 */
export async function ensureFormerSlugIndex(strapi: Core.Strapi) {
  if (strapi.db.dialect.client !== 'sqlite') return;
  await strapi.db.connection.raw(
    'CREATE INDEX IF NOT EXISTS articles_slug_history_idx ON articles (slug_history, slug)',
  );
}
