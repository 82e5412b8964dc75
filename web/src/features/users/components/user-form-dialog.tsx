import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormActions } from '@/components/ui/form-actions';
import { Dialog } from '@/components/ui/dialog';
import { usePermissions, useUser } from '@/lib/auth';
import { hasChanges } from '@/lib/drafts';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { hasPermission } from '@/lib/authorization';
import {
  DIVISION_HEAD_ROLE,
  fieldProblems,
  OWN_LOGIN_IN_PROFILE,
  CO_OWNER_LOGIN,
  PASSWORD_MAX_LENGTH,
  USER_EMAIL_MAX,
  USER_NAME_MAX,
  USER_USERNAME_MAX,
  USER_PASSWORD_MIN,
} from '@hmti/contract';
import { useAssignableRoles } from '@/hooks/use-assignable-roles';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import type { ManagedUser } from '../types';
import { createUserSchema, updateUserSchema } from '../api/user-input';
import { useLedDivisions } from '@/lib/divisions';
import {
  emptyUserForm,
  lockedRoleHint,
  roleChoices,
  userFormFromUser,
  type UserFormErrors,
  type UserFormValues,
} from '../lib/user-form';
import { fieldAria, FormField, INPUT_CLASS } from '@/components/ui/form-field';
import { InputField } from '@/components/ui/input-field';
import { saveOutcome } from '@/components/failure-toast';

interface Props {
  /** null: a new user. */
  user: ManagedUser | null;
  onClose: () => void;
}

/** Add or edit a user: username, name, email, role (division for division heads), password + confirmation. */
export function UserFormDialog({ user, onClose }: Props) {
  const id = useId();
  const editing = !!user;
  const assignable = useAssignableRoles();
  const rolesFailed = assignable.isError && !assignable.data;
  const divisions = useLedDivisions();
  const [initial] = useState<UserFormValues>(() => (user ? userFormFromUser(user) : emptyUserForm()));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const create = useCreateUser();
  const update = useUpdateUser();
  const pending = create.isPending || update.isPending;
  const { leave, discardDialog } = useLeaveGuard({
    dirty: hasChanges(initial, values),
    saving: pending,
    onLeave: onClose,
  });
  const choices = roleChoices(assignable.data?.roles ?? [], user ?? undefined);
  // A user's role changes only with roles.assign; creating a user gives it its first role.
  const { data: permissions } = usePermissions();
  const noAssign = editing && !hasPermission(permissions, 'roles.assign');
  const locked = (!!assignable.data && choices.locked) || noAssign;
  const { role } = values;
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const fid = (name: string) => `${id}-${name}`;
  // One's own login details change in Profile, which asks for the current password, and another owner's only there
  // too (the server refuses them here).
  const { data: me } = useUser();
  const own = !!user && user.id === me?.id;
  const loginNote = own ? OWN_LOGIN_IN_PROFILE : user?.role === 'owner' ? CO_OWNER_LOGIN : null;
  const textField = (key: 'username' | 'name' | 'email' | 'password' | 'confirmPassword') => ({
    id: fid(key),
    value: values[key],
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
    disabled: !!loginNote && key !== 'name',
  });
  const passwordField = (key: 'password' | 'confirmPassword') => ({
    ...textField(key),
    type: 'password',
    maxLength: PASSWORD_MAX_LENGTH,
    autoComplete: 'new-password',
    required: !editing,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = fieldProblems(editing ? updateUserSchema : createUserSchema, values);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    // A taken username or email is said under its field, as the form's own checks are.
    const onField = (field: string, message: string) => {
      if (field === 'username' || field === 'email') setErrors({ [field]: message });
    };
    if (user)
      update.mutate(
        { id: user.id, input: values, initial },
        saveOutcome('User updated successfully', 'Failed to update user', onClose, onField),
      );
    else create.mutate(values, saveOutcome('User created successfully', 'Failed to create user', onClose, onField));
  };

  return (
    <Dialog open onClose={leave} title={editing ? 'Edit User' : 'Add New User'} width="max-w-lg">
      <form onSubmit={submit} noValidate className="space-y-4">
        {loginNote ? (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="own-login-note">
            {loginNote}
          </p>
        ) : null}
        <InputField
          label="Username"
          {...textField('username')}
          maxLength={USER_USERNAME_MAX}
          autoComplete="off"
          required
          data-autofocus
        />
        <InputField label="Name" {...textField('name')} maxLength={USER_NAME_MAX} autoComplete="off" />
        <InputField label="Email" type="email" {...textField('email')} maxLength={USER_EMAIL_MAX} autoComplete="off" />
        <FormField
          id={fid('role')}
          label="Role"
          error={errors.role}
          hint={
            noAssign
              ? 'Mengganti role memerlukan izin "Tetapkan role" (roles.assign).'
              : locked
                ? lockedRoleHint(user)
                : rolesFailed
                  ? 'Gagal memuat daftar role.'
                  : undefined
          }
        >
          <select
            id={fid('role')}
            className={INPUT_CLASS}
            value={role}
            disabled={locked || assignable.isPending}
            onChange={(e) => set('role', e.target.value)}
            {...fieldAria(fid('role'), errors.role, locked || rolesFailed)}
          >
            {!role ? <option value="">{assignable.isPending ? 'Memuat role...' : 'Pilih role'}</option> : null}
            {choices.options.map((option) => (
              <option key={option.name} value={option.name}>
                {option.displayName} (Level {option.level})
              </option>
            ))}
          </select>
        </FormField>
        {role === DIVISION_HEAD_ROLE ? (
          <FormField id={fid('division')} label="Division" error={errors.division}>
            <select
              id={fid('division')}
              className={INPUT_CLASS}
              value={values.division}
              onChange={(e) => set('division', e.target.value)}
              {...fieldAria(fid('division'), errors.division)}
            >
              <option value="">Pilih divisi</option>
              {(divisions.data ?? []).map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </select>
          </FormField>
        ) : null}
        <InputField
          label="Password"
          hint={editing ? 'Kosongkan jika tidak ingin mengubah password.' : `Minimal ${USER_PASSWORD_MIN} karakter.`}
          {...passwordField('password')}
        />
        <InputField label="Confirm Password" {...passwordField('confirmPassword')} />
        <FormActions
          onCancel={leave}
          pending={pending}
          divided
          submitLabel={pending ? 'Saving...' : editing ? 'Save Changes' : 'Create User'}
        />
        {discardDialog}
      </form>
    </Dialog>
  );
}
