import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sortPeriodsNewestFirst } from '../lib/sort-periods';

/** GET /api/organization/periods, newest first by start year. */
const getPeriods = async () =>
  sortPeriodsNewestFirst((await api.get<string[] | null>('/api/organization/periods')) ?? []);

export const periodsQueryOptions = () => queryOptions({ queryKey: ['organization', 'periods'], queryFn: getPeriods });

export const usePeriods = () => useQuery(periodsQueryOptions());
