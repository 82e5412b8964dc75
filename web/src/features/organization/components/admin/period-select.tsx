import { useId } from 'react';
import { INPUT, LABEL } from './styles';

interface Props {
  periods: readonly string[];
  value: string | null;
  onChange: (period: string) => void;
  label?: string;
  className?: string;
}

/** The period dropdown, newest first. */
export function PeriodSelect({ periods, value, onChange, label = 'Period', className }: Props) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        className={INPUT}
        disabled={periods.length === 0}
      >
        {periods.length === 0 ? <option value="">No periods</option> : null}
        {periods.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
    </div>
  );
}
