import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../../config/app-config';
import { currentActor } from './actor';
import { currentAuditScope } from './audit-scope';
import { refuse } from './refuse';
import { REVISIONS_READ_ONLY } from './rule-messages';

export const REVISION_UID = 'api::articles.article-revision';
const ARTICLE_UID = 'api::articles.article';

/** What a revision keeps of an article: the fields an editor changes. */
export const REVISION_FIELDS = [
  'title',
  'excerpt',
  'content',
  'tags',
  'image',
  'imageSource',
  'gdriveFileId',
  'published',
] as const;
/** The fields a revision's "what changed" names; the picture's source and Drive id count as the picture. */
const COMPARED = ['title', 'excerpt', 'content', 'tags', 'image', 'published'] as const;

type Row = Record<string, unknown>;
export type RevisionSnapshot = Record<(typeof REVISION_FIELDS)[number], unknown>;

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
const restoreNotes = new AsyncLocalStorage<{ restoredFrom: number }>();

/** Runs `work` (a restore) so that the revision its save makes names the revision it restored. */
export const asRestoreOf = <T>(revisionId: number, work: () => Promise<T>) =>
  restoreNotes.run({ restoredFrom: revisionId }, work);

interface WriteEvent {
  action: string;
  params: { where?: Row };
  result?: unknown;
  state: Row;
}

/**
 * Every save of an article, through any door (our /api services, the admin panel's Content Manager,
 * scripts), keeps a revision of the saved state with who saved it and when; a save that changed none of
 * the kept fields adds none. The newest ARTICLE_REVISIONS_KEEP per article are kept; deleting an article
 * deletes its revisions. Revisions are written only here: every other create, any update and any other
 * delete is refused, so nobody can edit or forge one through /admin. First-start seeding keeps none.
 */
export function subscribeArticleRevisions(strapi: Core.Strapi, keep = appConfig.articleRevisions.keep) {
  const revisions = () => strapi.db.query(REVISION_UID);
  const ownWrite = <T>(work: () => Promise<T>) => revisionWrites.run(true, work);

  /**
   * Saves the article's state as a revision. `earlier` is the state before this save of an article that had no
   * revision yet (seeded, imported, or saved before revisions were kept): it is kept first, dated when it was
   * made, so the first change can be undone.
   */
  const record = async (articleId: number, earlier?: Row) => {
    const row = (await strapi.db.query(ARTICLE_UID).findOne({ where: { id: articleId } })) as Row | null;
    if (!row) return;
    const snapshot = snapshotOf(row);
    const [latest] = (await revisions().findMany({
      where: { articleId },
      orderBy: { id: 'desc' },
      limit: 1,
    })) as Row[];
    const note = restoreNotes.getStore();
    const baseline = !latest && earlier ? snapshotOf(earlier) : undefined;
    const previous = latest ? snapshotOf(latest) : baseline;
    const changes = previous ? changedFields(previous, snapshot) : null;
    if (changes && changes.length === 0 && !note) return;
    const actor = currentActor(strapi);
    await ownWrite(async () => {
      if (baseline)
        await revisions().create({
          data: {
            ...baseline,
            articleId,
            changes: null,
            userName: typeof earlier?.author === 'string' ? earlier.author.slice(0, 200) : null,
            actorKind: 'system',
            savedAt: new Date((earlier?.updatedAt ?? earlier?.createdAt ?? Date.now()) as string | number),
          },
        });
      await revisions().create({
        data: {
          ...snapshot,
          articleId,
          changes,
          restoredFrom: note?.restoredFrom ?? null,
          userId: actor.userId,
          userName: actor.userName.slice(0, 200),
          actorKind: actor.kind,
          savedAt: new Date(),
        },
      });
      const stale = (await revisions().findMany({
        select: ['id'],
        where: { articleId },
        orderBy: { id: 'desc' },
        offset: Math.max(1, keep),
      })) as Row[];
      if (stale.length) await revisions().deleteMany({ where: { id: { $in: stale.map((r) => r.id) } } });
    });
  };

  const silent = () => !!currentAuditScope()?.silent;
  const idOf = (value: unknown) => (typeof value === 'number' ? value : Number(value));

  /** The rows a write is about to change that have no revision yet, as they are before it (see `record`). */
  const rememberEarlier = async (event: WriteEvent) => {
    if (silent() || !event.params.where) return;
    const rows = (await strapi.db.query(ARTICLE_UID).findMany({ where: event.params.where })) as Row[];
    const withHistory = new Set(
      (
        (await revisions().findMany({
          select: ['articleId'],
          where: { articleId: { $in: rows.map((r) => idOf(r.id)) } },
        })) as Row[]
      ).map((r) => idOf(r.articleId)),
    );
    event.state.earlier = new Map(rows.filter((r) => !withHistory.has(idOf(r.id))).map((r) => [idOf(r.id), r]));
  };
  const earlierOf = (event: WriteEvent, id: number) => (event.state.earlier as Map<number, Row> | undefined)?.get(id);

  const afterSave = async (event: WriteEvent) => {
    if (silent()) return;
    const id = idOf((event.result as Row | undefined)?.id ?? event.params.where?.id);
    if (Number.isSafeInteger(id) && id > 0) await record(id, earlierOf(event, id));
  };
  const rememberTargets = async (event: WriteEvent) => {
    if (!event.params.where) return;
    const rows = (await strapi.db.query(ARTICLE_UID).findMany({ select: ['id'], where: event.params.where })) as Row[];
    event.state.revisionTargets = rows.map((r) => idOf(r.id));
  };
  const rememberTargetsAndEarlier = async (event: WriteEvent) => {
    await rememberTargets(event);
    await rememberEarlier(event);
  };
  const afterSaveMany = async (event: WriteEvent) => {
    if (silent()) return;
    for (const id of (event.state.revisionTargets as number[] | undefined) ?? [])
      await record(id, earlierOf(event, id));
  };
  const dropRevisions = async (event: WriteEvent) => {
    const ids = (event.state.revisionTargets as number[] | undefined) ?? [];
    if (ids.length) await ownWrite(() => revisions().deleteMany({ where: { articleId: { $in: ids } } }));
  };

  strapi.db.lifecycles.subscribe({
    models: [ARTICLE_UID],
    afterCreate: afterSave,
    beforeUpdate: rememberEarlier,
    afterUpdate: afterSave,
    beforeUpdateMany: rememberTargetsAndEarlier,
    afterUpdateMany: afterSaveMany,
    beforeDelete: rememberTargets,
    beforeDeleteMany: rememberTargets,
    afterDelete: dropRevisions,
    afterDeleteMany: dropRevisions,
  });

  const onlyOwnWrites = () => {
    if (!revisionWrites.getStore()) throw refuse(REVISIONS_READ_ONLY);
  };
  const frozen = () => {
    throw refuse(REVISIONS_READ_ONLY);
  };
  strapi.db.lifecycles.subscribe({
    models: [REVISION_UID],
    beforeCreate: onlyOwnWrites,
    beforeCreateMany: frozen,
    beforeUpdate: frozen,
    beforeUpdateMany: frozen,
    beforeDelete: onlyOwnWrites,
    beforeDeleteMany: onlyOwnWrites,
  });
}
