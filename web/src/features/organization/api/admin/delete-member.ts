import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateOrganizationQueries } from './invalidate-organization';
import { assertMemberId } from './member-input';

/** DELETE /api/organization/members/{id}. */
export const deleteMember = (id: number) =>
  api.delete<{ success: boolean }>(`/api/organization/members/${assertMemberId(id)}`);

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMember, onSuccess: () => invalidateOrganizationQueries(queryClient) });
}
