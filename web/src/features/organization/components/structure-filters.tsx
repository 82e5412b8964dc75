import { INPUT_CLASS } from '@/components/ui/form-field';
import { useDivisionLooks } from '../hooks/use-division-looks';
import type { DivisionGroup } from '../lib/division-group';
import { ALL_DIVISIONS, ALL_DIVISIONS_LABEL } from '../lib/structure-texts';

interface StructureFiltersProps {
  periods: string[];
  period: string | null;
  onPeriodChange: (period: string) => void;
  divisions: DivisionGroup[];
  division: string;
  onDivisionChange: (division: string) => void;
}

const selectClass = `${INPUT_CLASS} sm:w-56`;

/** The period dropdown ('Pilih Periode') and the division filter ('Filter Divisi'). */
export function StructureFilters({
  periods,
  period,
  onPeriodChange,
  divisions,
  division,
  onDivisionChange,
}: StructureFiltersProps) {
  // The options keep the group as their value; visitors read the names the content editor gave the divisions.
  const { lookOf } = useDivisionLooks();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-center">
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Periode
        <select
          className={selectClass}
          value={period ?? ''}
          onChange={(e) => onPeriodChange(e.target.value)}
          data-testid="period-select"
        >
          <option value="" disabled hidden>
            Pilih Periode
          </option>
          {periods.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Divisi
        <select
          className={selectClass}
          value={division}
          onChange={(e) => onDivisionChange(e.target.value)}
          data-testid="division-select"
        >
          <option value="" disabled hidden>
            Filter Divisi
          </option>
          <option value={ALL_DIVISIONS}>{ALL_DIVISIONS_LABEL}</option>
          {divisions.map((d) => (
            <option key={d} value={d}>
              {lookOf(d).name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
