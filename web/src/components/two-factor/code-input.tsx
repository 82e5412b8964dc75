import { InputField } from '@/components/ui/input-field';

/** The 6-digit code field of an authenticator app (one-time-code autofill, numeric keyboard on phones). */
export function CodeInput({
  error,
  onChange,
  ...input
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  disabled?: boolean;
  /** On a step that has just replaced the form before it (the sign-in's second step). */
  autoFocus?: boolean;
}) {
  return (
    <InputField
      {...input}
      label="Kode authenticator"
      error={error ?? undefined}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      required
      onChange={(e) => onChange(e.target.value)}
      className="font-mono tracking-widest"
    />
  );
}
