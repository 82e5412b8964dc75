import { useId, useRef, useState, type FormEvent } from 'react';
import type { TwoFactorSetup } from '@hmti/contract';
import { AuthenticatorSetup } from '@/components/two-factor/authenticator-setup';
import { RecoveryCodes } from '@/components/two-factor/recovery-codes';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/dates';
import { showToast } from '@/lib/toast';
import { useDisableTwoFactor, type DisableTwoFactorInput as Reauth } from '../api/disable-two-factor';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useTwoFactor } from '../api/get-two-factor';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { describeError } from '@/components/failure-toast';
import { useFocusFirstProblem } from '@/hooks/use-focus-first-problem';
import { refusalField } from '@/lib/api-client';
import { markedBy } from '@/hooks/use-save-error';
import { FormError } from '@/components/ui/form-field';
import { Card, TextField } from '@/components/ui/form-controls';

/**
 * Confirming who asks before the own second factor changes: the current password, or a current code (authenticator
 * or recovery) once 2FA is on. The server's refusal (wrong password, lockout) is shown as it says it.
 */
function ConfirmForm({
  label,
  intro,
  submitLabel,
  danger,
  passwordOnly,
  pending,
  onSubmit,
  onCancel,
}: {
  label: string;
  intro: string;
  submitLabel: string;
  danger?: boolean;
  passwordOnly?: boolean;
  pending: boolean;
  /** Sends the input; a refusal stays under the form until the next one or the form closes. */
  onSubmit: (input: Reauth) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<{ message: string; field: string | null } | null>(null);
  const messageId = useId();
  const row = useRef<HTMLDivElement>(null);
  useFocusFirstProblem(row);
  // The field the refusal is about (a wrong password), marked and described by the message; Save moves there.
  const markOf = (field: string) => (refusal?.field === field ? markedBy(messageId) : {});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    onSubmit(currentPassword || passwordOnly ? { currentPassword } : { code }).catch((error: unknown) =>
      setRefusal({ message: describeError(error), field: refusalField(error) }),
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={label}>
      <p className="text-sm text-slate-700">{intro}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Password Saat Ini"
          type="password"
          value={currentPassword}
          onChange={setCurrentPassword}
          autoComplete="current-password"
          autoFocus
          {...markOf('currentPassword')}
        />
        {passwordOnly ? null : (
          <TextField
            label="atau Kode Authenticator"
            value={code}
            onChange={setCode}
            autoComplete="one-time-code"
            {...markOf('code')}
          />
        )}
      </div>
      <FormError id={messageId}>{refusal?.message}</FormError>
      <div ref={row} className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Batal
        </Button>
        <Button type="submit" variant={danger ? 'danger' : undefined} disabled={pending}>
          {pending ? 'Memproses...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

type Confirming = 'setup' | 'disable' | 'recovery' | null;

/** The own two-factor sign-in: enrol an authenticator app, see the recovery codes once, make new ones, turn it off. */
export function TwoFactorCard() {
  const status = useTwoFactor();
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  // The enrolment under way, with the password it was started with (enabling asks for it again).
  const [enrolment, setEnrolment] = useState<{ setup: TwoFactorSetup; currentPassword: string } | null>(null);
  const [codes, setCodes] = useState<{ codes: string[]; after: 'enrolled' | 'renewed' } | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  // After a Batal, the button that opened the form (or the enrolment) takes the focus back, not the page; after the
  // codes' Selesai, the first button of the card with 2FA on.
  const [returnTo, setReturnTo] = useState<Confirming>(null);
  const close = () => setConfirming(null);
  const cancel = () => {
    setReturnTo(confirming ?? 'setup');
    close();
    setEnrolment(null);
  };

  const start = ({ currentPassword = '' }: Reauth) =>
    setup.mutateAsync({ currentPassword }).then((result) => {
      close();
      setCodeError(null);
      setEnrolment({ setup: result, currentPassword });
    });
  const confirm = (code: string) => {
    if (!enrolment) return;
    enable.mutate(
      { code, currentPassword: enrolment.currentPassword },
      {
        onSuccess: (result) => {
          setEnrolment(null);
          setCodes({ codes: result.recoveryCodes, after: 'enrolled' });
        },
        onError: (error) => setCodeError(describeError(error)),
      },
    );
  };
  const turnOff = (input: Reauth) =>
    disable.mutateAsync(input).then(() => {
      close();
      showToast({ title: '2FA Dinonaktifkan', description: 'Login kembali hanya memakai password.' });
    });
  const newCodes = (input: Reauth) =>
    regenerate.mutateAsync(input).then((result) => {
      close();
      setCodes({ codes: result.recoveryCodes, after: 'renewed' });
    });

  return (
    <Card
      title="Verifikasi Dua Langkah (2FA)"
      description="Setelah password, login meminta kode 6 digit dari aplikasi authenticator di ponsel Anda."
    >
      <div data-testid="two-factor-card" className="space-y-4">
        {codes ? (
          <RecoveryCodes
            {...codes}
            doneLabel="Selesai"
            onDone={() => {
              setReturnTo('recovery');
              setCodes(null);
            }}
          />
        ) : enrolment ? (
          <AuthenticatorSetup
            setup={enrolment.setup}
            pending={enable.isPending}
            error={codeError}
            onConfirm={confirm}
            onCancel={cancel}
          />
        ) : (
          <QueryState query={status} loading={<Spinner label="Memuat..." />} failed="Gagal memuat status 2FA.">
            {(data) =>
              data.enabled ? (
                <>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                      Aktif
                    </span>
                    {data.enabledAt ? `Sejak ${formatDateTime(data.enabledAt)}` : null} · {data.recoveryCodesLeft} kode
                    pemulihan tersisa
                  </p>
                  {data.required ? (
                    <p className="text-sm text-slate-600">
                      Role Anda mewajibkan 2FA, sehingga tidak dapat dinonaktifkan.
                    </p>
                  ) : null}
                  {confirming === 'disable' ? (
                    <ConfirmForm
                      label="Nonaktifkan 2FA"
                      intro="Konfirmasi dengan password saat ini, atau dengan kode authenticator."
                      submitLabel="Nonaktifkan 2FA"
                      danger
                      pending={disable.isPending}
                      onSubmit={turnOff}
                      onCancel={cancel}
                    />
                  ) : confirming === 'recovery' ? (
                    <ConfirmForm
                      label="Buat ulang kode pemulihan"
                      intro="Kode pemulihan lama tidak berlaku lagi. Konfirmasi dengan password saat ini, atau dengan kode authenticator."
                      submitLabel="Buat Kode Baru"
                      pending={regenerate.isPending}
                      onSubmit={newCodes}
                      onCancel={cancel}
                    />
                  ) : (
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button
                        variant="secondary"
                        onClick={() => setConfirming('recovery')}
                        autoFocus={returnTo === 'recovery'}
                      >
                        Buat Ulang Kode Pemulihan
                      </Button>
                      {data.required ? null : (
                        <Button
                          variant="secondary"
                          onClick={() => setConfirming('disable')}
                          autoFocus={returnTo === 'disable'}
                        >
                          Nonaktifkan 2FA
                        </Button>
                      )}
                    </div>
                  )}
                </>
              ) : (
                <>
                  <p className="text-sm text-slate-700">
                    <span className="mr-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                      Tidak aktif
                    </span>
                    {data.required
                      ? 'Role Anda mewajibkan 2FA; Anda akan diminta mendaftar saat login berikutnya.'
                      : null}
                  </p>
                  {confirming === 'setup' ? (
                    <ConfirmForm
                      label="Aktifkan 2FA"
                      intro="Masukkan password saat ini untuk mulai mendaftarkan aplikasi authenticator."
                      submitLabel="Lanjutkan"
                      passwordOnly
                      pending={setup.isPending}
                      onSubmit={start}
                      onCancel={cancel}
                    />
                  ) : (
                    <div className="flex justify-end">
                      <Button onClick={() => setConfirming('setup')} autoFocus={returnTo === 'setup'}>
                        Aktifkan 2FA
                      </Button>
                    </div>
                  )}
                </>
              )
            }
          </QueryState>
        )}
      </div>
    </Card>
  );
}
