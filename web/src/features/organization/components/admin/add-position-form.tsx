import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FIELD_LABEL } from '@/components/ui/form-field';
import { checkNewPosition } from '../../lib/admin/position-list';
import { INLINE_ERROR, INPUT } from './styles';

/** 'New position' field: trimmed, non-empty, not yet in the list (inline messages). */
export function AddPositionForm({ names, onAdd }: { names: readonly string[]; onAdd: (name: string) => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkNewPosition(names, value);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    onAdd(check.name);
    setValue('');
    setError(null);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className={FIELD_LABEL}>
        New position
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          maxLength={200}
          placeholder="e.g. Ketua Divisi Riset"
          aria-invalid={!!error}
          aria-describedby={`${id}-error`}
          className={INPUT}
        />
        <Button type="submit" className="shrink-0">
          Add Position
        </Button>
      </div>
      <p id={`${id}-error`} role="alert" className={INLINE_ERROR} data-testid="position-form-error">
        {error ?? ''}
      </p>
    </form>
  );
}
