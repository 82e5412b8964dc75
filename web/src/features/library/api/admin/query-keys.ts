import type { QueryKey } from '@tanstack/react-query';

/**
 * What any library change makes stale (its mutation's meta.invalidates): the management list, the public library
 * queries and the dashboard stats.
 */
export const LIBRARY_QUERIES: QueryKey[] = [['library'], ['dashboard']];
