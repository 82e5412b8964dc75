import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatCountdown } from '@/lib/countdown';
import { useHydrating } from '@/lib/hydration';
import { showToast } from '@/lib/toast';
import { useCountdown } from '@/hooks/use-countdown';
import { sessionsEndedNotice, type SignedInUser, type TwoFactorChallenge } from '@hmti/contract';
import { isChallenge, primeSession, useLogin } from '../api/login';
import { EnrolStep } from './enrol-step';
import { forgetLockout, lockoutSeconds, loginFailureMessage, recallLockout, rememberLockout } from './login-lockout';
import { StepSubmit } from './step-submit';
import { TwoFactorStep } from './two-factor-step';
import { FormError, FormField } from '@/components/ui/form-field';
import { InputField } from '@/components/ui/input-field';

/**
 * The password step, then — for an account with two-factor sign-in — the code step (or the enrolment its role
 * requires) before any session exists. `onHoldRedirect` keeps the page here while the recovery codes are shown.
 */
/** The form's message while it is locked, with the seconds left when it is said (a live region: said once). */
const lockoutMessage = (until: number) =>
  `Terlalu banyak percobaan login. Silakan tunggu ${Math.max(1, Math.ceil((until - Date.now()) / 1000))} detik.`;

export function LoginForm({ onHoldRedirect }: { onHoldRedirect: (hold: boolean) => void }) {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  // The page the server sent knows nothing of this tab (its lockout, whether the app runs): the fields wait for the
  // app, so nothing typed before it runs — or without JavaScript — is sent as a plain form, and the lockout is
  // recalled as it starts, with the message that says why (a reload while it runs).
  const hydrating = useHydrating();
  const [fromServer] = useState(hydrating);
  const [lockedUntil, setLockedUntil] = useState<number | null>(() => (hydrating ? null : recallLockout()));
  const [message, setMessage] = useState<string | null>(() => (lockedUntil ? lockoutMessage(lockedUntil) : null));
  const lock = (until: number | null) => {
    setLockedUntil(until);
    if (until) setMessage(lockoutMessage(until));
  };
  useEffect(() => {
    if (fromServer) lock(recallLockout());
  }, [fromServer]);
  const secondsLeft = useCountdown(lockedUntil);
  const locked = secondsLeft > 0;

  useEffect(() => {
    if (lockedUntil !== null && secondsLeft <= 0) {
      setLockedUntil(null);
      setMessage(null);
      forgetLockout();
    }
  }, [lockedUntil, secondsLeft]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (locked || loginMutation.isPending) return;
    setMessage(null);
    loginMutation.mutate(
      { username, password, rememberMe },
      {
        onSuccess: (result) => {
          forgetLockout();
          if (!isChallenge(result)) return welcome(result);
          setPassword('');
          setChallenge(result);
        },
        onError: (error) => {
          const wait = lockoutSeconds(error);
          if (wait !== null) {
            const until = Date.now() + wait * 1000;
            rememberLockout(until);
            lock(until);
            showToast({
              title: 'Terlalu Banyak Percobaan Login',
              description: `Silakan tunggu ${wait} detik sebelum mencoba lagi.`,
              variant: 'destructive',
            });
            return;
          }
          const text = loginFailureMessage(error);
          setMessage(text);
          showToast({ title: 'Login Gagal', description: text, variant: 'destructive' });
        },
      },
    );
  };

  // A sign-in that ended the account's oldest session elsewhere (the session limit) says so in its welcome.
  const welcome = (user: SignedInUser) => {
    const greeting = `Selamat datang kembali, ${user.name || user.username}!`;
    showToast({
      title: 'Login Berhasil',
      description: user.sessionsEnded ? `${greeting} ${sessionsEndedNotice(user.sessionsEnded)}` : greeting,
    });
    void navigate(paths.dashboard.root.getHref(), { replace: true });
  };
  const queryClient = useQueryClient();
  const restart = (text?: string) => {
    setChallenge(null);
    onHoldRedirect(false);
    setMessage(text ?? null);
  };

  if (challenge?.twoFactor === 'verify')
    return <TwoFactorStep challenge={challenge} onSignedIn={welcome} onRestart={restart} />;
  if (challenge?.twoFactor === 'enrol')
    return (
      <EnrolStep
        challenge={challenge}
        onCodesShown={() => onHoldRedirect(true)}
        onSignedIn={(user) => void primeSession(queryClient, user).then(() => welcome(user))}
        onRestart={restart}
      />
    );

  return (
    <form onSubmit={submit} className="space-y-4">
      <fieldset disabled={hydrating} className="min-w-0 space-y-4">
        <InputField
          id="username"
          label="Username"
          name="username"
          autoComplete="username"
          required
          disabled={locked}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <FormField id="password" label="Password">
          <div className="relative">
            <input
              id="password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              disabled={locked}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className="w-full rounded-lg border border-slate-300 px-3 py-2 pr-20 disabled:bg-slate-100"
            />
            <button
              type="button"
              onClick={() => setShowPassword((s) => !s)}
              disabled={locked}
              className="absolute inset-y-0 right-0 px-3 text-sm text-brand-700 hover:underline disabled:text-slate-400"
              aria-label={showPassword ? 'Sembunyikan password' : 'Tampilkan password'}
              aria-pressed={showPassword}
            >
              {showPassword ? 'Hide' : 'Show'}
            </button>
          </div>
        </FormField>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="rememberMe"
            checked={rememberMe}
            disabled={locked}
            onChange={(e) => setRememberMe(e.target.checked)}
          />
          Remember me
        </label>
        <FormError data-testid="login-message">{message}</FormError>
        {locked ? (
          <p className="text-sm text-slate-600" data-testid="lockout-countdown">
            Coba lagi dalam {formatCountdown(secondsLeft)}
          </p>
        ) : null}
        <StepSubmit wait={secondsLeft} pending={loginMutation.isPending} sending="Masuk..." label="Login" />
      </fieldset>
      <Link role="button" to={paths.home.getHref()} className={buttonClassName('secondary', 'w-full')}>
        Back to Home
      </Link>
    </form>
  );
}
