import { FormField, fieldAria, INPUT_CLASS } from '@/components/ui/form-field';

/** The 6-digit code field of an authenticator app (one-time-code autofill, numeric keyboard on phones). */
export function CodeInput({
  id,
  value,
  onChange,
  error,
  disabled,
  autoFocus,
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
    <FormField id={id} label="Kode authenticator" error={error ?? undefined}>
      <input
        id={id}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={7}
        required
        disabled={disabled}
        autoFocus={autoFocus}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${INPUT_CLASS} font-mono tracking-widest`}
        {...fieldAria(id, error ?? undefined)}
      />
    </FormField>
  );
}
