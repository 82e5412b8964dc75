/**
 * The organisation's current period, as SQL: the newest period with members ('YYYY-YYYY' sorts by start year). The
 * landing page's member count and the dashboard's both read it from here.
 */
export const CURRENT_PERIOD_SQL = '(SELECT MAX(period) FROM org_members)';
