import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { SpinnerPanel } from '@/components/ui/spinner';
import { usePermissions, useUser } from '@/lib/auth';
import { showToast } from '@/lib/toast';
import { useDeleteRole } from '../api/delete-role';
import { ASSIGNABLE_FAILED, useAssignableRoles } from '@/hooks/use-assignable-roles';
import { LoadFailed } from '@/components/ui/load-failed';
import { useRoles } from '../api/get-roles';
import { useMoveRole } from '../api/move-role';
import { rolesKeys } from '../api/query-keys';
import { planRoleDrop, sortRolesByLevel } from '../lib/role-order';
import { canCreateRole } from '../lib/role-permissions';
import type { Role } from '@hmti/contract';
import { showErrorToast } from '@/components/failure-toast';
import { RoleFormDialog } from './role-form-dialog';
import { RoleList } from './role-list';
import { ConfirmMutation } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';

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
  const [form, setForm] = useState<{ role: Role | null } | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const roles = sortRolesByLevel(rolesQuery.data ?? []);
  const actorLevel = assignable.data?.requesterLevel ?? user?.level;

  const { isError, error, errorUpdatedAt } = rolesQuery;
  useEffect(() => {
    if (isError) showErrorToast(FETCH_FAILED, error);
  }, [isError, error, errorUpdatedAt]);

  const onMove = (roleId: number, destinationIndex: number) => {
    const plan = planRoleDrop(roles, roleId, destinationIndex, actorLevel);
    if (plan.kind === 'none') return;
    if (plan.kind === 'forbidden')
      return showToast({ title: 'Error', description: plan.message, variant: 'destructive' });
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
        onError: (err) => showErrorToast(MOVE_FAILED, err),
      },
    );
  };

  return (
    <section aria-labelledby="roles-heading" className="space-y-6">
      <PageHeader
        id="roles-heading"
        title="Role Management"
        description="Kelola role dan izinnya. Role diurutkan berdasarkan level; seret role di bawah level Anda untuk mengubah levelnya."
      >
        {canCreateRole(permissions) ? (
          <Button
            onClick={() => setForm({ role: null })}
            aria-haspopup="dialog"
            disabled={!assignable.data || rolesQuery.isPending}
          >
            Tambah Role
          </Button>
        ) : null}
      </PageHeader>

      {assignable.isError && !assignable.data ? (
        <LoadFailed message={ASSIGNABLE_FAILED} onRetry={() => assignable.refetch()} />
      ) : null}
      {assignable.isPending ? (
        <SpinnerPanel label="Memuat roles..." />
      ) : (
        <QueryState
          query={rolesQuery}
          loading="Memuat roles..."
          failed={FETCH_FAILED}
          empty="Belum ada role."
          isEmpty={(list) => list.length === 0}
        >
          {() => (
            <RoleList
              roles={roles}
              actorLevel={actorLevel}
              manageableRoles={assignable.data?.roles.map((r) => r.name) ?? []}
              permissions={permissions}
              onEdit={(role) => setForm({ role })}
              onDelete={setDeleting}
              onMove={onMove}
              moving={move.isPending}
            />
          )}
        </QueryState>
      )}

      {form ? (
        <RoleFormDialog
          key={form.role?.id ?? 'new'}
          role={form.role}
          roles={roles}
          held={permissions}
          creatableLevels={assignable.data?.creatableLevels ?? []}
          ownLevel={actorLevel}
          onClose={() => setForm(null)}
        />
      ) : null}
      <ConfirmMutation
        target={deleting}
        onClose={() => setDeleting(null)}
        mutation={remove}
        variables={(role) => role.id}
        title="Hapus Role"
        description={(role) => (
          <>
            Apakah Anda yakin ingin menghapus role <strong className="text-slate-900">{role.displayName}</strong>?
            Tindakan ini tidak dapat dibatalkan.
          </>
        )}
        confirmLabel="Hapus"
        pendingLabel="Menghapus..."
        success={() => ({ title: 'Role berhasil dihapus' })}
        failure="Gagal menghapus role"
      />
    </section>
  );
}
