import { useState, type FormEvent } from 'react';
import { TWO_FACTOR_CHALLENGE_EXPIRED, type SignedInUser, type TwoFactorChallenge } from '@hmti/contract';
import { Button } from '@/components/ui/button';
import { FormField, INPUT_CLASS } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { CodeInput } from '@/components/two-factor/code-input';
import { ApiError } from '@/lib/api-client';
import { formatCountdown } from '@/lib/countdown';
import { useCountdown } from '@/hooks/use-countdown';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { lockoutSeconds } from './login-lockout';

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
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const secondsLeft = useCountdown(lockedUntil);
  const locked = lockedUntil !== null && secondsLeft > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (locked || verify.isPending) return;
    setMessage(null);
    const { challengeToken } = challenge;
    verify.mutate(useRecovery ? { challengeToken, recoveryCode: code } : { challengeToken, code }, {
      onSuccess: onSignedIn,
      onError: (error) => {
        const wait = lockoutSeconds(error);
        if (wait !== null) {
          setLockedUntil(Date.now() + wait * 1000);
          setMessage(`Terlalu banyak kode salah. Silakan tunggu ${wait} detik.`);
          return;
        }
        const text = error instanceof ApiError ? error.userMessage : 'Verifikasi gagal.';
        // An expired challenge (or a blocked account) means starting with the password again.
        if (error instanceof ApiError && error.status === 401 && text === TWO_FACTOR_CHALLENGE_EXPIRED) {
          onRestart(text);
          return;
        }
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
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className={`${INPUT_CLASS} font-mono`}
          />
        </FormField>
      ) : (
        <CodeInput id="two-factor-code" value={code} onChange={setCode} error={null} disabled={locked} />
      )}
      {message ? (
        <p
          role="alert"
          data-testid="two-factor-message"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          {message}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={locked || verify.isPending}>
        {locked ? (
          `Wait ${formatCountdown(secondsLeft)}`
        ) : verify.isPending ? (
          <Spinner label="Memeriksa..." />
        ) : (
          'Verifikasi'
        )}
      </Button>
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
