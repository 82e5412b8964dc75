import { useId, useState, type FormEvent } from 'react';
import { FormActions } from '@/components/ui/form-actions';
import { hasChanges } from '@/lib/drafts';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { Dialog } from '@/components/ui/dialog';
import { fieldAria, FormError, FormField, INPUT_CLASS } from '@/components/ui/form-field';
import { InputField } from '@/components/ui/input-field';
import { Spinner } from '@/components/ui/spinner';
import { fieldProblems, ROLE_DESCRIPTION_MAX, ROLE_DISPLAY_NAME_MAX, ROLE_NAME_MAX, toRoleName } from '@hmti/contract';
import { createRoleSchema, updateRoleSchema, type Role } from '@hmti/contract';
import { useCreateRole } from '../api/create-role';
import { usePermissionCatalogue } from '../api/get-permissions';
import { useUpdateRole } from '../api/update-role';
import {
  defaultCreateLevel,
  emptyRoleForm,
  levelError,
  roleFormFromRole,
  type RoleFormErrors,
  type RoleFormValues,
} from '../lib/role-form';
import { saveOutcome } from '@/components/failure-toast';
import { PermissionChecklist } from './permission-checklist';

interface Props {
  /** null: a new role. */
  role: Role | null;
  roles: Role[];
  held: readonly string[] | undefined;
  /** The levels a new role may take, and the actor's own. */
  creatableLevels: number[];
  ownLevel: number | undefined;
  onClose: () => void;
}

/** Create (name, display name, description, level, permissions) or edit (the same without name and level). */
export function RoleFormDialog({ role, roles, held, creatableLevels, ownLevel, onClose }: Props) {
  const id = useId();
  const [initial] = useState<RoleFormValues>(() => {
    if (role) return roleFormFromRole(role);
    const levels = roles.map((r) => r.level);
    return emptyRoleForm(defaultCreateLevel(creatableLevels, levels));
  });
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<RoleFormErrors>({});
  const catalogue = usePermissionCatalogue();
  const create = useCreateRole();
  const update = useUpdateRole();
  const pending = create.isPending || update.isPending;
  const { leave, discardDialog } = useLeaveGuard({
    dirty: hasChanges(initial, values),
    saving: pending,
    onLeave: onClose,
  });
  const set = <K extends keyof RoleFormValues>(key: K, value: RoleFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: RoleFormErrors = fieldProblems(role ? updateRoleSchema : createRoleSchema, values);
    const badLevel = !role && levelError(values.level, creatableLevels, ownLevel);
    if (badLevel) problems.level = badLevel;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    // A taken role name is said under its field, as the form's own checks are.
    const onField = (field: string, message: string) => {
      if (field === 'name') setErrors({ name: message });
    };
    if (role)
      update.mutate(
        { id: role.id, input: values, initial },
        saveOutcome('Role berhasil diupdate', 'Gagal mengupdate role', onClose),
      );
    else create.mutate(values, saveOutcome('Role berhasil dibuat', 'Gagal membuat role', onClose, onField));
  };

  const derivedName = toRoleName(values.name);

  return (
    <Dialog open onClose={leave} title={role ? 'Edit Role' : 'Buat Role Baru'} width="max-w-2xl">
      <form onSubmit={submit} noValidate className="space-y-4">
        {role ? (
          <p className="text-sm text-slate-700">
            Nama role: <code className="font-mono text-slate-900">{role.name}</code> · Level {role.level}
          </p>
        ) : (
          <InputField
            id={`${id}-name`}
            label="Nama Role"
            error={errors.name}
            hint={
              derivedName ? (
                <>
                  Disimpan sebagai <code className="font-mono">{derivedName}</code>
                </>
              ) : (
                'Huruf kecil, angka dan garis bawah, misalnya tim_media.'
              )
            }
            value={values.name}
            maxLength={ROLE_NAME_MAX}
            autoComplete="off"
            onChange={(e) => set('name', e.target.value)}
            data-autofocus
          />
        )}
        <InputField
          id={`${id}-display`}
          label="Nama Tampilan"
          error={errors.displayName}
          value={values.displayName}
          maxLength={ROLE_DISPLAY_NAME_MAX}
          autoComplete="off"
          onChange={(e) => set('displayName', e.target.value)}
          {...(role ? { 'data-autofocus': true } : {})}
        />
        <FormField id={`${id}-description`} label="Deskripsi" error={errors.description}>
          <textarea
            id={`${id}-description`}
            className={INPUT_CLASS}
            rows={2}
            value={values.description}
            maxLength={ROLE_DESCRIPTION_MAX}
            onChange={(e) => set('description', e.target.value)}
            {...fieldAria(`${id}-description`, errors.description)}
          />
        </FormField>
        {role ? null : (
          <FormField
            id={`${id}-level`}
            label="Level"
            error={errors.level}
            hint="Role yang sudah ada pada level ini dan di bawahnya bergeser turun satu level."
          >
            <select
              id={`${id}-level`}
              className={INPUT_CLASS}
              value={values.level > 0 ? String(values.level) : ''}
              onChange={(e) => set('level', Number(e.target.value))}
              {...fieldAria(`${id}-level`, errors.level, true)}
            >
              {creatableLevels.length === 0 ? <option value="">Tidak ada level tersedia</option> : null}
              {creatableLevels.map((level) => {
                const taken = roles.find((r) => r.level === level);
                return (
                  <option key={level} value={level}>
                    {taken ? `Level ${level} (sebelum ${taken.displayName})` : `Level ${level}`}
                  </option>
                );
              })}
            </select>
          </FormField>
        )}
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800">Permissions</legend>
          <p className="mb-2 text-xs text-slate-600">
            {values.permissions.length} dipilih. Anda hanya dapat memberikan izin yang Anda miliki.
          </p>
          {catalogue.isPending ? (
            <Spinner label="Memuat daftar izin..." />
          ) : catalogue.isError && !catalogue.data ? (
            <FormError>
              Gagal memuat daftar izin.{' '}
              <button type="button" className="font-medium underline" onClick={() => void catalogue.refetch()}>
                Coba lagi
              </button>
            </FormError>
          ) : (
            <PermissionChecklist
              catalogue={catalogue.data}
              selected={values.permissions}
              held={held}
              onChange={(list) => set('permissions', list)}
            />
          )}
        </fieldset>
        <FormActions
          onCancel={leave}
          pending={pending}
          cancelLabel="Batal"
          divided
          submitLabel={pending ? 'Menyimpan...' : role ? 'Simpan Perubahan' : 'Buat Role'}
        />
        {discardDialog}
      </form>
    </Dialog>
  );
}
