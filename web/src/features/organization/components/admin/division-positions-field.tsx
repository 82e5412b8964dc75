import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/close-icon';
import { FormField, INPUT_CLASS } from '@/components/ui/form-field';
import { useAvailablePositions } from '../../api/admin/get-available-positions';
import { addPositionOnce, pickablePositions } from '../../lib/admin/division-form';

interface Props {
  value: string[];
  onChange: (positions: string[]) => void;
  /** The division's positions when the dialog opened (they stay pickable after removal). */
  current: readonly string[];
  disabled: boolean;
}

/** The division's positions as removable chips, and a picker offering each unclaimed position (or its own) once. */
export function DivisionPositionsField({ value, onChange, current, disabled }: Props) {
  const id = useId();
  const available = useAvailablePositions();
  const options = pickablePositions(available.data ?? [], current, value);
  const [chosen, setChosen] = useState('');
  const pick = options.includes(chosen) ? chosen : (options[0] ?? '');
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-700">Positions</legend>
      {value.length ? (
        <ul className="flex flex-wrap gap-2" data-testid="division-positions">
          {value.map((p) => (
            <li
              key={p}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
            >
              {p}
              <button
                type="button"
                onClick={() => onChange(value.filter((x) => x !== p))}
                disabled={disabled}
                className="rounded-full p-1 text-brand-900 hover:bg-brand-100"
                aria-label={`Remove position ${p}`}
              >
                <CloseIcon className="h-3.5 w-3.5" strokeWidth={2.5} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No positions assigned.</p>
      )}
      <FormField id={id} label="Add position">
        <div className="flex gap-2">
          <select
            id={id}
            value={pick}
            onChange={(e) => setChosen(e.target.value)}
            disabled={disabled || options.length === 0}
            className={INPUT_CLASS}
          >
            {options.length === 0 ? <option value="">No available positions</option> : null}
            {options.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            className="shrink-0"
            onClick={() => onChange(addPositionOnce(value, pick))}
            disabled={disabled || !pick}
          >
            Add
          </Button>
        </div>
      </FormField>
    </fieldset>
  );
}
