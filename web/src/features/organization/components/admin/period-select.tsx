import { useId } from 'react';
import { FormField, INPUT_CLASS } from '@/components/ui/form-field';

interface Props {
  periods: readonly string[];
  value: string | null;
  onChange: (period: string) => void;
  label?: string;
  className?: string;
  disabled?: boolean;
}

/** The period dropdown, newest first (disabled while there is none). */
export function PeriodSelect({ periods, value, onChange, label = 'Period', className, disabled }: Props) {
  const id = useId();
  return (
    <FormField id={id} label={label} className={className}>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        className={INPUT_CLASS}
        disabled={disabled || periods.length === 0}
      >
        {periods.length === 0 ? <option value="">No periods</option> : null}
        {periods.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
    </FormField>
  );
}
