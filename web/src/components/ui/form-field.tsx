import type { ReactNode } from 'react';

/** The label above a form control. */
export const FIELD_LABEL = 'mb-1 block text-sm font-medium text-slate-700';

export const INPUT_CLASS =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 disabled:text-slate-600 aria-[invalid=true]:border-red-600';

/** A file picker, its button in the brand's colours. */
export const FILE_INPUT_CLASS =
  'block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700';

/** aria-invalid / aria-describedby for a control of FormField. */
export const fieldAria = (id: string, error?: string, hint?: boolean) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

/** A label above the control it names (`id` is the control's), then the control's hint or error. */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={FIELD_LABEL}>
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The red box with what stops a whole form (nothing when there is nothing to say). */
export function FormError({
  children,
  id,
  'data-testid': testId,
}: {
  children: ReactNode;
  id?: string;
  'data-testid'?: string;
}) {
  if (!children) return null;
  return (
    <p
      id={id}
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
      data-testid={testId}
    >
      {children}
    </p>
  );
}
