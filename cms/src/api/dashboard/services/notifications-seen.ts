import type { Core } from '@strapi/strapi';
import { notificationsSeenSchema } from '@hmti/contract';
import { parseInput } from '../../../lib/request-input';

const USER = 'plugin::users-permissions.user';
const ACTIVITY = 'api::dashboard.activity';

/**
 * The bell's "seen" mark, kept per user on the server: the id of the newest activity the user has
 * seen. It only moves forward and never past the newest activity that exists.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const read = async (userId: number) => {
    const row = await strapi.db.query(USER).findOne({ select: ['id', 'notificationsSeenId'], where: { id: userId } });
    return Number(row?.notificationsSeenId ?? 0);
  };

  return {
    async get(userId: number) {
      return { lastSeenId: await read(userId) };
    },

    async mark(userId: number, raw: unknown) {
      const { lastSeenId: wanted } = parseInput(notificationsSeenSchema, { lastSeenId: raw });
      const newest = await strapi.db.query(ACTIVITY).findOne({ select: ['id'], orderBy: [{ id: 'desc' }] });
      const current = await read(userId);
      const next = Math.max(current, Math.min(wanted, newest?.id ?? 0));
      if (next !== current)
        await strapi.db.query(USER).update({ where: { id: userId }, data: { notificationsSeenId: next } });
      return { lastSeenId: next };
    },
  };
};
