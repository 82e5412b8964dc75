import { useState } from 'react';
import type { SignedInUser, TwoFactorChallenge } from '@hmti/contract';
import { AuthenticatorSetup } from '@/components/two-factor/authenticator-setup';
import { RecoveryCodes } from '@/components/two-factor/recovery-codes';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useLoginEnrol } from '../api/login-enrol';
import { useLoginEnrolSetup } from '../api/login-enrol-setup';
import { useCodeLockout } from './login-lockout';

/** A role that requires two-factor sign-in: the account enrols an authenticator before its first session. */
export function EnrolStep({
  challenge,
  onCodesShown,
  onSignedIn,
  onRestart,
}: {
  challenge: TwoFactorChallenge;
  onCodesShown: () => void;
  onSignedIn: (user: SignedInUser) => void;
  onRestart: (message?: string) => void;
}) {
  const setup = useLoginEnrolSetup(challenge.challengeToken);
  const enrol = useLoginEnrol();
  const [error, setError] = useState<string | null>(null);
  const lockout = useCodeLockout();

  if (enrol.data) {
    const { user, recoveryCodes } = enrol.data;
    return <RecoveryCodes codes={recoveryCodes} doneLabel="Lanjut ke dashboard" onDone={() => onSignedIn(user)} />;
  }
  return (
    <div className="space-y-4" data-testid="enrol-step">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Aktifkan verifikasi dua langkah</h2>
        <p className="text-sm text-slate-600">
          Role Anda mewajibkan verifikasi dua langkah (2FA). Daftarkan aplikasi authenticator untuk melanjutkan.
        </p>
      </div>
      {setup.isPending ? (
        <Spinner label="Menyiapkan..." />
      ) : setup.isError ? (
        <>
          <FormError>
            {setup.error instanceof ApiError ? setup.error.userMessage : 'Gagal menyiapkan authenticator.'}
          </FormError>
          <Button variant="secondary" className="w-full" onClick={() => onRestart()}>
            Kembali ke login
          </Button>
        </>
      ) : (
        <AuthenticatorSetup
          setup={setup.data}
          pending={enrol.isPending}
          wait={lockout.wait}
          error={lockout.message ?? error}
          onCancel={() => onRestart()}
          onConfirm={(code) => {
            setError(null);
            enrol.mutate(
              { challengeToken: challenge.challengeToken, code },
              {
                onSuccess: onCodesShown,
                onError: (e) => {
                  if (lockout.lockFrom(e)) return;
                  if (e instanceof ApiError && e.status === 401) onRestart(e.userMessage);
                  else setError(e instanceof ApiError ? e.userMessage : 'Gagal mengaktifkan 2FA.');
                },
              },
            );
          }}
        />
      )}
    </div>
  );
}
