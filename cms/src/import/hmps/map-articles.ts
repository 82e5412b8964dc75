import { ARTICLE_CONTENT_MAX, htmlHasContent } from '@hmti/contract';
import { GIVEN_SLUG_MAX_LENGTH, numberedSlug, slugify } from '../../lib/slug';
import { normaliseTags } from '../../lib/tags';
import {
  cleanHtml,
  date,
  show,
  importEach,
  fitRow,
  plainText,
  titleOf,
  text,
  type ImportContext,
  type Row,
  UNSHOWN,
} from './context';
import { isShownPicture } from '../../lib/data-layer/shown-pictures';
import { appConfig } from '../../config/app-config';
import { displayUrl } from '../../lib/gdrive-url';
import { Pictures } from './pictures';

const ARTICLE_UID = 'api::articles.article';
/** hmps's picture for an article saved without one. */
const HMPS_DEFAULT_IMAGE = '/uploads/default-article-image.jpg';

/**
 * Every slug the site's articles use or used before, read once per collection: a free slug is then found for each
 * imported article without a query of its own (a former slug can only be found by reading every article, which made
 * an import of thousands of articles quadratic). The data layer's slug rule still checks each write.
 */
async function takenSlugs(ctx: ImportContext): Promise<Set<string>> {
  const rows = (await ctx.strapi.db.query(ARTICLE_UID).findMany({ select: ['slug', 'slugHistory'] })) as Array<{
    slug: string;
    slugHistory: string | null;
  }>;
  const taken = new Set<string>();
  for (const row of rows) {
    taken.add(row.slug);
    for (const former of (row.slugHistory ?? '').split('|')) if (former) taken.add(former);
  }
  return taken;
}

/** `wanted`, or `wanted-2`, `-3`… as the slug rule numbers them, when taken; the slug returned is taken from then on. */
function freeSlug(taken: Set<string>, wanted: string, maxLength: number): string {
  for (let n = 1; ; n++) {
    const slug = numberedSlug(wanted, n, maxLength);
    if (taken.has(slug)) continue;
    taken.add(slug);
    return slug;
  }
}

const tagsOf = (raw: unknown): unknown => {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown; // hmps sent tags as a JSON string and some copies kept it so
  } catch {
    return raw;
  }
};

/**
 * Articles (`articles`, `beritas` in later hmps releases; viewCount, event and gallery links are not carried over):
 * title, slug (kept, or made unique), excerpt, sanitised content, picture (local or Drive), tags, published, author
 * (the imported account) and both dates as hmps had them.
 */
export async function importArticles(ctx: ImportContext, collection: string) {
  const q = ctx.strapi.db.query(ARTICLE_UID);
  const taken = await takenSlugs(ctx);
  await importEach(ctx, collection, async (doc, id) => {
    if (ctx.sources.get('articles', id) || ctx.sources.get('beritas', id))
      return ctx.report.alreadyImported(collection);
    const change = (message: string) => ctx.report.change(collection, id, message);
    const title = titleOf(ctx, collection, id, doc);
    let content = typeof doc.content === 'string' ? doc.content : '';
    content = await ctx.pictures.relinkHtml(collection, id, 'content', content);
    content = cleanHtml(ctx, collection, id, 'content', content);
    // Over the content limit of every door (/admin must be able to save the article back): kept out, not cut.
    if (content.length > ARTICLE_CONTENT_MAX)
      return ctx.report.skipped(
        collection,
        id,
        `content of ${content.length} characters, over the ${ARTICLE_CONTENT_MAX} an article may have`,
      );
    let excerpt = text(doc.excerpt);
    if (!excerpt) {
      excerpt = plainText(content).slice(0, 300) || title;
      change('no excerpt: taken from the content');
    }
    // A body of pictures or a video alone is content, as every door takes it.
    if (!htmlHasContent(content)) {
      content = `<p>${excerpt.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`;
      change('no content: the excerpt is the content');
    }
    let image = text(doc.image);
    if (!image) {
      image = HMPS_DEFAULT_IMAGE;
      change(`no picture: hmps's default picture ${HMPS_DEFAULT_IMAGE}`);
    }
    const driveId = doc.imageSource === 'gdrive' ? (text(doc.gdriveFileId) ?? Pictures.driveFileId(image)) : null;
    if (driveId) {
      ctx.pictures.keptOnDrive(collection, id, 'image', driveId);
      // Stored at the address Drive shows the picture from, as every door stores one (hmps kept the share link).
      image = displayUrl(driveId, 'image', appConfig.gdrive);
    } else image = await ctx.pictures.relink(collection, id, 'image', image);
    if (!driveId && !isShownPicture(image)) {
      change(
        `image: "${show(image).slice(0, 80)}" left out (${UNSHOWN}): hmps's default picture ${HMPS_DEFAULT_IMAGE}`,
      );
      image = await ctx.pictures.relink(collection, id, 'image', HMPS_DEFAULT_IMAGE);
    }
    // A slug hmps had is kept up to 120 characters (a given slug's limit); one made from the title is made as the slug
    // rule makes it.
    const maxLength = text(doc.slug) ? GIVEN_SLUG_MAX_LENGTH : 60;
    const slug = freeSlug(taken, slugify(text(doc.slug) ?? title, maxLength), maxLength);
    if (slug !== text(doc.slug)) change(`slug "${show(doc.slug)}" stored as "${slug}"`);
    const rawTags = tagsOf(doc.tags);
    const tags = normaliseTags(rawTags);
    if (Array.isArray(rawTags) && tags.length !== rawTags.length)
      change(`tags: ${rawTags.length} given, ${tags.length} kept`);
    const author = typeof doc.authorId === 'string' ? ctx.users.get(doc.authorId) : undefined;
    if (!author)
      change(`author ${show(doc.authorId ?? '(none)')} is no imported account: the article has no author account`);
    const data: Row = {
      title,
      slug,
      excerpt,
      content,
      image,
      imageSource: driveId ? 'gdrive' : 'local',
      gdriveFileId: driveId,
      tags,
      published: doc.published === true || doc.published === 'true',
      author: author?.name ?? text(doc.author) ?? null,
      authorUser: author?.id ?? null,
      createdAt: date(doc.createdAt),
      updatedAt: date(doc.updatedAt) ?? date(doc.createdAt),
    };
    fitRow(ctx, ARTICLE_UID, collection, id, data);
    return ((await q.create({ data })) as { id: number }).id;
  });
}
