import { useState, type FormEvent } from 'react';
import { changePasswordSchema, PASSWORD_MIN_LENGTH } from '@hmti/contract';
import { showToast } from '@/lib/toast';
import { useChangePassword, type ChangePasswordInput } from '../api/change-password';
import { inputProblem } from '@/hooks/use-save-error';
import { useFormProblem } from '../hooks/use-form-problem';
import { Card, SubmitRow, TextField } from '@/components/ui/form-controls';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the own password; every other session ends with it. */
export function ChangePasswordCard() {
  const [form, setForm] = useState<ChangePasswordInput>(EMPTY);
  const problem = useFormProblem(form, inputProblem(changePasswordSchema, form), 'Password Change Failed');
  const save = useChangePassword();
  const field = (key: keyof ChangePasswordInput) => ({
    type: 'password' as const,
    value: form[key],
    onChange: (value: string) => setForm((f) => ({ ...f, [key]: value })),
    ...problem.markOf(key),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem.passes()) return;
    save.mutate(form, {
      onSuccess: (result) => {
        setForm(EMPTY);
        problem.reset();
        showToast({
          title: 'Password Changed',
          description: `${result?.message ?? 'Password berhasil diubah.'} Sesi di perangkat lain telah diakhiri.`,
        });
      },
      onError: problem.refusedOf(form),
    });
  };

  return (
    <Card
      title="Ganti Password"
      description={`Minimal ${PASSWORD_MIN_LENGTH} karakter. Semua sesi lain akan diakhiri setelah password diganti.`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Ganti Password">
        <TextField label="Password Saat Ini" {...field('currentPassword')} autoComplete="current-password" />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="Password Baru" {...field('newPassword')} autoComplete="new-password" />
          <TextField label="Konfirmasi Password Baru" {...field('confirmPassword')} autoComplete="new-password" />
        </div>
        <SubmitRow
          message={problem.error}
          messageId={problem.messageId}
          pending={save.isPending}
          label="Ganti Password"
        />
      </form>
    </Card>
  );
}
