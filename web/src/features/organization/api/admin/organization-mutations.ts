import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  copyPositionsSchema,
  divisionUpdateSchema,
  inputOf,
  newDivisionSchema,
  periodSchema,
  savePositionsSchema,
  type DivisionUpdateInput,
  type NewDivisionInput,
  type OrgMember,
  type PositionOrder,
} from '@hmti/contract';
import { api } from '@/lib/api-client';
import { positiveId } from '@/lib/positive-id';
import { uploadImage } from '@/lib/upload-image';
import { IMAGE_ONLY, imageFileSchema } from '../../lib/admin/member-form';
import { positionsQueryOptions } from '../get-positions';
import { afterDivisionSaved, type Division } from './get-divisions';
import { assertMemberId, toMemberFormData, type MemberInput } from './member-input';

/**
 * What any organisation change makes stale (its mutation's meta.invalidates): every ['organization', …] query
 * (periods, members, positions — the public chart's too — and divisions), the landing's counts and the dashboard's.
 */
const ORGANIZATION_QUERIES: QueryKey[] = [['organization'], ['stats'], ['dashboard']];

/** An organisation write; `evenOnError`: reloaded after a failure too (an edit refused as stale). */
const useOrganizationWrite = <T, R>(mutationFn: (input: T) => Promise<R>, evenOnError = false) =>
  useMutation({ mutationFn, meta: { invalidates: ORGANIZATION_QUERIES, evenOnError } });

/** POST /api/organization/members (multipart) — organization.manage_members. */
export const useCreateMember = () =>
  useOrganizationWrite((input: MemberInput) =>
    api.post<OrgMember>('/api/organization/members', toMemberFormData(input)),
  );

/** PUT /api/organization/members/{id} (multipart; without a new photo the current one stays). */
export const useUpdateMember = () =>
  useOrganizationWrite(
    ({ id, input }: { id: number; input: MemberInput }) =>
      api.put<OrgMember>(`/api/organization/members/${assertMemberId(id)}`, toMemberFormData(input)),
    true,
  );

/** DELETE /api/organization/members/{id}. */
export const useDeleteMember = () =>
  useOrganizationWrite((id: number) =>
    api.delete<{ success: boolean }>(`/api/organization/members/${assertMemberId(id)}`),
  );

/** POST /api/organization/periods { period } — organization.manage_periods; 409 when it exists. */
export const useCreatePeriod = () =>
  useOrganizationWrite((period: string) =>
    api.post<{ period: string }>('/api/organization/periods', { period: inputOf(periodSchema, period) }),
  );

/** DELETE /api/organization/periods/{period}; 400 while it has members or when it is the last one, with the reason. */
export const useDeletePeriod = () =>
  useOrganizationWrite((period: string) =>
    api.delete<{ success: boolean }>(`/api/organization/periods/${encodeURIComponent(inputOf(periodSchema, period))}`),
  );

/** POST /api/organization/positions: the period's whole list, renumbered 1..n, checked as the server checks it. */
export function useSavePositions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof savePositionsSchema>) =>
      api.post<PositionOrder[]>('/api/organization/positions', inputOf(savePositionsSchema, input)),
    // The saved list is shown at once (no flash of the old order while the refetch runs).
    onSuccess: (saved, input) => queryClient.setQueryData(positionsQueryOptions(input.period).queryKey, saved),
    meta: { invalidates: ORGANIZATION_QUERIES, evenOnError: true },
  });
}

/** POST /api/organization/positions/copy — replaces the target period's positions with the source's. */
export function useCopyPositions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof copyPositionsSchema>) =>
      api.post<PositionOrder[]>('/api/organization/positions/copy', inputOf(copyPositionsSchema, input)),
    onSuccess: (copied, input) => queryClient.setQueryData(positionsQueryOptions(input.targetPeriod).queryKey, copied),
    meta: { invalidates: ORGANIZATION_QUERIES },
  });
}

/** POST /api/divisions { name, displayName, description, positions, color } — divisions.create; 409 on a taken name. */
export function useCreateDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewDivisionInput) => api.post<Division>('/api/divisions', inputOf(newDivisionSchema, input)),
    onSuccess: (saved) => afterDivisionSaved(queryClient, saved),
    meta: { invalidates: ORGANIZATION_QUERIES },
  });
}

/** PUT /api/divisions/{id} { displayName, description, positions, color, logo } — divisions.edit. */
export function useUpdateDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: DivisionUpdateInput }) =>
      api.put<Division>(`/api/divisions/${positiveId(id, 'division')}`, inputOf(divisionUpdateSchema, input)),
    onSuccess: (saved) => afterDivisionSaved(queryClient, saved),
    meta: { invalidates: ORGANIZATION_QUERIES, evenOnError: true },
  });
}

/** DELETE /api/divisions/{id} — divisions.delete; refused (409) while members or users still belong to it. */
export const useDeleteDivision = () =>
  useMutation({
    mutationFn: (id: number) => api.delete<{ success: boolean }>(`/api/divisions/${positiveId(id, 'division')}`),
    // The division's entries leave the per-division settings with it.
    meta: { invalidates: [...ORGANIZATION_QUERIES, ['settings']] },
  });

/** POST /api/upload (category 'organization'): answers the stored image's URL. */
export const useUploadOrganizationImage = () =>
  useMutation({ mutationFn: (file: File) => uploadImage(imageFileSchema(IMAGE_ONLY).parse(file), 'organization') });
