import type { Protection } from '../types';
import { suspicious } from '../refusals';
import { findOperatorInjection } from '../detectors/operator-injection';
import { isInspectedPath, requestValuesOf } from './injection-request';

/** Refuses /api requests carrying query-operator keys ($ne, $where…), prototype keys or $where-style JavaScript. */
export const noSqlInjection: Protection = {
  flag: 'noSqlInjectionProtectionEnabled',
  name: 'nosql-injection',
  readsBody: true,
  async check(ctx, { clientIp }) {
    if (!isInspectedPath(ctx.path)) return null;
    const finding = findOperatorInjection(requestValuesOf(ctx));
    return finding ? suspicious(ctx, clientIp, finding.reason, { field: finding.location }) : null;
  },
};
