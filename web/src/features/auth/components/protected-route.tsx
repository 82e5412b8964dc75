import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { checkRole } from '@/lib/authorization';

/** Spinner while the session loads; no user → /login; a role outside allowedRoles → /dashboard. */
export function ProtectedRoute({
  children,
  allowedRoles = [],
}: {
  children: ReactNode;
  allowedRoles?: readonly string[];
}) {
  const { data: user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.login.getHref()} replace state={{ from: location.pathname }} />;
  if (!checkRole(user, allowedRoles)) return <Navigate to={paths.dashboard.root.getHref()} replace />;
  return <>{children}</>;
}
