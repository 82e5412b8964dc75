import { useQuery } from '@tanstack/react-query';
import type { AssignableRoles } from '@hmti/contract';
import { api } from '@/lib/api-client';

/**
 * GET /api/roles/assignable: the roles below the requester, the requester's level and the levels a new role may take.
 * One cache entry for roles, users and settings alike; under ['roles'], so every role change refreshes it.
 */
export const useAssignableRoles = (enabled = true) =>
  useQuery({
    queryKey: ['roles', 'assignable'] as const,
    queryFn: ({ signal }) => api.get<AssignableRoles>('/api/roles/assignable', { signal }),
    staleTime: 0,
    enabled,
  });

/** Shown where those roles never loaded: without them the screens offer no edit or delete. */
export const ASSIGNABLE_FAILED = 'Gagal memuat role yang dapat Anda kelola, jadi tombol ubah dan hapus belum tampil.';
