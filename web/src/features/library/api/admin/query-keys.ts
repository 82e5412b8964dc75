import type { QueryKey } from '@tanstack/react-query';

/**
 * What any library change makes stale (its mutation's meta.invalidates): the management list, the public library
 * queries, the landing's gallery and counts, and the dashboard's.
 */
export const LIBRARY_QUERIES: QueryKey[] = [['library'], ['landing', 'gallery'], ['stats'], ['dashboard']];
