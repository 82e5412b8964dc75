import { usePermissions } from '@/lib/auth';
import { allowsAny } from '../lib/page-permissions';

/**
 * Whether the user holds any of the permissions. 'pending' until the first answer; an empty list
 * always passes. Shares the session's permissions query (polled by the dashboard shell).
 */
export function usePermissionCheck(anyOf: readonly string[]): 'pending' | 'allowed' | 'denied' {
  const { data: permissions, isPending, isError } = usePermissions();
  if (anyOf.length === 0) return 'allowed';
  if (permissions === undefined) return isPending && !isError ? 'pending' : 'denied';
  return allowsAny(permissions, anyOf) ? 'allowed' : 'denied';
}
