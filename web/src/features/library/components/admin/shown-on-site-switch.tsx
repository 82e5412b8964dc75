import { useId } from 'react';
import { Switch } from '@/components/ui/switch';

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
      <Switch
        checked={shown}
        onChange={onChange}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-state`}
      />
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
