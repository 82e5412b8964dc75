import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';

/** Spinner while the session loads; no user → /login. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.login.getHref()} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
