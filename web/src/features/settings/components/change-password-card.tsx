import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { showToast } from '@/lib/toast';
import { changePasswordSchema, useChangePassword, type ChangePasswordInput } from '../api/change-password';
import { firstIssue } from '../lib/first-issue';
import { Card, FormMessage, TextField } from './form-controls';
import { describeError, showFailureToast } from '@/components/failure-toast';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FAILED = 'Password Change Failed';

/** Changes the own password; every other session ends with it. */
export function ChangePasswordCard() {
  const [form, setForm] = useState<ChangePasswordInput>(EMPTY);
  const [message, setMessage] = useState<string | null>(null);
  const save = useChangePassword();
  const set = (key: keyof ChangePasswordInput) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstIssue(changePasswordSchema, form);
    setMessage(problem);
    if (problem) {
      showToast({ title: FAILED, description: problem, variant: 'destructive' });
      return;
    }
    save.mutate(form, {
      onSuccess: (result) => {
        setForm(EMPTY);
        showToast({
          title: 'Password Changed',
          description: `${result?.message ?? 'Password berhasil diubah.'} Sesi di perangkat lain telah diakhiri.`,
        });
      },
      onError: (error) => {
        setMessage(describeError(error));
        showFailureToast(FAILED, error);
      },
    });
  };

  return (
    <Card
      title="Ganti Password"
      description="Minimal 8 karakter. Semua sesi lain akan diakhiri setelah password diganti."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Ganti Password">
        <TextField
          label="Password Saat Ini"
          type="password"
          value={form.currentPassword}
          onChange={set('currentPassword')}
          autoComplete="current-password"
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Password Baru"
            type="password"
            value={form.newPassword}
            onChange={set('newPassword')}
            autoComplete="new-password"
          />
          <TextField
            label="Konfirmasi Password Baru"
            type="password"
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
            autoComplete="new-password"
          />
        </div>
        <FormMessage message={message} />
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Menyimpan...' : 'Ganti Password'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
