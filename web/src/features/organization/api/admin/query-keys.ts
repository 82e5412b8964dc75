import type { QueryKey } from '@tanstack/react-query';

/**
 * What any organisation change makes stale (its mutation's meta.invalidates): every ['organization', …] query
 * (periods, members, positions — the public chart's too — and divisions), the landing's counts and the dashboard's.
 */
export const ORGANIZATION_QUERIES: QueryKey[] = [['organization'], ['stats'], ['dashboard']];
