import type { FormEvent } from 'react';
import { showToast } from '@/lib/toast';
import { CURRENT_PASSWORD_REQUIRED, profileSchema, type SessionUser } from '@hmti/contract';
import { useUpdateProfile, type ProfileInput } from '../api/update-profile';
import { inputProblem } from '@/hooks/use-save-error';
import { useEdits } from '../hooks/use-edits';
import { useFormProblem } from '../hooks/use-form-problem';
import { Card, SubmitRow, TextField } from '@/components/ui/form-controls';

/** Username, name and email of the signed-in user; untouched fields follow the polled user. */
export function ProfileFormCard({ user }: { user: SessionUser }) {
  const { form, update, discard } = useEdits<ProfileInput>({
    username: user.username ?? '',
    name: user.name ?? '',
    email: user.email ?? '',
  });
  // The username and email identify the account: changing either asks for the current password.
  const needsPassword =
    form.username.trim() !== (user.username ?? '') ||
    form.email.trim().toLowerCase() !== (user.email ?? '').toLowerCase();
  const missingPassword = needsPassword && !form.currentPassword;
  const problem = useFormProblem(
    form,
    inputProblem(profileSchema, form) ??
      (missingPassword ? { message: CURRENT_PASSWORD_REQUIRED, field: 'currentPassword' } : null),
    'Profile Update Failed',
  );
  const save = useUpdateProfile();
  const field = (key: keyof ProfileInput) => ({
    value: form[key] ?? '',
    onChange: (value: string) => update(key, value),
    maxLength: key === 'username' ? 100 : 200,
    required: true,
    ...problem.markOf(key),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem.passes()) return;
    const { currentPassword, ...profile } = form;
    save.mutate(needsPassword ? { ...profile, currentPassword } : profile, {
      onSuccess: () => {
        discard();
        problem.reset();
        showToast({ title: 'Profile Updated', description: 'Profil berhasil diperbarui.' });
      },
      onError: problem.refusedOf(form),
    });
  };

  return (
    <Card title="Profil" description={`Role: ${user.roleDisplayName || user.role}`}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Profil">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="Username" {...field('username')} autoComplete="username" />
          <TextField label="Nama" {...field('name')} autoComplete="name" />
          <TextField label="Email" type="email" {...field('email')} autoComplete="email" className="md:col-span-2" />
          {needsPassword ? (
            <TextField
              label="Password Saat Ini"
              type="password"
              {...field('currentPassword')}
              autoComplete="current-password"
              hint="Diperlukan untuk mengubah username atau email."
              className="md:col-span-2"
            />
          ) : null}
        </div>
        <SubmitRow
          message={problem.error}
          messageId={problem.messageId}
          pending={save.isPending}
          label="Simpan Profil"
        />
      </form>
    </Card>
  );
}
