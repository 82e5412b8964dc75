import { inputOf, moveRoleSchema, type Role } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { positiveId } from '@/lib/positive-id';
import { useRoleWrite } from './query-keys';

/** PUT /api/roles/{id} { level }: the drag; the server shifts the roles in between by one. */
export const useMoveRole = () =>
  useRoleWrite(({ id, level }: { id: number; level: number }) =>
    api.put<Role>(`/api/roles/${positiveId(id, 'role')}`, inputOf(moveRoleSchema, { level })),
  );
