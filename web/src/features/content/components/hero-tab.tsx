import { useId } from 'react';
import type { ContentForm, DivisionHead } from '../lib/content-form';
import type { EditorDivision } from '../lib/divisions';
import { ImageField } from './image-field';

const INPUT = 'w-full rounded-lg border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100';
const CARD = 'min-w-0 space-y-3 rounded-xl border border-slate-200 p-4';
const LEGEND = 'px-1 text-sm font-semibold text-slate-900';

// A draft saved before a division was added has no entry for it yet.
const NO_HEAD: DivisionHead = { name: '', photo: '' };

type Update = <K extends keyof ContentForm>(key: K, value: ContentForm[K]) => void;

function TextField({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        value={value}
        maxLength={200}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className={INPUT}
      />
    </div>
  );
}

/** 'Hero': logo, chair and vice chair, and for each division its head, logo and name. */
export function HeroTab({
  form,
  divisions,
  update,
  canEditLogo,
  disabled,
}: {
  form: ContentForm;
  divisions: readonly EditorDivision[];
  update: Update;
  canEditLogo: boolean;
  disabled?: boolean;
}) {
  const setHead = (key: string, patch: Partial<DivisionHead>) =>
    update('divisionHeads', { ...form.divisionHeads, [key]: { ...NO_HEAD, ...form.divisionHeads[key], ...patch } });
  return (
    <div className="space-y-6">
      <fieldset className={CARD}>
        <legend className={LEGEND}>Logo</legend>
        <ImageField
          label="Logo"
          value={form.logoUrl}
          onChange={(url) => update('logoUrl', url)}
          disabled={disabled || !canEditLogo}
          hint={canEditLogo ? undefined : 'Mengubah logo memerlukan izin settings.edit.'}
        />
      </fieldset>

      <div className="grid gap-6 md:grid-cols-2">
        <fieldset className={CARD}>
          <legend className={LEGEND}>Ketua</legend>
          <ImageField
            label="Foto Ketua"
            value={form.chairpersonPhoto}
            onChange={(url) => update('chairpersonPhoto', url)}
            disabled={disabled}
          />
          <TextField
            label="Nama Ketua"
            value={form.chairpersonName}
            onChange={(v) => update('chairpersonName', v)}
            disabled={disabled}
          />
          <TextField
            label="Jabatan Ketua"
            value={form.chairpersonTitle}
            onChange={(v) => update('chairpersonTitle', v)}
            disabled={disabled}
          />
        </fieldset>
        <fieldset className={CARD}>
          <legend className={LEGEND}>Wakil Ketua</legend>
          <ImageField
            label="Foto Wakil Ketua"
            value={form.viceChairpersonPhoto}
            onChange={(url) => update('viceChairpersonPhoto', url)}
            disabled={disabled}
          />
          <TextField
            label="Nama Wakil Ketua"
            value={form.viceChairpersonName}
            onChange={(v) => update('viceChairpersonName', v)}
            disabled={disabled}
          />
          <TextField
            label="Jabatan Wakil Ketua"
            value={form.viceChairpersonTitle}
            onChange={(v) => update('viceChairpersonTitle', v)}
            disabled={disabled}
          />
        </fieldset>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        {divisions.map(({ key, label }) => (
          <fieldset key={key} className={CARD}>
            <legend className={LEGEND}>{`Divisi ${label}`}</legend>
            <TextField
              label="Nama Kepala Divisi"
              value={(form.divisionHeads[key] ?? NO_HEAD).name}
              onChange={(name) => setHead(key, { name })}
              disabled={disabled}
            />
            <ImageField
              label="Foto Kepala Divisi"
              kind="head"
              value={(form.divisionHeads[key] ?? NO_HEAD).photo}
              onChange={(photo) => setHead(key, { photo })}
              disabled={disabled}
            />
            <ImageField
              label="Logo Divisi"
              kind="logo"
              value={form.divisionLogos[key] ?? ''}
              onChange={(url) => update('divisionLogos', { ...form.divisionLogos, [key]: url })}
              disabled={disabled}
            />
            <TextField
              label="Nama Divisi"
              value={form.divisionNames[key] ?? ''}
              onChange={(v) => update('divisionNames', { ...form.divisionNames, [key]: v })}
              disabled={disabled}
            />
          </fieldset>
        ))}
      </div>
    </div>
  );
}
