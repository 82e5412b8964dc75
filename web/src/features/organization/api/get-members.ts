import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { DEFAULT_PERIOD } from '../lib/structure-texts';
import type { OrgMember } from '@hmti/contract';

/** GET /api/organization/members?period=…; a non-OK answer is raised as 'HTTP {status}: {statusText}'. */
async function getMembers(period: string): Promise<OrgMember[]> {
  try {
    return (await api.get<OrgMember[] | null>(`/api/organization/members?period=${encodeURIComponent(period)}`)) ?? [];
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`HTTP ${error.status}: ${error.statusText}`, { cause: error });
    throw error;
  }
}

export const membersQueryOptions = (period: string | null | undefined) => {
  const chosen = period || DEFAULT_PERIOD;
  return queryOptions({ queryKey: ['organization', 'members', chosen], queryFn: () => getMembers(chosen) });
};

export const useMembers = (period: string | null | undefined) => useQuery(membersQueryOptions(period));
