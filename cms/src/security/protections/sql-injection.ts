import type { Protection } from '../types';
import { suspicious } from '../refusals';
import { findSqlInjection } from '../detectors/sql-injection';
import { isInspectedPath, requestValuesOf } from './injection-request';

/**
 * Refuses /api requests whose parsed path, query or body (JSON, form, multipart fields) carries SQL
 * injection patterns. A second line only: every query of the cms is parameterised (Strapi's query engine).
 */
export const sqlInjection: Protection = {
  flag: 'sqlInjectionProtectionEnabled',
  name: 'sql-injection',
  readsBody: true,
  async check(ctx, { clientIp }) {
    if (!isInspectedPath(ctx.path)) return null;
    const finding = findSqlInjection(requestValuesOf(ctx));
    return finding ? suspicious(ctx, clientIp, finding.reason, { field: finding.location }) : null;
  },
};
