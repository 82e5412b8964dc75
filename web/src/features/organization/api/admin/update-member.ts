import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OrgMember } from '@hmti/contract';
import { ORGANIZATION_QUERIES } from './query-keys';
import { assertMemberId, toMemberFormData, type MemberInput } from './member-input';

/** PUT /api/organization/members/{id} (multipart; without a new photo the current one stays). */
const updateMember = ({ id, input }: { id: number; input: MemberInput }) =>
  api.put<OrgMember>(`/api/organization/members/${assertMemberId(id)}`, toMemberFormData(input));

export const useUpdateMember = () =>
  useMutation({ mutationFn: updateMember, meta: { invalidates: ORGANIZATION_QUERIES, evenOnError: true } });
