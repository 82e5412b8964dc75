import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/** The content that shows an uploaded file through a Media Library field, and how a person names it. */
const SHOWN_BY = [
  { uid: 'api::articles.article', field: 'cover', title: 'title', as: 'sampul artikel' },
  { uid: 'api::library.library-item', field: 'uploads', title: 'title', as: 'gambar library' },
  { uid: 'api::organization.member', field: 'photo', title: 'name', as: 'foto anggota' },
] as const;

/**
 * Refuses to delete an uploaded file that an article, a library item or a member still shows: the Media Library
 * would take the file off the disk and leave the page with a dead address. Called before the upload service deletes
 * anything (extensions/upload), so every door that deletes through it (the Media Library, its bulk delete) obeys.
 */
export async function refuseIfShown(strapi: Core.Strapi, fileId: unknown) {
  for (const { uid, field, title, as } of SHOWN_BY) {
    const row = (await strapi.db.query(uid).findOne({ where: { [field]: { id: fileId } }, select: [title] })) as Record<
      string,
      unknown
    > | null;
    if (row)
      throw new errors.ApplicationError(
        `File ini masih dipakai sebagai ${as} “${String(row[title])}”. Ganti atau hapus di sana lebih dulu.`,
      );
  }
}
