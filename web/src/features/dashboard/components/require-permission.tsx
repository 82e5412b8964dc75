import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { usePermissions } from '@/lib/auth';
import { allowsAny } from '../lib/page-permissions';

/**
 * Its children when the user holds any of anyOf (an empty list lets everyone in), a note while the permissions load,
 * else /dashboard — also later, when a role change takes the permission away (the shell polls the permissions).
 */
export function RequirePermission({ anyOf, children }: { anyOf: readonly string[]; children: ReactNode }) {
  const { data: permissions, isPending } = usePermissions();
  if (anyOf.length > 0 && isPending)
    return (
      <p className="p-6 text-slate-600" role="status">
        Loading permissions...
      </p>
    );
  if (!allowsAny(permissions, anyOf)) return <Navigate to={paths.dashboard.root.getHref()} replace />;
  return <>{children}</>;
}
