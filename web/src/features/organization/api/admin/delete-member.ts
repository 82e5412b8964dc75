import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ORGANIZATION_QUERIES } from './query-keys';
import { assertMemberId } from './member-input';

/** DELETE /api/organization/members/{id}. */
const deleteMember = (id: number) =>
  api.delete<{ success: boolean }>(`/api/organization/members/${assertMemberId(id)}`);

export const useDeleteMember = () =>
  useMutation({ mutationFn: deleteMember, meta: { invalidates: ORGANIZATION_QUERIES } });
