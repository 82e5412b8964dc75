import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { usePermissionCheck } from '../hooks/use-permission-check';

/**
 * Renders its children when the user holds any of anyOf (an empty list lets everyone in), `pending`
 * (nothing by default) while the permissions load, and sends the user to /dashboard once the check
 * comes out negative.
 */
export function RequirePermission({
  anyOf,
  pending = null,
  children,
}: {
  anyOf: readonly string[];
  pending?: ReactNode;
  children: ReactNode;
}) {
  const check = usePermissionCheck(anyOf);
  if (check === 'pending') return <>{pending}</>;
  if (check === 'denied') return <Navigate to={paths.dashboard.root.getHref()} replace />;
  return <>{children}</>;
}
