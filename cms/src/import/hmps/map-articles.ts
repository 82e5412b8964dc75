import { slugify } from '../../lib/slug';
import { normaliseTags } from '../../lib/tags';
import { cleanHtml, date, show, eachDoc, fitRow, plainText, text, type ImportContext, type Row } from './context';
import { Pictures } from './pictures';
import type { SourceDoc } from './read-dump';

const ARTICLE_UID = 'api::articles.article';
/** hmps's picture for an article saved without one. */
const HMPS_DEFAULT_IMAGE = '/uploads/default-article-image.jpg';

async function freeSlug(ctx: ImportContext, wanted: string): Promise<string> {
  const q = ctx.strapi.db.query(ARTICLE_UID);
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const slug = `${wanted.slice(0, 120 - suffix.length).replace(/-+$/, '')}${suffix}`;
    const taken = await q.count({ where: { $or: [{ slug }, { slugHistory: { $contains: `|${slug}|` } }] } });
    if (!taken) return slug;
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
export async function importArticles(ctx: ImportContext, collection: string, docs: SourceDoc[]) {
  const q = ctx.strapi.db.query(ARTICLE_UID);
  await eachDoc(ctx, collection, docs, async (doc, id) => {
    if (ctx.sources.get('articles', id) || ctx.sources.get('beritas', id)) return ctx.report.skipped(collection);
    const change = (message: string) => ctx.report.change(collection, id, message);
    let title = text(doc.title);
    if (!title) {
      title = 'Tanpa judul';
      change('no title: stored as "Tanpa judul"');
    }
    let content = typeof doc.content === 'string' ? doc.content : '';
    content = await ctx.pictures.relinkHtml(collection, id, 'content', content);
    content = cleanHtml(ctx, collection, id, 'content', content);
    let excerpt = text(doc.excerpt);
    if (!excerpt) {
      excerpt = plainText(content).slice(0, 300) || title;
      change('no excerpt: taken from the content');
    }
    if (!plainText(content)) {
      content = `<p>${excerpt.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`;
      change('no content: the excerpt is the content');
    }
    let image = text(doc.image);
    if (!image) {
      image = HMPS_DEFAULT_IMAGE;
      change(`no picture: hmps's default picture ${HMPS_DEFAULT_IMAGE}`);
    }
    const driveId = doc.imageSource === 'gdrive' ? (text(doc.gdriveFileId) ?? Pictures.driveFileId(image)) : null;
    if (!driveId) image = await ctx.pictures.relink(collection, id, 'image', image);
    const wanted = slugify(text(doc.slug) ?? title, 120);
    const slug = await freeSlug(ctx, wanted);
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
    fitRow(ctx, ARTICLE_UID, 'article', collection, id, data);
    const created = (await q.create({ data })) as { id: number; slug: string };
    await ctx.sources.remember(collection, id, created.id);
    ctx.report.imported(collection);
  });
}
