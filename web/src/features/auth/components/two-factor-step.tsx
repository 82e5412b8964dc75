import { useState, type FormEvent } from 'react';
import { TWO_FACTOR_CHALLENGE_EXPIRED, type SignedInUser, type TwoFactorChallenge } from '@hmti/contract';
import { FormError, FormField, INPUT_CLASS } from '@/components/ui/form-field';
import { CodeInput } from '@/components/two-factor/code-input';
import { ApiError } from '@/lib/api-client';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { useCodeLockout } from './login-lockout';
import { StepSubmit } from './step-submit';

/** The code step after the password: the app's 6-digit code, or one recovery code instead. */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: TwoFactorChallenge;
  onSignedIn: (user: SignedInUser) => void;
  onRestart: (message?: string) => void;
}) {
  const verify = useVerifyTwoFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const lockout = useCodeLockout();
  const locked = lockout.wait > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (locked || verify.isPending) return;
    setMessage(null);
    const { challengeToken } = challenge;
    verify.mutate(useRecovery ? { challengeToken, recoveryCode: code } : { challengeToken, code }, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (lockout.lockFrom(error)) return;
        const text = error instanceof ApiError ? error.userMessage : 'Verifikasi gagal.';
        // An expired challenge (or a blocked account) means starting with the password again.
        if (error instanceof ApiError && error.status === 401 && text === TWO_FACTOR_CHALLENGE_EXPIRED)
          return onRestart(text);
        setMessage(text);
        setCode('');
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="two-factor-step">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Verifikasi dua langkah</h2>
        <p className="text-sm text-slate-600">
          {useRecovery
            ? 'Masukkan salah satu kode pemulihan Anda. Setiap kode hanya berlaku sekali.'
            : 'Masukkan kode 6 digit dari aplikasi authenticator Anda.'}
        </p>
      </div>
      {useRecovery ? (
        <FormField id="recovery-code" label="Kode pemulihan">
          <input
            id="recovery-code"
            name="recoveryCode"
            autoComplete="off"
            required
            disabled={locked}
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className={`${INPUT_CLASS} font-mono`}
          />
        </FormField>
      ) : (
        <CodeInput id="two-factor-code" value={code} onChange={setCode} error={null} disabled={locked} autoFocus />
      )}
      <FormError data-testid="two-factor-message">{lockout.message ?? message}</FormError>
      <StepSubmit wait={lockout.wait} pending={verify.isPending} sending="Memeriksa..." label="Verifikasi" />
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="text-brand-700 hover:underline"
          onClick={() => {
            setUseRecovery((v) => !v);
            setCode('');
            setMessage(null);
          }}
        >
          {useRecovery ? 'Pakai kode authenticator' : 'Pakai kode pemulihan'}
        </button>
        <button type="button" className="text-slate-600 hover:underline" onClick={() => onRestart()}>
          Kembali ke login
        </button>
      </div>
    </form>
  );
}
