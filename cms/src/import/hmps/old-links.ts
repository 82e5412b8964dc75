import type { Core } from '@strapi/strapi';
import { SOURCE_UID } from './context';

/** hmps's article addresses: `/artikel/<24-hex ObjectId>` and `/artikel/<ObjectId>/<slug>`. */
export const HMPS_ARTICLE_PATH = /^\/artikel\/([0-9a-f]{24})(?:\/[^/]*)?\/?$/i;

/** The id of the article an hmps ObjectId became (`npm run import:hmps`), if any. */
export async function articleIdOfHmpsId(strapi: Core.Strapi, objectId: string): Promise<number | null> {
  const row = (await strapi.db.query(SOURCE_UID).findOne({
    select: ['targetId'],
    where: { collection: { $in: ['articles', 'beritas'] }, sourceId: objectId.toLowerCase() },
  })) as { targetId: number | null } | null;
  return row?.targetId ?? null;
}
