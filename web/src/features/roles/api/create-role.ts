import type { z } from 'zod';
import { createRoleSchema, inputOf, type Role } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { useRoleWrite } from './query-keys';

/** POST /api/roles/create-with-shift: the roles at and below the new level move down by one. */
export const useCreateRole = () =>
  useRoleWrite((input: z.input<typeof createRoleSchema>) =>
    api.post<Role>('/api/roles/create-with-shift', inputOf(createRoleSchema, input)),
  );
