import { useId } from 'react';
import { parseVisionMission } from '@hmti/contract';
import { FormField } from '@/components/ui/form-field';

/** The format's example beside the field; the preview reads the text with the contract's parseVisionMission. */
const VISION_MISSION_HINT = 'Visi dan Misi HMTI\n- VISI\nTeks visi...\n- MISI\n* Misi pertama\n* Misi kedua';

/** 'Visi & Misi': plain text in the '- VISI' / '- MISI' / '*' format, with a live preview. */
export function VisionTab({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (text: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  // What visitors will see, the built-in text included when the field is empty.
  const preview = parseVisionMission(value);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <FormField id={id} label="Visi & Misi">
        <textarea
          id={id}
          value={value}
          disabled={disabled}
          rows={16}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={`${id}-hint`}
          className="w-full rounded-lg border border-slate-300 p-3 font-mono text-sm disabled:bg-slate-100"
        />
        <div id={`${id}-hint`} className="mt-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
          <p className="mb-1 font-medium">Format:</p>
          <p>
            Baris pertama adalah judul, lalu bagian &apos;- VISI&apos; berisi teks visi, lalu bagian &apos;- MISI&apos;
            dengan setiap misi diawali &apos;*&apos;.
          </p>
          <pre className="mt-2 whitespace-pre-wrap font-mono text-xs text-slate-600">{VISION_MISSION_HINT}</pre>
        </div>
      </FormField>
      <section
        aria-labelledby={`${id}-preview`}
        className="rounded-lg border border-slate-200 p-4"
        data-testid="vision-preview"
      >
        <h3 id={`${id}-preview`} className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-600">
          Preview
        </h3>
        <h4 className="font-semibold text-slate-900">Visi</h4>
        <p className="mb-4 whitespace-pre-line text-slate-800" data-testid="vision-preview-text">
          {preview.vision || '—'}
        </p>
        <h4 className="font-semibold text-slate-900">Misi</h4>
        {preview.missions.length ? (
          <ol className="list-decimal space-y-1 pl-6 text-slate-800">
            {preview.missions.map((mission, i) => (
              <li key={`${i}-${mission}`} className="whitespace-pre-line">
                {mission}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-slate-600">—</p>
        )}
      </section>
    </div>
  );
}
