import { useEffect, useId } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from '@/components/ui/spinner';
import { useDriveLinkValidation, type DriveValidation } from '@/hooks/use-drive-link-validation';
import { FormField } from '@/components/ui/form-field';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Told every time the validation state changes (e.g. to block saving while invalid). */
  onValidation?: (validation: DriveValidation) => void;
  disabled?: boolean;
  /** The form's message is about this field (its id): marked invalid and described by it, as the form's other fields. */
  problemId?: string;
}

/** A Google Drive share-link field that checks the link after typing pauses and shows its state and message. */
export function DriveLinkInput({ label, value, onChange, onValidation, disabled, problemId }: Props) {
  const id = useId();
  const validation = useDriveLinkValidation(value, label);
  useEffect(() => onValidation?.(validation), [validation, onValidation]);
  const border =
    validation.state === 'valid'
      ? 'border-green-500'
      : validation.state === 'invalid' || problemId
        ? 'border-red-500'
        : validation.state === 'unverified'
          ? 'border-amber-500'
          : 'border-slate-300';
  return (
    <FormField id={id} label={label}>
      <div className="relative">
        <input
          id={id}
          type="url"
          inputMode="url"
          value={value}
          disabled={disabled}
          placeholder="https://drive.google.com/file/d/…/view"
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={validation.state === 'invalid' || !!problemId}
          aria-describedby={problemId ? `${id}-status ${problemId}` : `${id}-status`}
          className={cn('w-full rounded-lg border px-3 py-2 pr-10 disabled:bg-slate-100', border)}
        />
        {validation.state === 'validating' ? (
          <span className="absolute inset-y-0 right-3 flex items-center">
            <Spinner size="h-4 w-4" />
          </span>
        ) : null}
      </div>
      <div id={`${id}-status`} aria-live="polite" className="mt-1 text-sm">
        {validation.state === 'valid' ? (
          <p className="text-green-700" data-testid="drive-link-valid">
            ✓ Link valid
          </p>
        ) : null}
        {validation.state === 'valid' && validation.warning ? (
          <p className="text-amber-700">{validation.warning}</p>
        ) : null}
        {validation.state === 'unverified' ? (
          <p className="text-amber-800" data-testid="drive-link-warning">
            {validation.warning}
          </p>
        ) : null}
        {validation.state === 'invalid' ? (
          <p className="text-red-700" data-testid="drive-link-error">
            {validation.error}
          </p>
        ) : null}
        {'suggestion' in validation && validation.suggestion ? (
          <p className="text-slate-600">{validation.suggestion}</p>
        ) : null}
      </div>
    </FormField>
  );
}
