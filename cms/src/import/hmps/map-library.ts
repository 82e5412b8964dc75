import { guessMediaType } from '@hmti/contract';
import { createMediaRows } from '../../api/library/lib/media-store';
import { mediaEntryProblem } from '../../api/library/lib/media-entry-rule';
import { appConfig } from '../../config/app-config';
import { displayUrl } from '../../lib/gdrive-url';
import type { MediaEntry } from '../../api/library/lib/media-entries';
import { date, importEach, fitRow, plainText, titleOf, text, type ImportContext, type Row } from './context';
import { Pictures } from './pictures';

const ITEM_UID = 'api::library.library-item';

/** Library items: title, descriptions, type and every picture or video (local ones re-linked, Drive ones kept). */
export async function importLibrary(ctx: ImportContext) {
  const q = ctx.strapi.db.query(ITEM_UID);
  await importEach(ctx, 'libraries', async (doc, id) => {
    const title = titleOf(ctx, 'libraries', id, doc);
    const full = text(doc.fullDescription);
    let description = text(doc.description);
    if (!description) {
      description = (full ? plainText(full).slice(0, 300) : '') || title;
      ctx.report.change('libraries', id, 'no description: taken from the full description or the title');
    }
    const type = doc.type === 'video' ? 'video' : 'photo';
    const images = Array.isArray(doc.images) ? doc.images : [];
    const sources = Array.isArray(doc.imageSources) ? doc.imageSources : [];
    const driveIds = Array.isArray(doc.gdriveFileIds) ? doc.gdriveFileIds : [];
    const media: MediaEntry[] = [];
    const leftOut: string[] = [];
    for (const [i, raw] of images.entries()) {
      const url = text(raw);
      if (!url) continue;
      const driveFileId = text(driveIds[i]) ?? Pictures.driveFileId(url);
      // Each entry of a video item is a video in hmps (its Drive links name no file type); later releases say each.
      const given = Array.isArray(doc.mediaKinds) ? doc.mediaKinds[i] : undefined;
      const kind = guessMediaType(url, given ?? (type === 'video' ? 'video' : undefined));
      const onDrive = !!driveFileId || sources[i] === 'gdrive';
      // A Drive file hmps names by its id is shown from where the dashboard shows Drive files, whatever form hmps kept.
      const stored = driveFileId
        ? displayUrl(driveFileId, kind, appConfig.gdrive)
        : onDrive
          ? url
          : await ctx.pictures.relink('libraries', id, `images[${i}]`, url);
      const file: Row = {
        url: stored,
        type: kind,
        source: onDrive ? 'gdrive' : 'local',
        driveFileId: driveFileId ?? null,
      };
      // A file kept only where a page can show it from (a Drive file or this site's), as every door keeps them.
      const problem = mediaEntryProblem(file);
      if (problem) {
        leftOut.push(`images[${i}]: "${url.slice(0, 80)}" left out (${problem})`);
        continue;
      }
      fitRow(ctx, 'library.media', 'libraries', id, file);
      if (!file.url) continue;
      media.push(file as unknown as MediaEntry);
      if (driveFileId) ctx.pictures.keptOnDrive('libraries', id, `images[${i}]`, driveFileId);
    }
    // Every door keeps an item only with something to show (media-entry-rule.ts): without, it would be an empty card.
    if (!media.length)
      return ctx.report.skipped(
        'libraries',
        id,
        `none of its pictures or videos can be shown here (${leftOut.join('; ') || 'none given'})`,
      );
    for (const line of leftOut) ctx.report.change('libraries', id, line);
    const data: Row = {
      title,
      description,
      fullDescription: full ?? null,
      type,
      // Later hmps releases hide an item with `published: false`; before, every item was shown.
      published: doc.published !== false && doc.published !== 'false',
      authorUser: typeof doc.authorId === 'string' ? (ctx.users.get(doc.authorId)?.id ?? null) : null,
      eventDate: date(doc.activityDate) ?? date(doc.createdAt),
      createdAt: date(doc.createdAt),
      updatedAt: date(doc.updatedAt) ?? date(doc.createdAt),
    };
    fitRow(ctx, ITEM_UID, 'libraries', id, data);
    data.media = await createMediaRows(ctx.strapi, media);
    return ((await q.create({ data })) as { id: number }).id;
  });
}
