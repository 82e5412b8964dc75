import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SpinnerPanel } from '@/components/ui/spinner';
import { usePermissions, useUser } from '@/lib/auth';
import { showToast } from '@/lib/toast';
import { useDeleteRole } from '../api/delete-role';
import { useAssignableRoles } from '@/hooks/use-assignable-roles';
import { useRoles } from '../api/get-roles';
import { useMoveRole } from '../api/move-role';
import { rolesKeys } from '../api/query-keys';
import { planRoleDrop, sortRolesByLevel } from '../lib/role-order';
import { canCreateRole } from '../lib/role-permissions';
import type { Role } from '@hmti/contract';
import { showFailureToast } from '@/components/failure-toast';
import { RoleFormDialog } from './role-form-dialog';
import { RoleList } from './role-list';
import { LoadFailed } from '@/components/ui/load-failed';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type FormState = { role: Role | null } | null;

const FETCH_FAILED = 'Gagal mengambil data roles';
const MOVE_FAILED = 'Gagal mengubah posisi role';

/** /dashboard/roles: the route's guard (RequirePermission, PAGE_PERMISSIONS) has let the user in (roles.view, roles.edit or roles.create). */
export function RoleManagementPage() {
  const permissions = usePermissions().data ?? [];
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const rolesQuery = useRoles();
  const assignable = useAssignableRoles();
  const move = useMoveRole();
  const remove = useDeleteRole();
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const roles = sortRolesByLevel(rolesQuery.data ?? []);
  const actorLevel = assignable.data?.requesterLevel ?? user?.level;
  const creatableLevels = assignable.data?.creatableLevels ?? [];

  const { isError, error, errorUpdatedAt } = rolesQuery;
  useEffect(() => {
    if (isError) showFailureToast(FETCH_FAILED, error);
  }, [isError, error, errorUpdatedAt]);

  const onMove = (roleId: number, destinationIndex: number) => {
    const plan = planRoleDrop(roles, roleId, destinationIndex, actorLevel);
    if (plan.kind === 'none') return;
    if (plan.kind === 'forbidden') {
      showToast({ title: MOVE_FAILED, description: plan.message, variant: 'destructive' });
      return;
    }
    void queryClient.cancelQueries({ queryKey: rolesKeys.list });
    queryClient.setQueryData<Role[]>(rolesKeys.list, plan.preview);
    move.mutate(
      { id: plan.roleId, level: plan.level },
      {
        onSuccess: (moved) =>
          showToast({
            title: 'Posisi role berhasil diubah',
            description: `${moved.displayName} sekarang level ${moved.level}.`,
          }),
        onError: (err) => showFailureToast(MOVE_FAILED, err),
      },
    );
  };

  const confirmDelete = (role: Role) =>
    remove.mutate(role.id, {
      onSuccess: () => showToast({ title: 'Role berhasil dihapus' }),
      onError: (err) => showFailureToast('Gagal menghapus role', err),
      onSettled: () => setDeleting(null),
    });

  return (
    <section aria-labelledby="roles-heading" className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="roles-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Role Management
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Kelola role dan izinnya. Role diurutkan berdasarkan level; seret role di bawah level Anda untuk mengubah
            levelnya.
          </p>
        </div>
        {canCreateRole(permissions) ? (
          <Button onClick={() => setForm({ role: null })} aria-haspopup="dialog" disabled={assignable.isPending}>
            Tambah Role
          </Button>
        ) : null}
      </header>

      {rolesQuery.isPending || assignable.isPending ? (
        <SpinnerPanel label="Memuat roles..." />
      ) : rolesQuery.isError && !rolesQuery.data ? (
        <LoadFailed message={FETCH_FAILED} onRetry={rolesQuery.refetch} />
      ) : roles.length === 0 ? (
        <EmptyState>Belum ada role.</EmptyState>
      ) : (
        <RoleList
          roles={roles}
          actorLevel={actorLevel}
          manageableRoles={assignable.data?.roles.map((r) => r.name) ?? []}
          permissions={permissions}
          onEdit={(role) => setForm({ role })}
          onDelete={setDeleting}
          onMove={onMove}
        />
      )}

      {form ? (
        <RoleFormDialog
          key={form.role?.id ?? 'new'}
          role={form.role}
          roles={roles}
          held={permissions}
          creatableLevels={creatableLevels}
          ownLevel={actorLevel}
          onClose={() => setForm(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          title="Hapus Role"
          description={
            <>
              Apakah Anda yakin ingin menghapus role <strong className="text-slate-900">{deleting.displayName}</strong>?
              Tindakan ini tidak dapat dibatalkan.
            </>
          }
          confirmLabel="Hapus"
          pendingLabel="Menghapus..."
          pending={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => confirmDelete(deleting)}
        />
      ) : null}
    </section>
  );
}
