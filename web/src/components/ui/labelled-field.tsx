import type { ReactNode } from 'react';

/** The label above a control in the organisation and library forms. */
export const FIELD_LABEL = 'mb-1 block text-sm font-medium text-slate-700';

/** A label and, under it, the control it names (`htmlFor` is the control's id) with whatever goes with it. */
export function LabelledField({
  htmlFor,
  label,
  className,
  children,
}: {
  htmlFor: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className={FIELD_LABEL}>
        {label}
      </label>
      {children}
    </div>
  );
}
