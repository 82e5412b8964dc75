import type { z } from 'zod';
import { inputOf, type Role, updateRoleSchema } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { positiveId } from '@/lib/positive-id';
import { useRoleWrite } from './query-keys';

/** PUT /api/roles/{id} with displayName, description and permissions (the name never changes). */
export const useUpdateRole = () =>
  useRoleWrite(({ id, input }: { id: number; input: z.input<typeof updateRoleSchema> }) =>
    api.put<Role>(`/api/roles/${positiveId(id, 'role')}`, inputOf(updateRoleSchema, input)),
  );
