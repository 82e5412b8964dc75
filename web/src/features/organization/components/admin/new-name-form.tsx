import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FIELD_LABEL, INPUT_CLASS } from '@/components/ui/form-field';
import { INLINE_ERROR } from './styles';

interface Props {
  label: string;
  placeholder: string;
  submitLabel: string;
  errorTestId: string;
  /** Takes the typed text: answers the inline message refusing it, or null and calls `clear` once it is in. */
  onAdd: (value: string, clear: () => void) => string | null;
  /** While the new entry is being sent: the field and its button are disabled. */
  pending?: boolean;
  rowClassName?: string;
  /** A line under the field, read with it, from the text typed so far. */
  preview?: (value: string) => ReactNode;
}

/** One text field and its Add button, with the message of a refused entry under it. */
export function NewNameForm({ onAdd, pending, rowClassName = 'flex gap-2', preview, ...text }: Props) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const clear = () => {
    setValue('');
    setError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(onAdd(value, clear));
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className={FIELD_LABEL}>
        {text.label}
      </label>
      <div className={rowClassName}>
        <input
          id={id}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          maxLength={200}
          placeholder={text.placeholder}
          aria-invalid={!!error}
          aria-describedby={preview ? `${id}-preview ${id}-error` : `${id}-error`}
          disabled={pending}
          className={INPUT_CLASS}
        />
        <Button type="submit" className="shrink-0" disabled={pending}>
          {text.submitLabel}
        </Button>
      </div>
      {preview ? (
        <p id={`${id}-preview`} className="mt-1 flex items-center gap-2 text-xs text-slate-600">
          {preview(value)}
        </p>
      ) : null}
      <p id={`${id}-error`} role="alert" className={INLINE_ERROR} data-testid={text.errorTestId}>
        {error ?? ''}
      </p>
    </form>
  );
}
