import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type SwitchProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onChange' | 'onClick' | 'role' | 'type' | 'aria-checked'
> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** 'state': whether something is on the site (green when it is); 'setting': a settings switch, in the brand colour. */
  tone?: 'state' | 'setting';
};

/** An on/off switch (role="switch"); the caller names and describes it (aria-label or aria-labelledby). */
export function Switch({ checked, onChange, tone = 'state', className, ...button }: SwitchProps) {
  const setting = tone === 'setting';
  return (
    <button
      {...button}
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        setting
          ? 'h-6 w-11 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
          : 'h-7 w-12',
        checked ? (setting ? 'bg-brand-700' : 'bg-green-600') : 'bg-slate-400',
        className,
      )}
    >
      <span
        className={cn(
          'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
          checked ? (setting ? 'translate-x-5' : 'translate-x-6') : setting ? 'translate-x-0.5' : 'translate-x-1',
        )}
        aria-hidden="true"
      />
    </button>
  );
}
