import type { z } from 'zod';
import { inputOf, type Role, updateRoleSchema } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { changedFields } from '@/lib/drafts';
import { positiveId } from '@/lib/positive-id';
import { useRoleWrite } from './query-keys';

type RoleEdit = z.input<typeof updateRoleSchema>;

/**
 * PUT /api/roles/{id} with what the form changed from `initial` (displayName, description, permissions; the name never
 * changes): the permissions as a change on those it opened (`basedOn`), so another editor's saved meanwhile stay.
 */
export const useUpdateRole = () =>
  useRoleWrite(({ id, input, initial }: { id: number; input: RoleEdit; initial: RoleEdit }) => {
    const body: Record<string, unknown> = changedFields(initial, inputOf(updateRoleSchema, input));
    if (body.permissions) body.basedOn = initial.permissions;
    return api.put<Role>(`/api/roles/${positiveId(id, 'role')}`, body);
  });
