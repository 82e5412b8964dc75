import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState } from '@/components/ui/empty-state';
import { SpinnerPanel } from '@/components/ui/spinner';
import { usePermissions, useUser } from '@/lib/auth';
import { showToast } from '@/lib/toast';
import { useDeleteUser } from '../api/delete-user';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { useRoleLevels } from '../api/get-role-levels';
import { useUsers } from '../api/get-users';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useLastPageWhenPastEnd, useListPage } from '@/hooks/use-list-page';
import { canCreateUsers, canListUsers, mayManageUsers, userActions } from '../lib/user-permissions';
import { useAssignableRoles } from '@/hooks/use-assignable-roles';
import type { ManagedUser } from '../types';
import { showFailureToast } from '@/components/failure-toast';
import { UserDetailsDialog } from './user-details-dialog';
import { UserFilters } from './user-filters';
import { UserFormDialog } from './user-form-dialog';
import { UsersTable } from './users-table';
import { LoadFailed } from '@/components/ui/load-failed';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { userDisplayName } from '@/lib/user-display';

type FormState = { user: ManagedUser | null } | null;

/** Rows per page of the user table. */
const USERS_PAGE_SIZE = 20;

/** /dashboard/users: the route's guard (RequirePermission, PAGE_PERMISSIONS) has let the user in (any of users.view, view_others, edit, create or delete). */
export function UserManagementPage() {
  const permissions = usePermissions().data ?? [];
  const { data: me } = useUser();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const q = useDebouncedValue(search);
  const listAllowed = canListUsers(permissions);
  const [page, setPage] = useListPage([q, role]);
  // Search, role filter and paging run on the server: one page of the user list at a time.
  const usersQuery = useUsers({ q, role, page, pageSize: USERS_PAGE_SIZE }, listAllowed);
  const roleLevels = useRoleLevels();
  // The roles the server lets this account assign are the users it may change (level and permissions alike).
  const managing = mayManageUsers(permissions);
  const assignable = useAssignableRoles(managing);
  const manageableRoles = assignable.data?.roles.map((r) => r.name) ?? [];
  const remove = useDeleteUser();
  const [form, setForm] = useState<FormState>(null);
  const [viewing, setViewing] = useState<ManagedUser | null>(null);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);
  const resetTwoFactor = useResetTwoFactor();
  const [resetting, setResetting] = useState<ManagedUser | null>(null);
  const users = usersQuery.data?.data ?? [];
  const meta = usersQuery.data?.meta;
  useLastPageWhenPastEnd(page, usersQuery, setPage);

  const open = (user: ManagedUser, mode: 'edit' | 'view') => (mode === 'edit' ? setForm({ user }) : setViewing(user));
  const confirmDelete = (user: ManagedUser) =>
    remove.mutate(user.id, {
      onSuccess: () => showToast({ title: 'User berhasil dihapus.' }),
      onError: (error) => showFailureToast('Gagal menghapus user.', error),
      onSettled: () => setDeleting(null),
    });
  const confirmResetTwoFactor = (user: ManagedUser) =>
    resetTwoFactor.mutate(user.id, {
      onSuccess: () => showToast({ title: '2FA direset', description: `${user.username} dapat login tanpa kode.` }),
      onError: (error) => showFailureToast('Gagal mereset 2FA.', error),
      onSettled: () => setResetting(null),
    });

  return (
    <section aria-labelledby="users-heading" className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="users-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            User Management
          </h1>
          <p className="mt-1 text-sm text-slate-600">Kelola akun pengguna dashboard dan role mereka.</p>
        </div>
        {canCreateUsers(permissions) ? (
          <Button onClick={() => setForm({ user: null })} aria-haspopup="dialog">
            Add User
          </Button>
        ) : null}
      </header>

      {listAllowed ? (
        <UserFilters search={search} onSearch={setSearch} role={role} onRole={setRole} roles={roleLevels.data ?? []} />
      ) : null}

      {!listAllowed ? (
        <EmptyState>Anda tidak memiliki izin untuk melihat daftar user.</EmptyState>
      ) : usersQuery.isPending || (managing && assignable.isPending) ? (
        <SpinnerPanel label="Loading users..." />
      ) : usersQuery.isError && !usersQuery.data ? (
        <LoadFailed message="Failed to load users." retryLabel="Try again" onRetry={usersQuery.refetch} />
      ) : users.length === 0 ? (
        <EmptyState>No users found.</EmptyState>
      ) : (
        <>
          <UsersTable
            users={users}
            currentUserId={me?.id}
            actionsFor={(user) => userActions(me, user, permissions, manageableRoles)}
            onOpen={open}
            onDelete={setDeleting}
            onResetTwoFactor={setResetting}
          />
          <Pagination
            page={meta?.page ?? page}
            pageCount={meta?.pageCount ?? 1}
            onPageChange={setPage}
            label="User pages"
          />
        </>
      )}

      {form ? <UserFormDialog key={form.user?.id ?? 'new'} user={form.user} onClose={() => setForm(null)} /> : null}
      <UserDetailsDialog user={viewing} onClose={() => setViewing(null)} />
      {deleting ? (
        <ConfirmDialog
          open
          title="Hapus User"
          description={
            <>
              Apakah Anda yakin ingin menghapus user{' '}
              <strong className="text-slate-900">{userDisplayName(deleting)}</strong> (@{deleting.username})? Tindakan
              ini tidak dapat dibatalkan.
            </>
          }
          confirmLabel="Hapus"
          pendingLabel="Menghapus..."
          pending={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => confirmDelete(deleting)}
        />
      ) : null}
      {resetting ? (
        <ConfirmDialog
          open
          title="Reset 2FA"
          description={
            <>
              Hapus authenticator dan kode pemulihan{' '}
              <strong className="text-slate-900">{userDisplayName(resetting)}</strong> (@{resetting.username})? User ini
              dapat login dengan password saja sampai mendaftar lagi (atau diminta mendaftar bila role-nya mewajibkan
              2FA).
            </>
          }
          confirmLabel="Reset 2FA"
          pendingLabel="Mereset..."
          pending={resetTwoFactor.isPending}
          onCancel={() => setResetting(null)}
          onConfirm={() => confirmResetTwoFactor(resetting)}
        />
      ) : null}
    </section>
  );
}
