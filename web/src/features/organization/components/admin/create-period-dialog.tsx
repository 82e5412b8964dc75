import { useId, useState, type FormEvent } from 'react';
import { FormActions } from '@/components/ui/form-actions';
import { Dialog } from '@/components/ui/dialog';
import { showToast } from '@/lib/toast';
import { FormField, INPUT_CLASS } from '@/components/ui/form-field';
import { useCreatePeriod } from '../../api/admin/create-period';
import { serverMessageOf } from '@/lib/api-client';
import { periodInputError, suggestNextPeriod } from '../../lib/admin/period-input';
import { INLINE_ERROR } from './styles';

interface Props {
  periods: readonly string[];
  onClose: () => void;
  onCreated: (period: string) => void;
}

/** 'New Period': the field starts on the period after the newest. */
export function CreatePeriodDialog({ periods, onClose, onCreated }: Props) {
  const id = useId();
  const [value, setValue] = useState(() => suggestNextPeriod(periods));
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreatePeriod();
  const error = serverError ?? (touched ? periodInputError(value, periods) : null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (periodInputError(value, periods)) return;
    const period = value.trim();
    create.mutate(period, {
      onSuccess: () => {
        showToast({ title: 'Period created', description: `Period ${period} has been created.` });
        onCreated(period);
      },
      onError: (err) => setServerError(serverMessageOf(err) ?? 'Failed to create period'),
    });
  };

  return (
    <Dialog open onClose={onClose} title="New Period" description="Add a new management period." width="max-w-md">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField id={id} label="Period (YYYY-YYYY)">
          <input
            id={id}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setTouched(true);
              setServerError(null);
            }}
            inputMode="numeric"
            placeholder="2026-2027"
            maxLength={9}
            aria-invalid={!!error}
            aria-describedby={`${id}-hint ${id}-error`}
            className={INPUT_CLASS}
            data-autofocus
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            The end year is the start year + 1.
          </p>
          <p id={`${id}-error`} role="alert" className={INLINE_ERROR} data-testid="period-form-error">
            {error ?? ''}
          </p>
        </FormField>
        <FormActions
          onCancel={onClose}
          pending={create.isPending}
          submitLabel={create.isPending ? 'Creating...' : 'Create Period'}
        />
      </form>
    </Dialog>
  );
}
