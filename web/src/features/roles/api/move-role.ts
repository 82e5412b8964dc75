import { useMutation } from '@tanstack/react-query';
import { inputOf, moveRoleSchema } from '@hmti/contract';
import { api } from '@/lib/api-client';
import type { Role } from '../types';
import { rolesKeys } from './query-keys';
import { assertRoleId } from './role-input';

export { moveRoleSchema };

/** PUT /api/roles/{id} { level }: the drag; the server shifts the roles in between by one. */
export const moveRole = ({ id, level }: { id: number; level: number }) =>
  api.put<Role>(`/api/roles/${assertRoleId(id)}`, inputOf(moveRoleSchema, { level }));

export const useMoveRole = () =>
  useMutation({ mutationFn: moveRole, meta: { invalidates: [rolesKeys.all], evenOnError: true } });
