import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type Variant = keyof typeof VARIANTS;

/** Colours (and border); `className` adds classes of other properties only. */
const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-900 disabled:bg-slate-400',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:text-slate-400',
  /** secondary with red text: an action that removes something, next to other secondary buttons. */
  secondaryRemove: 'border border-slate-300 bg-white text-red-700 hover:bg-slate-100 disabled:text-slate-400',
  /** secondary in red, border included. */
  outlineDanger: 'border border-red-300 bg-white text-red-700 hover:bg-red-50 disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100',
  /** ghost in red: a small remove button in a list. */
  ghostDanger: 'text-red-700 hover:bg-red-50',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-300',
} satisfies Record<string, string>;

/** Padding and text size of a button, unless it is given its own (`sizing`). */
const BUTTON_SIZING = 'px-4 py-2 text-sm';

/**
 * A button's look, also for a link that does a button's job (it works without JavaScript). `className` adds layout
 * (width, margin, flex, visibility): classes joined, not merged, so none may set what the variant or sizing sets.
 */
export const buttonClassName = (variant: Variant, className?: string, sizing = BUTTON_SIZING) =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed',
    sizing,
    VARIANTS[variant],
    className,
  );

export function Button({
  variant = 'primary',
  sizing,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  /** Padding and text size classes instead of BUTTON_SIZING. */
  sizing?: string;
}) {
  return <button type={type} className={buttonClassName(variant, className, sizing)} {...props} />;
}
