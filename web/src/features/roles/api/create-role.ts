import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Role } from '../types';
import { rolesKeys } from './query-keys';
import { descriptionSchema, displayNameSchema, levelSchema, permissionListSchema, roleNameSchema } from './role-input';

export const createRoleSchema = z.object({
  name: roleNameSchema,
  displayName: displayNameSchema,
  description: descriptionSchema,
  level: levelSchema,
  permissions: permissionListSchema,
});

export type CreateRoleInput = z.input<typeof createRoleSchema>;

/** POST /api/roles/create-with-shift: the roles at and below the new level move down by one. */
export const createRole = (input: CreateRoleInput) =>
  api.post<Role>('/api/roles/create-with-shift', createRoleSchema.parse(input));

/** The list is reloaded whether the call worked or not. */
export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rolesKeys.all }),
  });
}
