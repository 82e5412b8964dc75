import { useState, type FormEvent } from 'react';
import type { TwoFactorSetup } from '@hmti/contract';
import { AuthenticatorSetup } from '@/components/two-factor/authenticator-setup';
import { RecoveryCodes } from '@/components/two-factor/recovery-codes';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/dates';
import { showToast } from '@/lib/toast';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useTwoFactor } from '../api/get-two-factor';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { describeError } from '../lib/error-message';
import { Card, FormMessage, TextField } from './form-controls';

/** Turning it off: the current password or a current code (authenticator or recovery). */
function DisableForm({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor();
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    disable.mutate(currentPassword ? { currentPassword } : { code }, {
      onSuccess: () => {
        showToast({ title: '2FA Dinonaktifkan', description: 'Login kembali hanya memakai password.' });
        onDone();
      },
      onError: (error) => setMessage(describeError(error)),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Nonaktifkan 2FA">
      <p className="text-sm text-slate-700">Konfirmasi dengan password saat ini, atau dengan kode authenticator.</p>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Password Saat Ini"
          type="password"
          value={currentPassword}
          onChange={setCurrentPassword}
          autoComplete="current-password"
        />
        <TextField label="atau Kode Authenticator" value={code} onChange={setCode} autoComplete="one-time-code" />
      </div>
      <FormMessage message={message} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={disable.isPending}>
          Batal
        </Button>
        <Button type="submit" variant="danger" disabled={disable.isPending}>
          {disable.isPending ? 'Memproses...' : 'Nonaktifkan 2FA'}
        </Button>
      </div>
    </form>
  );
}

/** The own account's two-factor sign-in: enrol an authenticator app, see the recovery codes once, turn it off. */
export function TwoFactorCard() {
  const status = useTwoFactor();
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [disabling, setDisabling] = useState(false);

  const start = () =>
    setup.mutate(undefined, {
      onSuccess: (result) => {
        setCodeError(null);
        setPending(result);
      },
      onError: (error) => showToast({ title: '2FA Gagal', description: describeError(error), variant: 'destructive' }),
    });
  const confirm = (code: string) =>
    enable.mutate(
      { code },
      {
        onSuccess: (result) => {
          setPending(null);
          setCodes(result.recoveryCodes);
        },
        onError: (error) => setCodeError(describeError(error)),
      },
    );

  const data = status.data;
  return (
    <Card
      title="Verifikasi Dua Langkah (2FA)"
      description="Setelah password, login meminta kode 6 digit dari aplikasi authenticator di ponsel Anda."
    >
      <div data-testid="two-factor-card" className="space-y-4">
        {codes ? (
          <RecoveryCodes codes={codes} doneLabel="Selesai" onDone={() => setCodes(null)} />
        ) : pending ? (
          <AuthenticatorSetup
            setup={pending}
            pending={enable.isPending}
            error={codeError}
            onConfirm={confirm}
            onCancel={() => setPending(null)}
          />
        ) : !data ? (
          <Spinner label="Memuat..." />
        ) : data.enabled ? (
          <>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                Aktif
              </span>
              {data.enabledAt ? `Sejak ${formatDateTime(data.enabledAt)}` : null} · {data.recoveryCodesLeft} kode
              pemulihan tersisa
            </p>
            {data.required ? (
              <p className="text-sm text-slate-600">Role Anda mewajibkan 2FA, sehingga tidak dapat dinonaktifkan.</p>
            ) : disabling ? (
              <DisableForm onDone={() => setDisabling(false)} />
            ) : (
              <div className="flex justify-end">
                <Button variant="secondary" onClick={() => setDisabling(true)}>
                  Nonaktifkan 2FA
                </Button>
              </div>
            )}
          </>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              <span className="mr-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                Tidak aktif
              </span>
              {data.required ? 'Role Anda mewajibkan 2FA; Anda akan diminta mendaftar saat login berikutnya.' : null}
            </p>
            <div className="flex justify-end">
              <Button onClick={start} disabled={setup.isPending}>
                {setup.isPending ? 'Menyiapkan...' : 'Aktifkan 2FA'}
              </Button>
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
