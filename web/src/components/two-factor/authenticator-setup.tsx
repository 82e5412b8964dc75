import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFocusFirstProblem } from '@/hooks/use-focus-first-problem';
import type { TwoFactorSetup } from '@hmti/contract';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatCountdown } from '@/lib/countdown';
import { CodeInput } from './code-input';

/**
 * Enrolling an authenticator app: scan the QR code (drawn by our server) or type the key, then confirm with the
 * first code the app shows. Used at sign-in (a role that requires it) and in the own account settings.
 */
export function AuthenticatorSetup({
  setup,
  pending,
  wait = 0,
  error,
  onConfirm,
  onCancel,
}: {
  setup: TwoFactorSetup;
  pending: boolean;
  /** Seconds left of a lockout after too many wrong codes: nothing is sent meanwhile. */
  wait?: number;
  error: string | null;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  // The steps take the focus when they appear (the QR code stays in view, no keyboard over it); a refused code
  // takes it back to its field.
  const steps = useRef<HTMLOListElement>(null);
  useEffect(() => steps.current?.focus(), []);
  const buttons = useRef<HTMLDivElement>(null);
  useFocusFirstProblem(buttons);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && wait <= 0) onConfirm(code);
  };
  return (
    <form onSubmit={submit} className="space-y-4" data-testid="authenticator-setup">
      <ol ref={steps} tabIndex={-1} className="list-decimal space-y-1 pl-5 text-sm text-slate-700 outline-none">
        <li>Buka aplikasi authenticator (Google Authenticator, Aegis, 1Password, …).</li>
        <li>Pindai kode QR ini (di ponsel: buka tautan di bawahnya), atau masukkan kuncinya secara manual.</li>
        <li>Masukkan kode 6 digit yang muncul di aplikasi.</li>
      </ol>
      <img
        src={setup.qrCode}
        alt="Kode QR untuk aplikasi authenticator"
        width={176}
        height={176}
        className="mx-auto h-44 w-44 rounded-lg border border-slate-200 bg-white p-2"
      />
      {/* A phone cannot scan its own screen: the app on it opens the enrolment link instead. */}
      <p className="text-center text-sm md:hidden">
        <a href={setup.otpauthUrl} className="font-medium text-brand-700 underline underline-offset-2">
          Buka di aplikasi authenticator
        </a>
      </p>
      <div>
        <p className="text-xs font-medium text-slate-700">Kunci (ketik manual)</p>
        <code
          data-testid="two-factor-secret"
          className="mt-1 block rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900"
        >
          {setup.secret}
        </code>
      </div>
      <CodeInput id="setup-code" value={code} onChange={setCode} error={error} disabled={pending || wait > 0} />
      <div ref={buttons} className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending || wait > 0}>
          {wait > 0 ? `Wait ${formatCountdown(wait)}` : pending ? <Spinner label="Memeriksa..." /> : 'Aktifkan 2FA'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Batal
        </Button>
      </div>
    </form>
  );
}
