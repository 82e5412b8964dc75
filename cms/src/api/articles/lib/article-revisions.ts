import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import type { ArticleSnapshot, RevisionField } from '@hmti/contract';
import { appConfig } from '../../../config/app-config';
import { currentActor } from '../../../lib/data-layer/actor';
import type { Row } from './article-write';

export const REVISION_UID = 'api::articles.article-revision';

/** The fields a revision's "what changed" names; the picture's source and Drive id count as the picture. */
const COMPARED = ['title', 'excerpt', 'content', 'tags', 'image', 'published'] as const satisfies RevisionField[];

/** What a revision keeps of an article (the fields an editor changes), as stored. */
export type RevisionSnapshot = Record<keyof ArticleSnapshot, unknown>;

export const snapshotOf = (row: Row): RevisionSnapshot => ({
  title: row.title ?? null,
  excerpt: row.excerpt ?? null,
  content: row.content ?? null,
  tags: Array.isArray(row.tags) ? row.tags : [],
  image: row.image ?? null,
  imageSource: row.imageSource ?? null,
  gdriveFileId: row.gdriveFileId ?? null,
  published: !!row.published,
});

const changedFields = (before: RevisionSnapshot, after: RevisionSnapshot) =>
  COMPARED.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));

const revisionWrites = new AsyncLocalStorage<true>();
/** True inside this file's own writes: the revision table refuses every other (content-types/article-revision). */
export const isRevisionWrite = () => revisionWrites.getStore() === true;
const ownWrite = <T>(work: () => Promise<T>) => revisionWrites.run(true, work);

interface RestoreNote {
  restoredFrom: number;
  savedAt: string | Date;
}
const restoreNotes = new AsyncLocalStorage<RestoreNote>();
/** Runs `work` (a restore) so that its save names the revision it restored (in the revision and the activity log). */
export const asRestoreOf = <T>(revision: RestoreNote, work: () => Promise<T>) => restoreNotes.run(revision, work);
export const restoreNote = () => restoreNotes.getStore();

/**
 * Every save of an article, through any door (our /api services, the admin panel's Content Manager, scripts), keeps a
 * revision of the saved state (`saved`, the row as written) with who saved it and when; a save that changed none of
 * the kept fields adds none. `earlier` is the row before the save: for an article without a revision yet (seeded,
 * imported, or saved before revisions were kept) it is kept first, dated when it was made, so the first change can
 * be undone. The newest ARTICLE_REVISIONS_KEEP per article are kept. First-start seeding keeps none (the caller).
 */
export async function keepRevision(
  strapi: Core.Strapi,
  saved: Row,
  earlier?: Row,
  keep = appConfig.articleRevisions.keep,
) {
  const revisions = strapi.db.query(REVISION_UID);
  const articleId = saved.id as number;
  const snapshot = snapshotOf(saved);
  const [latest] = (await revisions.findMany({ where: { articleId }, orderBy: { id: 'desc' }, limit: 1 })) as Row[];
  const note = restoreNotes.getStore();
  const baseline = !latest && earlier ? snapshotOf(earlier) : undefined;
  const previous = latest ? snapshotOf(latest) : baseline;
  const changes = previous ? changedFields(previous, snapshot) : null;
  if (changes && changes.length === 0 && !note) return;
  const actor = currentActor(strapi);
  const rows: Row[] = [
    {
      ...snapshot,
      articleId,
      changes,
      restoredFrom: note?.restoredFrom ?? null,
      userId: actor.userId,
      userName: actor.userName.slice(0, 200),
      actorKind: actor.kind,
      savedAt: new Date(),
    },
  ];
  if (baseline)
    rows.unshift({
      ...baseline,
      articleId,
      changes: null,
      restoredFrom: null,
      userId: null,
      userName: typeof earlier?.author === 'string' ? earlier.author.slice(0, 200) : null,
      actorKind: 'system',
      savedAt: new Date((earlier?.updatedAt ?? earlier?.createdAt ?? Date.now()) as string | number),
    });
  await ownWrite(async () => {
    await revisions.createMany({ data: rows });
    const stale = (await revisions.findMany({
      select: ['id'],
      where: { articleId },
      orderBy: { id: 'desc' },
      offset: Math.max(1, keep),
    })) as Row[];
    if (stale.length) await revisions.deleteMany({ where: { id: { $in: stale.map((r) => r.id) } } });
  });
}

/** Deleting articles deletes their revisions. */
export const dropRevisions = (strapi: Core.Strapi, articleIds: unknown[]) =>
  articleIds.length
    ? ownWrite(() => strapi.db.query(REVISION_UID).deleteMany({ where: { articleId: { $in: articleIds } } }))
    : undefined;
