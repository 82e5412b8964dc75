/**
 * The organisation's current period: the newest period with members ('YYYY-YYYY' sorts by start year, so the
 * greatest name; never the periods' `startYear`, which the Content Manager edits apart from the name). The landing
 * page's member count and the dashboard's read it as SQL; the chat assistant reads it from the members it holds.
 */
export const CURRENT_PERIOD_SQL = '(SELECT MAX(period) FROM org_members)';

/** The same rule over the members' periods in memory: the greatest name, or undefined without members. */
export const currentPeriodOf = (memberPeriods: string[]): string | undefined =>
  memberPeriods.reduce<string | undefined>(
    (newest, period) => (newest === undefined || period > newest ? period : newest),
    undefined,
  );
