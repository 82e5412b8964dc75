import { useState, type FormEvent } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { usePermissions } from '@/lib/auth';
import { hasAnyPermission, hasPermission } from '@/lib/authorization';
import { useLedDivisions } from '@/lib/divisions';
import { showToast } from '@/lib/toast';
import { useAssignableRoles } from '@/hooks/use-assignable-roles';
import { useUsersForRoleCard } from '../api/get-users';
import { userRoleSchema, useUpdateUserRole } from '../api/update-user-role';
import { inputProblem } from '@/hooks/use-save-error';
import { needsDivision, rolesBelow, usersBelow } from '../lib/role-update';
import { useFormProblem } from '../hooks/use-form-problem';
import { FormError } from '@/components/ui/form-field';
import { Card, SelectField, SubmitRow } from '@/components/ui/form-controls';

/** Owner, admin, chair and vice chair: give a user ranked below them a role below their own level. */
export function RoleUpdateCard() {
  const { data: permissions } = usePermissions();
  const canAssign = hasPermission(permissions, 'roles.assign');
  const canListUsers = hasAnyPermission(permissions, ['users.view', 'users.view_others']);
  const assignable = useAssignableRoles();
  const users = useUsersForRoleCard(canListUsers);
  const save = useUpdateUserRole();
  const divisions = useLedDivisions();

  const [userId, setUserId] = useState('');
  const [role, setRole] = useState('');
  const [division, setDivision] = useState('');
  const input = { userId: userId ? Number(userId) : Number.NaN, role, division };
  const problem = useFormProblem(input, inputProblem(userRoleSchema, input), 'Role Update Failed');

  const requesterLevel = assignable.data?.requesterLevel ?? Number.POSITIVE_INFINITY;
  const roleOptions = rolesBelow(assignable.data?.roles ?? [], requesterLevel);
  const userOptions = usersBelow(users.data ?? [], requesterLevel);

  const onPickUser = (value: string) => {
    setUserId(value);
    const picked = userOptions.find((u) => String(u.id) === value);
    setRole(picked && roleOptions.some((r) => r.name === picked.role) ? picked.role : '');
    setDivision(picked?.division ?? '');
    problem.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem.passes()) return;
    save.mutate(input, {
      onSuccess: (updated) =>
        showToast({
          title: 'Role Updated',
          description: `Role ${updated?.username ?? 'user'} diubah menjadi ${updated?.roleDisplayName ?? role}.`,
        }),
      onError: problem.refusedOf(input),
    });
  };

  const loading = assignable.isLoading || (canListUsers && users.isLoading);

  return (
    <Card
      title="Manajemen Role"
      description="Ubah role user yang levelnya di bawah Anda. Divisi hanya dipilih untuk role Ketua Divisi."
    >
      {loading ? (
        <Spinner label="Memuat role dan user..." />
      ) : assignable.isError && !assignable.data ? (
        <FormError>Gagal memuat daftar role.</FormError>
      ) : canListUsers && userOptions.length === 0 ? (
        // Nobody to pick (a fresh site has only its owner): no form to fill in.
        <p className="text-sm text-slate-600">Tidak ada user dengan level di bawah Anda.</p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Manajemen Role">
          {!canAssign ? (
            <p className="text-sm text-slate-600">
              Anda tidak memiliki izin roles.assign, sehingga role tidak dapat diubah.
            </p>
          ) : null}
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField
              label="User"
              {...problem.markOf('userId')}
              value={userId}
              onChange={onPickUser}
              placeholder="Pilih user"
              disabled={!canAssign}
              options={userOptions.map((u) => ({
                value: String(u.id),
                label: `${u.name || u.username} (@${u.username}) — ${u.roleDisplayName || u.role}`,
              }))}
            />
            <SelectField
              label="Role"
              {...problem.markOf('role')}
              value={role}
              onChange={setRole}
              placeholder="Pilih role"
              disabled={!canAssign}
              options={roleOptions.map((r) => ({ value: r.name, label: `${r.displayName} (level ${r.level})` }))}
            />
            {needsDivision(role) ? (
              <SelectField
                label="Divisi"
                {...problem.markOf('division')}
                value={division}
                onChange={setDivision}
                placeholder="Pilih divisi"
                disabled={!canAssign}
                options={divisions.data ?? []}
              />
            ) : null}
          </div>
          <SubmitRow
            message={problem.error}
            messageId={problem.messageId}
            pending={save.isPending}
            disabled={!canAssign}
            label="Update Role"
          />
        </form>
      )}
    </Card>
  );
}
