import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FIELD_LABEL } from '@/components/ui/form-field';
import { showToast } from '@/lib/toast';
import { useCreateDivision } from '../../api/admin/create-division';
import { DEFAULT_DIVISION_COLOR, divisionNameOf } from '@hmti/contract';
import { newDivisionError } from '../../lib/admin/division-form';
import { FAILURE_TEXTS, failureToast } from '../../lib/admin/failure-toast';
import { INLINE_ERROR, INPUT } from './styles';

/** New division: the typed name is its displayName; its key (lowercase_underscored) is previewed as you type. */
export function AddDivisionForm({ existingNames }: { existingNames: readonly string[] }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateDivision();
  const key = divisionNameOf(value);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = newDivisionError(value, existingNames);
    if (problem) {
      setError(problem);
      return;
    }
    const displayName = value.trim();
    create.mutate(
      { displayName },
      {
        onSuccess: () => {
          showToast({ title: 'Division created', description: `${displayName} has been added.` });
          setValue('');
          setError(null);
        },
        onError: (err) => showToast(failureToast(FAILURE_TEXTS.createDivision, err)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className={FIELD_LABEL}>
        New division name
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          maxLength={200}
          placeholder="e.g. Riset dan Teknologi"
          aria-invalid={!!error}
          aria-describedby={`${id}-preview ${id}-error`}
          disabled={create.isPending}
          className={INPUT}
        />
        <Button type="submit" className="shrink-0" disabled={create.isPending}>
          {create.isPending ? 'Adding...' : 'Add Division'}
        </Button>
      </div>
      <p id={`${id}-preview`} className="mt-1 flex items-center gap-2 text-xs text-slate-600">
        <span
          className="inline-block h-3 w-3 rounded-full"
          style={{ backgroundColor: DEFAULT_DIVISION_COLOR }}
          aria-hidden="true"
        />
        Key:{' '}
        <code className="rounded bg-slate-100 px-1 text-slate-800" data-testid="division-key-preview">
          {key || '—'}
        </code>
      </p>
      <p id={`${id}-error`} role="alert" className={INLINE_ERROR} data-testid="division-form-error">
        {error ?? ''}
      </p>
    </form>
  );
}
