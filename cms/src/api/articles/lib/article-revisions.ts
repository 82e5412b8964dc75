import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import type { ArticleSnapshot, RevisionField } from '@hmti/contract';
import { appConfig } from '../../../config/app-config';
import { keepVersion, writeVersions } from '../../../lib/data-layer/versions';
import { ARTICLE_UID, type Row } from './article-write';
import { tagsOf } from '../../../lib/tags';

export const REVISION_UID = 'api::articles.article-revision';

/** The fields a revision's "what changed" names; the picture's source and Drive id count as the picture. */
const COMPARED = ['title', 'excerpt', 'content', 'tags', 'image', 'published'] as const satisfies RevisionField[];

/** What a revision keeps of an article (the fields an editor changes), as stored. */
type RevisionSnapshot = Record<keyof ArticleSnapshot, unknown>;

export const snapshotOf = (row: Row): RevisionSnapshot => ({
  title: row.title ?? null,
  excerpt: row.excerpt ?? null,
  content: row.content ?? null,
  tags: tagsOf(row),
  image: row.image ?? null,
  imageSource: row.imageSource ?? null,
  gdriveFileId: row.gdriveFileId ?? null,
  published: !!row.published,
});

interface RestoreNote {
  restoredFrom: number;
  savedAt: string | Date;
}
const restoreNotes = new AsyncLocalStorage<RestoreNote>();
/** Runs `work` (a restore) so that its save names the revision it restored (in the revision and the activity log). */
export const asRestoreOf = <T>(revision: RestoreNote, work: () => Promise<T>) => restoreNotes.run(revision, work);
export const restoreNote = () => restoreNotes.getStore();

/**
 * Every save of an article, through any door, keeps a revision (lib/data-layer/versions.ts); the first change of one
 * without any yet (seeded, imported) keeps it as it was too. The newest ARTICLE_REVISIONS_KEEP per article stay;
 * first-start seeding keeps none (the caller).
 */
export const keepRevision = (strapi: Core.Strapi, saved: Row, earlier?: Row) => {
  const note = restoreNote();
  return keepVersion(
    strapi,
    {
      uid: REVISION_UID,
      of: ARTICLE_UID,
      where: { articleId: saved.id },
      keep: appConfig.articleRevisions.keep,
      snapshot: snapshotOf,
      stored: snapshotOf,
      compared: COMPARED,
      fields: (snapshot, before) => ({
        ...snapshot,
        articleId: saved.id,
        restoredFrom: before ? null : (note?.restoredFrom ?? null),
        ...(before && { userName: typeof before.author === 'string' ? before.author.slice(0, 200) : null }),
      }),
      always: !!note,
    },
    saved,
    earlier,
  );
};

/** Deleting articles deletes their revisions. */
export const dropRevisions = (strapi: Core.Strapi, articleIds: unknown[]) =>
  articleIds.length
    ? writeVersions(() => strapi.db.query(REVISION_UID).deleteMany({ where: { articleId: { $in: articleIds } } }))
    : undefined;
