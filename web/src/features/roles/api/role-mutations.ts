import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { createRoleSchema, inputOf, moveRoleSchema, type Role, updateRoleSchema } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { changedFields } from '@/lib/drafts';
import { positiveId } from '@/lib/positive-id';
import { rolesKeys } from './role-queries';

type RoleEdit = z.input<typeof updateRoleSchema>;

const rolePath = (id: number) => `/api/roles/${positiveId(id, 'role')}`;

/** A role write: the roles are reloaded whether it worked or not (a refused drag must not stay on screen). */
const useRoleWrite = <T, R>(mutationFn: (input: T) => Promise<R>) =>
  useMutation({ mutationFn, meta: { invalidates: [rolesKeys.all], evenOnError: true } });

/** POST /api/roles/create-with-shift: the roles at and below the new level move down by one. */
export const useCreateRole = () =>
  useRoleWrite((input: z.input<typeof createRoleSchema>) =>
    api.post<Role>('/api/roles/create-with-shift', inputOf(createRoleSchema, input)),
  );

/**
 * PUT /api/roles/{id} with what the form changed from `initial` (displayName, description, permissions; the name never
 * changes): the permissions as a change on those it opened (`basedOn`), so another editor's saved meanwhile stay.
 */
export const useUpdateRole = () =>
  useRoleWrite(({ id, input, initial }: { id: number; input: RoleEdit; initial: RoleEdit }) => {
    const body: Record<string, unknown> = changedFields(initial, inputOf(updateRoleSchema, input));
    if (body.permissions) body.basedOn = initial.permissions;
    return api.put<Role>(rolePath(id), body);
  });

/** PUT /api/roles/{id} { level }: the drag; the server shifts the roles in between by one. */
export const useMoveRole = () =>
  useRoleWrite(({ id, level }: { id: number; level: number }) =>
    api.put<Role>(rolePath(id), inputOf(moveRoleSchema, { level })),
  );

/** DELETE /api/roles/{id} (400 for a system role or one users still hold, with the reason). */
export const useDeleteRole = () => useRoleWrite((id: number) => api.delete<{ success: boolean }>(rolePath(id)));
