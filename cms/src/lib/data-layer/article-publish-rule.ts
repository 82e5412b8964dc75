import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { mayChangePublication, PUBLISH_DENIED } from '@hmti/contract';
import { currentSiteAccount } from './actor';

const UID = 'api::articles.article';

type Row = Record<string, unknown>;
interface Event {
  action: string;
  params: { data?: Row; where?: Row };
}

const timeOf = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : new Date(value as string | number | Date).getTime();

/**
 * The publishing right (the contract's mayChangePublication), kept on every write of an article by a site account,
 * whatever path the write takes (a save, a restore from the history): publishing or scheduling needs
 * articles.publish; the author may always take their own article back to draft. Writes of the Strapi admin panel
 * follow its users' admin roles; the system's (the scheduler publishing at the set time, seeds) pass.
 */
export function subscribeArticlePublishRule(strapi: Core.Strapi) {
  const check = async (event: Event) => {
    const data = event.params.data;
    if (!data || (data.published === undefined && data.scheduledAt === undefined)) return;
    const account = currentSiteAccount(strapi);
    if (!account || account.permissions.includes('articles.publish')) return;
    const rows: Row[] =
      event.action === 'beforeCreate'
        ? [{ published: false, scheduledAt: null, authorUser: { id: account.id } }]
        : ((await strapi.db.query(UID).findMany({
            select: ['id', 'published', 'scheduledAt'],
            where: event.params.where ?? {},
            populate: { authorUser: { select: ['id'] } },
          })) as Row[]);
    for (const row of rows) {
      const wasPublished = !!row.published;
      const published = data.published === undefined ? wasPublished : !!data.published;
      const wasScheduled = timeOf(row.scheduledAt);
      const scheduled = data.scheduledAt === undefined ? wasScheduled : timeOf(data.scheduledAt);
      const publishing = (published && !wasPublished) || (scheduled !== null && scheduled !== wasScheduled);
      const takingBack = (!published && wasPublished) || (scheduled === null && wasScheduled !== null);
      if (!publishing && !takingBack) continue;
      const own = (row.authorUser as { id?: number } | null | undefined)?.id === account.id;
      // A PolicyError: Strapi answers a plain ForbiddenError with its generic text, this one with the message.
      if (!mayChangePublication(account.permissions, { publishing, own })) throw new errors.PolicyError(PUBLISH_DENIED);
    }
  };
  strapi.db.lifecycles.subscribe({
    models: [UID],
    beforeCreate: check,
    beforeUpdate: check,
    beforeUpdateMany: check,
  });
}
