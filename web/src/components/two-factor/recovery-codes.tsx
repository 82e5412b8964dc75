import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/copy-text';

/** What the codes follow: the enrolment, or new codes made in place of the old. */
const NOTICE = {
  enrolled: 'Verifikasi dua langkah aktif.',
  renewed: 'Kode pemulihan baru dibuat; kode yang lama tidak berlaku lagi.',
} as const;

/**
 * The recovery codes, shown once after enrolment or after new ones are made: each replaces a code once when the
 * phone is not at hand.
 */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
  after = 'enrolled',
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
  after?: keyof typeof NOTICE;
}) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    copyText(codes.join('\n')).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="space-y-4" data-testid="recovery-codes">
      <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
        {NOTICE[after]}
      </p>
      <p className="text-sm text-slate-700">
        Simpan kode pemulihan ini di tempat aman. Setiap kode hanya bisa dipakai sekali untuk login bila ponsel Anda
        tidak tersedia. Kode ini tidak akan ditampilkan lagi.
      </p>
      <ul className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-3 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? 'Tersalin' : 'Salin kode'}
        </Button>
        <Button onClick={onDone}>{doneLabel}</Button>
      </div>
      {copied === false ? (
        <p role="alert" className="text-sm text-red-700">
          Kode tidak dapat disalin otomatis di browser ini. Pilih kodenya lalu salin secara manual.
        </p>
      ) : null}
    </div>
  );
}
