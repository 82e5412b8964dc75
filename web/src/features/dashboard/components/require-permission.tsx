import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadFailed } from '@/components/ui/load-failed';
import { paths } from '@/config/paths';
import { usePermissions } from '@/lib/auth';
import { allowsAny } from '../lib/page-permissions';

/**
 * Its children when the user holds any of anyOf (an empty list lets everyone in), a note while the permissions load
 * (or a way to ask again when that fails: the page keeps its address), else /dashboard — also later, when a role
 * change takes the permission away (the shell polls the permissions).
 */
export function RequirePermission({ anyOf, children }: { anyOf: readonly string[]; children: ReactNode }) {
  const { data: permissions, isError, refetch } = usePermissions();
  if (anyOf.length > 0 && !permissions)
    return isError ? (
      <div className="p-6">
        <LoadFailed message="Failed to load your permissions." retryLabel="Try again" onRetry={refetch} />
      </div>
    ) : (
      <p className="p-6 text-slate-600" role="status">
        Loading permissions...
      </p>
    );
  if (!allowsAny(permissions, anyOf)) return <Navigate to={paths.dashboard.root.getHref()} replace />;
  return <>{children}</>;
}
