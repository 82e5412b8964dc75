import type { Core } from '@strapi/strapi';

/**
 * The organisation's current period: the newest period with members ('YYYY-YYYY' sorts by start year, so the
 * greatest name; never the periods' `startYear`, which the Content Manager edits apart from the name). The landing
 * page's member count and the dashboard's read it as SQL; the chat assistant reads it from the members it holds.
 */
export const CURRENT_PERIOD_SQL = '(SELECT MAX(period) FROM org_members)';

/** The same rule over the members' periods in memory: the greatest name, or undefined without members. */
export const currentPeriodOf = (memberPeriods: string[]): string | undefined => [...memberPeriods].sort().at(-1);

/** A period row named 'YYYY-YYYY': it starts in the year its name starts with. */
export const periodRow = (name: string) => ({ name, startYear: Number(name.slice(0, 4)) });

/** Creates the period `name` unless it exists (whoever writes a member or a position of it); whether it was created. */
export async function ensurePeriod(strapi: Core.Strapi, name: string): Promise<boolean> {
  const periods = strapi.db.query('api::organization.period');
  if (await periods.findOne({ where: { name }, select: ['id'] })) return false;
  await periods.create({ data: periodRow(name) });
  return true;
}
