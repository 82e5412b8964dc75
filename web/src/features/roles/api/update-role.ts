import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Role } from '../types';
import { rolesKeys } from './query-keys';
import { assertRoleId, descriptionSchema, displayNameSchema, permissionListSchema } from './role-input';

export const updateRoleSchema = z.object({
  displayName: displayNameSchema,
  description: descriptionSchema,
  permissions: permissionListSchema,
});

export type UpdateRoleInput = z.input<typeof updateRoleSchema>;

/** PUT /api/roles/{id} with displayName, description and permissions (the name never changes). */
export const updateRole = ({ id, input }: { id: number; input: UpdateRoleInput }) =>
  api.put<Role>(`/api/roles/${assertRoleId(id)}`, updateRoleSchema.parse(input));

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rolesKeys.all }),
  });
}
