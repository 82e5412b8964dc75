import { Outlet } from 'react-router';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';
import { DashboardPlaceholder } from '@/features/dashboard/components/dashboard-placeholder';

export function DashboardRoute() {
  return (
    <ProtectedRoute>
      <DashboardLayout>
        <Outlet />
      </DashboardLayout>
    </ProtectedRoute>
  );
}

const placeholder = (title: string, issue: number) => () => <DashboardPlaceholder title={title} issue={issue} />;

export const DashboardHome = placeholder('Dashboard', 4);
export const ArticlesAdmin = placeholder('Articles Management', 4);
export const LibraryAdmin = placeholder('Media Library', 4);
export const ContentAdmin = placeholder('Konten Halaman Publik', 4);
export const OrganizationAdmin = placeholder('Organization Structure Management', 5);
export const UsersAdmin = placeholder('User Management', 5);
export const RolesAdmin = placeholder('Role Management', 5);
export const SettingsAdmin = placeholder('Settings', 5);
