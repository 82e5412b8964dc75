import { useId } from 'react';
import { cn } from '@/lib/cn';

/**
 * 'Tampilkan di situs': whether the item is listed on the public /library. Off, its dashboard card carries the
 * 'Hidden from the site' badge. Drawn like the article form's Published switch.
 */
export function ShownOnSiteSwitch({
  shown,
  onChange,
  disabled,
}: {
  shown: boolean;
  onChange: (shown: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={shown}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-state`}
        disabled={disabled}
        onClick={() => onChange(!shown)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60',
          shown ? 'bg-green-600' : 'bg-slate-400',
        )}
      >
        <span
          className={cn(
            'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
            shown ? 'translate-x-6' : 'translate-x-1',
          )}
          aria-hidden="true"
        />
      </button>
      <div className="min-w-0 text-sm">
        <span id={`${id}-label`} className="block font-medium text-slate-800">
          Tampilkan di situs
        </span>
        <span id={`${id}-state`} className="block text-slate-600">
          {shown
            ? 'Tampil di halaman Library situs.'
            : 'Disembunyikan: tidak tampil di situs, hanya di dashboard (Hidden from the site).'}
        </span>
      </div>
    </div>
  );
}
