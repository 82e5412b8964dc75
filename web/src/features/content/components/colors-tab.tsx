import { useId } from 'react';
import { checkInput, SETTINGS_FIELDS } from '@hmti/contract';
import { colorToHex, hexToRgba } from '../lib/colors';
import type { DivisionOption } from '@/lib/divisions';
import { colorRows, divisionNames } from '../lib/divisions';

function ColorRow({
  label,
  value,
  error,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  /** What the server would say of the value (the contract's sentence), or null. */
  error: string | null;
  onChange: (color: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const valid = error === null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 p-3">
      <span
        className="h-10 w-10 shrink-0 rounded-lg ring-1 ring-slate-300"
        style={{ background: valid ? value : undefined }}
        aria-hidden="true"
      />
      <label htmlFor={id} className="flex-1 text-sm font-medium text-slate-800 sm:w-40 sm:flex-none">
        {label}
      </label>
      <input
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        placeholder="rgba(139, 92, 246, 0.75)"
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : `${id}-error`}
        className="order-last w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm disabled:bg-slate-100 sm:order-none sm:w-auto sm:flex-1"
      />
      <input
        type="color"
        value={colorToHex(value)}
        disabled={disabled}
        aria-label={`Pilih warna ${label}`}
        onChange={(event) => onChange(hexToRgba(event.target.value) ?? value)}
        className="h-10 w-14 shrink-0 cursor-pointer rounded border border-slate-300 bg-white sm:order-last"
      />
      {valid ? null : (
        <p id={`${id}-error`} className="order-last w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** 'Warna Divisi': one colour per division and for 'Ketua & Wakil', typed or picked (picked colours get alpha 0.75). */
export function ColorsTab({
  colors,
  divisions,
  onChange,
  disabled,
}: {
  colors: Record<string, string>;
  divisions: readonly DivisionOption[];
  onChange: (colors: Record<string, string>) => void;
  disabled?: boolean;
}) {
  const context = { divisions: divisionNames(divisions) };
  const errorOf = (key: string) => {
    const checked = checkInput(SETTINGS_FIELDS.divisionColors.schema, { [key]: colors[key] ?? '' }, context);
    return checked.ok ? null : checked.message;
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Warna dipakai pada struktur organisasi. Warna dari pemilih warna disimpan sebagai rgba dengan transparansi 0.75.
      </p>
      {colorRows(divisions).map(({ value: key, label }) => (
        <ColorRow
          key={key}
          label={label}
          value={colors[key] ?? ''}
          error={errorOf(key)}
          onChange={(color) => onChange({ ...colors, [key]: color })}
          disabled={disabled}
        />
      ))}
    </div>
  );
}
