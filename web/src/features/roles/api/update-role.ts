import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { inputOf, updateRoleSchema } from '@hmti/contract';
import { api } from '@/lib/api-client';
import type { Role } from '../types';
import { rolesKeys } from './query-keys';
import { assertRoleId } from './role-input';

export { updateRoleSchema };

export type UpdateRoleInput = z.input<typeof updateRoleSchema>;

/** PUT /api/roles/{id} with displayName, description and permissions (the name never changes). */
export const updateRole = ({ id, input }: { id: number; input: UpdateRoleInput }) =>
  api.put<Role>(`/api/roles/${assertRoleId(id)}`, inputOf(updateRoleSchema, input));

export const useUpdateRole = () =>
  useMutation({ mutationFn: updateRole, meta: { invalidates: [rolesKeys.all], evenOnError: true } });
