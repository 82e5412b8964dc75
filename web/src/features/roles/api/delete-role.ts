import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rolesKeys } from './query-keys';
import { assertRoleId } from './role-input';

/** DELETE /api/roles/{id} (400 for a system role or one users still hold, with the reason). */
export const deleteRole = (id: number) => api.delete<{ success: boolean }>(`/api/roles/${assertRoleId(id)}`);

export const useDeleteRole = () =>
  useMutation({ mutationFn: deleteRole, meta: { invalidates: [rolesKeys.all], evenOnError: true } });
