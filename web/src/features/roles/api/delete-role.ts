import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rolesKeys } from './query-keys';
import { assertRoleId } from './role-input';

/** DELETE /api/roles/{id} (409 while users still hold the role). */
export const deleteRole = (id: number) => api.delete<{ success: boolean }>(`/api/roles/${assertRoleId(id)}`);

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rolesKeys.all }),
  });
}
