import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OrgMember } from '../../types';
import { invalidateOrganizationQueries } from './invalidate-organization';
import { toMemberFormData, type MemberInput } from './member-input';

/** POST /api/organization/members (multipart) — organization.manage_members. */
export const createMember = (input: MemberInput) =>
  api.post<OrgMember>('/api/organization/members', toMemberFormData(input));

export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createMember, onSuccess: () => invalidateOrganizationQueries(queryClient) });
}
