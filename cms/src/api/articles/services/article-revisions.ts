import type { Core } from '@strapi/strapi';
import { pictureStillThere } from '../../../lib/data-layer/shown-pictures';
import type { ArticleRevision, ArticleRevisionSummary, ArticleSnapshot } from '@hmti/contract';
import { notFound } from '../../../lib/http-error';
import type { AuthState } from '../../../lib/request-context';
import { asRestoreOf, REVISION_UID, snapshotOf } from '../lib/article-revisions';
import { ARTICLE_UID } from '../lib/article-write';
import { service } from '../../../lib/services';

type RevisionRow = Record<string, unknown> & { id: number; articleId: number; savedAt: string | Date };

const summary = (row: RevisionRow): ArticleRevisionSummary => ({
  id: row.id,
  articleId: row.articleId,
  savedAt: new Date(row.savedAt).toISOString(),
  userName: (row.userName as string | null) ?? 'Sistem',
  actorKind: (row.actorKind as ArticleRevisionSummary['actorKind'] | null) ?? 'system',
  changes: Array.isArray(row.changes) ? (row.changes as ArticleRevisionSummary['changes']) : null,
  restoredFrom: (row.restoredFrom as number | null) ?? null,
  title: (row.title as string | null) ?? '',
  published: !!row.published,
});

/**
 * An article's history (Riwayat): its revisions, one in full, and restoring one, as the article's edit rights allow
 * (own or any). A restore brings back a version's title, text, tags and picture; whether the article is on the site
 * (published, scheduled) stays as it is, as the editor's own switch and schedule decide it.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const revisions = () => strapi.db.query(REVISION_UID);
  const admin = () => service(strapi, 'api::articles.article-admin');

  /** The article (403 unless this account may edit it) and its revision (404 unless it is one of the article's). */
  const revisionOf = async (auth: AuthState, articleId: number, revisionId: number) => {
    const article = await admin().editable(auth, articleId);
    const row = (await revisions().findOne({ where: { id: revisionId, articleId } })) as RevisionRow | null;
    if (!row) throw notFound('Revisi tidak ditemukan.');
    return { article, row };
  };

  return {
    /** Newest first, without the content (the list names what each save changed). */
    async list(auth: AuthState, articleId: number): Promise<{ data: ArticleRevisionSummary[] }> {
      await admin().editable(auth, articleId);
      const rows = (await revisions().findMany({
        select: [
          'id',
          'articleId',
          'savedAt',
          'userName',
          'actorKind',
          'changes',
          'restoredFrom',
          'title',
          'published',
        ],
        where: { articleId },
        orderBy: { id: 'desc' },
      })) as RevisionRow[];
      return { data: rows.map(summary) };
    },

    async get(auth: AuthState, articleId: number, revisionId: number): Promise<ArticleRevision> {
      const { row } = await revisionOf(auth, articleId, revisionId);
      // A revision keeps a saved article's fields, which the article's schema requires.
      return { ...summary(row), ...(snapshotOf(row) as ArticleSnapshot) };
    },

    /**
     * Writes the revision's fields back as a new save (which keeps its own revision) and logs the restore; a picture
     * whose file is gone since is not brought back (the article keeps the one it has).
     */
    async restore(auth: AuthState, articleId: number, revisionId: number) {
      const { article, row } = await revisionOf(auth, articleId, revisionId);
      const { published: _publication, image, imageSource, gdriveFileId, ...kept } = snapshotOf(row);
      if (image === article.image || (await pictureStillThere(strapi, image)))
        Object.assign(kept, { image, imageSource, gdriveFileId });
      const title = typeof kept.title === 'string' && kept.title ? kept.title : article.title;
      // The activity entry and the new revision name the restored one (article-activity.ts, article-revisions.ts).
      // Another title moves a slug made from the old one (the data layer's slug rule).
      await asRestoreOf({ restoredFrom: revisionId, savedAt: row.savedAt }, () =>
        strapi.db.transaction(() =>
          strapi.db.query(ARTICLE_UID).update({ where: { id: articleId }, data: { ...kept, title } }),
        ),
      );
      return admin().getForEdit(auth, articleId);
    },
  };
};
