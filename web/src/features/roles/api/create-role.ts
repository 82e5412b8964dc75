import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { createRoleSchema, inputOf } from '@hmti/contract';
import { api } from '@/lib/api-client';
import type { Role } from '../types';
import { rolesKeys } from './query-keys';

export { createRoleSchema };

export type CreateRoleInput = z.input<typeof createRoleSchema>;

/** POST /api/roles/create-with-shift: the roles at and below the new level move down by one. */
export const createRole = (input: CreateRoleInput) =>
  api.post<Role>('/api/roles/create-with-shift', inputOf(createRoleSchema, input));

/** The list is reloaded whether the call worked or not. */
export const useCreateRole = () =>
  useMutation({ mutationFn: createRole, meta: { invalidates: [rolesKeys.all], evenOnError: true } });
