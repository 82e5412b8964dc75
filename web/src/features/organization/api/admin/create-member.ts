import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OrgMember } from '@hmti/contract';
import { ORGANIZATION_QUERIES } from './query-keys';
import { toMemberFormData, type MemberInput } from './member-input';

/** POST /api/organization/members (multipart) — organization.manage_members. */
const createMember = (input: MemberInput) => api.post<OrgMember>('/api/organization/members', toMemberFormData(input));

export const useCreateMember = () =>
  useMutation({ mutationFn: createMember, meta: { invalidates: ORGANIZATION_QUERIES } });
