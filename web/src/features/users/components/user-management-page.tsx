import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SpinnerPanel } from '@/components/ui/spinner';
import { usePermissions, useUser } from '@/lib/auth';
import { useDeleteUser } from '../api/delete-user';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { useRoleLevels } from '../api/get-role-levels';
import { useUsers } from '../api/get-users';
import { useDashboardList } from '@/hooks/use-list-query-string';
import { canCreateUsers, canListUsers, mayManageUsers, userActions } from '../lib/user-permissions';
import { ASSIGNABLE_FAILED, useAssignableRoles } from '@/hooks/use-assignable-roles';
import { LoadFailed } from '@/components/ui/load-failed';
import type { ManagedUser } from '../types';
import { UserDetailsDialog } from './user-details-dialog';
import { UserFilters } from './user-filters';
import { UserFormDialog } from './user-form-dialog';
import { UsersTable } from './users-table';
import { ConfirmMutation } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/ui/paged-list';
import { userDisplayName } from '@/lib/user-display';

/** A user as the confirmations name them: display name in bold, then the username. */
const named = (user: ManagedUser) => (
  <>
    <strong className="text-slate-900">{userDisplayName(user)}</strong> (@{user.username})
  </>
);

/** /dashboard/users: the route's guard (RequirePermission, PAGE_PERMISSIONS) has let the user in (any of users.view, view_others, edit, create or delete). */
export function UserManagementPage() {
  const permissions = usePermissions().data ?? [];
  const { data: me } = useUser();
  // Search, role filter and page live in the address; the list runs on the server, 20 users a page.
  // A role the address names that no longer exists (an old link) is no filter, once the roles are known.
  const roleLevels = useRoleLevels();
  const { query, search, setFilter, setPage } = useDashboardList(
    { role: '' },
    { role: roleLevels.data?.map((r) => r.name) },
  );
  const { role, page } = query;
  const listAllowed = canListUsers(permissions);
  const usersQuery = useUsers({ q: query.q.trim(), role, page, pageSize: 20 }, listAllowed);
  // The roles the server lets this account assign are the users it may change (level and permissions alike).
  const managing = mayManageUsers(permissions);
  const assignable = useAssignableRoles(managing);
  const manageableRoles = assignable.data?.roles.map((r) => r.name) ?? [];
  const remove = useDeleteUser();
  const resetTwoFactor = useResetTwoFactor();
  const [form, setForm] = useState<{ user: ManagedUser | null } | null>(null);
  const [viewing, setViewing] = useState<ManagedUser | null>(null);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);
  const [resetting, setResetting] = useState<ManagedUser | null>(null);

  return (
    <section aria-labelledby="users-heading" className="space-y-6">
      <PageHeader
        id="users-heading"
        title="User Management"
        description="Kelola akun pengguna dashboard dan role mereka."
      >
        {canCreateUsers(permissions) ? (
          <Button onClick={() => setForm({ user: null })} aria-haspopup="dialog">
            Add User
          </Button>
        ) : null}
      </PageHeader>

      {managing && assignable.isError && !assignable.data ? (
        <LoadFailed message={ASSIGNABLE_FAILED} onRetry={() => assignable.refetch()} />
      ) : null}
      {listAllowed ? (
        <UserFilters
          search={search.text}
          onSearch={search.setText}
          role={role}
          onRole={(next) => setFilter('role', next)}
          roles={roleLevels.data ?? []}
        />
      ) : null}

      {!listAllowed ? (
        <EmptyState>Anda tidak memiliki izin untuk melihat daftar user.</EmptyState>
      ) : managing && assignable.isPending ? (
        <SpinnerPanel label="Loading users..." />
      ) : (
        <PagedList
          query={usersQuery}
          page={page}
          onPageChange={setPage}
          loading="Loading users..."
          failed="Failed to load users."
          empty="No users found."
          pagesLabel="User pages"
        >
          {(users) => (
            <UsersTable
              users={users}
              currentUserId={me?.id}
              actionsFor={(user) => userActions(me, user, permissions, manageableRoles)}
              onOpen={(user, mode) => (mode === 'edit' ? setForm({ user }) : setViewing(user))}
              onDelete={setDeleting}
              onResetTwoFactor={setResetting}
            />
          )}
        </PagedList>
      )}

      {form ? <UserFormDialog key={form.user?.id ?? 'new'} user={form.user} onClose={() => setForm(null)} /> : null}
      <UserDetailsDialog user={viewing} onClose={() => setViewing(null)} />
      <ConfirmMutation
        target={deleting}
        onClose={() => setDeleting(null)}
        mutation={remove}
        variables={(user) => user.id}
        title="Hapus User"
        description={(user) => (
          <>Apakah Anda yakin ingin menghapus user {named(user)}? Tindakan ini tidak dapat dibatalkan.</>
        )}
        confirmLabel="Hapus"
        pendingLabel="Menghapus..."
        success={() => ({ title: 'User berhasil dihapus.' })}
        failure="Gagal menghapus user."
      />
      <ConfirmMutation
        target={resetting}
        onClose={() => setResetting(null)}
        mutation={resetTwoFactor}
        variables={(user) => user.id}
        title="Reset 2FA"
        description={(user) => (
          <>
            Hapus authenticator dan kode pemulihan {named(user)}? User ini dapat login dengan password saja sampai
            mendaftar lagi (atau diminta mendaftar bila role-nya mewajibkan 2FA).
          </>
        )}
        confirmLabel="Reset 2FA"
        pendingLabel="Mereset..."
        success={(user) => ({ title: '2FA direset', description: `${user.username} dapat login tanpa kode.` })}
        failure="Gagal mereset 2FA."
      />
    </section>
  );
}
