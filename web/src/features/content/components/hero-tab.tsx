import { FIELD_LABELS, type CurrentLeaders, type DivisionHead, type LeaderPerson } from '@hmti/contract';
import type { ContentForm, UpdateContent } from '../lib/content-form';
import type { DivisionOption } from '@/lib/divisions';
import { ImageField } from './image-field';
import { TextField } from '@/components/ui/form-controls';

const LABELS = FIELD_LABELS.siteSettings;
const CARD = 'min-w-0 space-y-3 rounded-xl border border-slate-200 p-4';
const LEGEND = 'px-1 text-sm font-semibold text-slate-900';

const LEADER_SEATS = [
  { seat: 'chairperson', legend: 'Ketua' },
  { seat: 'viceChairperson', legend: 'Wakil Ketua' },
] as const;

// A draft saved before a division was added has no entry for it yet.
const NO_HEAD: DivisionHead = { name: '', photo: '' };

type SeatKey = `${(typeof LEADER_SEATS)[number]['seat']}${'Photo' | 'Name' | 'Title'}`;

/**
 * A name or title (200 characters at most). `fromChart`: the organisation chart's name for this seat, the placeholder,
 * and a note when the field names someone else.
 */
function HeroTextField({
  fromChart,
  ...field
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  disabled?: boolean;
  fromChart?: string | null;
}) {
  const differs = !!fromChart && !!field.value.trim() && field.value.trim() !== fromChart;
  const note = `Struktur Organisasi menyebut ${fromChart}. Kosongkan kolom ini agar halaman depan mengikutinya.`;
  return (
    <TextField
      {...field}
      maxLength={200}
      placeholder={fromChart ?? undefined}
      hint={differs ? <span className="text-amber-800">{note}</span> : undefined}
    />
  );
}

/**
 * 'Hero': logo, chair and vice chair, and for each division its head, logo and name. The people default to the
 * organisation chart's of the current period (shown as placeholders); a name or photo typed here replaces theirs.
 */
export function HeroTab({
  form,
  leaders,
  divisions,
  update,
  canEditLogo,
  disabled,
  onUploadingChange,
  errorAt,
}: {
  form: ContentForm;
  leaders: CurrentLeaders | undefined;
  divisions: readonly DivisionOption[];
  update: UpdateContent;
  canEditLogo: boolean;
  disabled?: boolean;
  /** Each picture upload's start and end (the editor's save waits for them). */
  onUploadingChange: (uploading: boolean) => void;
  /** The message a refused save gave about the field at this key path, if it was about that one. */
  errorAt: (field: string) => string | undefined;
}) {
  const headOf = (key: string) => form.divisionHeads[key] ?? NO_HEAD;
  // Each change applies to the latest form: an upload that ends later keeps what was typed meanwhile.
  const setHead = (key: string, patch: Partial<DivisionHead>) =>
    update('divisionHeads', (heads) => ({ ...heads, [key]: { ...(heads[key] ?? NO_HEAD), ...patch } }));
  const setEntry = (field: 'divisionLogos' | 'divisionNames', key: string, value: string) =>
    update(field, (entries) => ({ ...entries, [key]: value }));
  const chartHead = (key: string): LeaderPerson | null => leaders?.divisions.find((d) => d.key === key)?.head ?? null;
  const seatField = (key: SeatKey) => ({
    label: LABELS[key],
    value: form[key],
    onChange: (value: string) => update(key, value),
    disabled,
  });
  const picture = { disabled, onUploadingChange };
  return (
    <div className="space-y-6">
      {leaders?.period ? (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800" data-testid="hero-chart-note">
          {`Ketua, wakil ketua dan kepala divisi diambil dari Struktur Organisasi periode ${leaders.period}. Isi kolom di bawah hanya untuk menampilkan nama atau foto lain; kolom yang kosong mengikuti Struktur Organisasi.`}
        </p>
      ) : null}
      <fieldset className={CARD}>
        <legend className={LEGEND}>Logo</legend>
        <ImageField
          label="Logo"
          value={form.logoUrl}
          onChange={(url) => update('logoUrl', url)}
          onUploadingChange={onUploadingChange}
          error={errorAt('logoUrl')}
          disabled={disabled || !canEditLogo}
          hint={canEditLogo ? undefined : 'Mengubah logo memerlukan izin settings.edit.'}
        />
      </fieldset>

      <div className="grid gap-6 md:grid-cols-2">
        {LEADER_SEATS.map(({ seat, legend }) => (
          <fieldset key={seat} className={CARD}>
            <legend className={LEGEND}>{legend}</legend>
            <ImageField
              {...seatField(`${seat}Photo`)}
              onUploadingChange={onUploadingChange}
              error={errorAt(`${seat}Photo`)}
              fallback={leaders?.[seat]?.photo}
            />
            <HeroTextField {...seatField(`${seat}Name`)} fromChart={leaders?.[seat]?.name} />
            <HeroTextField {...seatField(`${seat}Title`)} />
          </fieldset>
        ))}
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        {divisions.map(({ value: key, label }) => (
          <fieldset key={key} className={CARD}>
            <legend className={LEGEND}>{`Divisi ${label}`}</legend>
            <HeroTextField
              label="Nama Kepala Divisi"
              value={headOf(key).name}
              onChange={(name) => setHead(key, { name })}
              disabled={disabled}
              fromChart={chartHead(key)?.name}
            />
            <ImageField
              label="Foto Kepala Divisi"
              kind="head"
              value={headOf(key).photo}
              onChange={(photo) => setHead(key, { photo })}
              {...picture}
              error={errorAt(`divisionHeads.${key}.photo`)}
              fallback={chartHead(key)?.photo}
            />
            <ImageField
              label="Logo Divisi"
              kind="logo"
              value={form.divisionLogos[key] ?? ''}
              onChange={(url) => setEntry('divisionLogos', key, url)}
              {...picture}
              error={errorAt(`divisionLogos.${key}`)}
            />
            <HeroTextField
              label="Nama Divisi"
              value={form.divisionNames[key] ?? ''}
              onChange={(v) => setEntry('divisionNames', key, v)}
              disabled={disabled}
            />
          </fieldset>
        ))}
      </div>
    </div>
  );
}
