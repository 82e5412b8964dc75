import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { fieldAria, FormError, FormField, INPUT_CLASS } from '@/components/ui/form-field';
import { useFocusFirstProblem } from '@/hooks/use-focus-first-problem';
import type { FieldMark } from '@/hooks/use-save-error';
import { cn } from '@/lib/cn';

/** A labelled text input, or a textarea when `rows` is given; `className` places it in its grid. */
export function TextField({
  label,
  onChange,
  hint,
  type = 'text',
  rows,
  className,
  ...rest
}: FieldMark & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  hint?: ReactNode;
  maxLength?: number;
  type?: 'text' | 'email' | 'url' | 'password';
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  rows?: number;
  className?: string;
  /** The field a form that has just appeared (in place of the button that opened it) starts in. */
  autoFocus?: boolean;
}) {
  const id = useId();
  const control = {
    id,
    ...fieldAria(id, undefined, !!hint),
    ...rest,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
    className: INPUT_CLASS,
  };
  return (
    <FormField id={id} label={label} hint={hint} className={className}>
      {rows ? <textarea rows={rows} {...control} /> : <input type={type} {...control} />}
    </FormField>
  );
}

interface SelectFieldProps extends FieldMark {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  disabled?: boolean;
}

export function SelectField({ label, value, onChange, options, placeholder, disabled, ...mark }: SelectFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={label}>
      <select
        id={id}
        {...mark}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        className={INPUT_CLASS}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

interface SwitchProps {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/** A labelled on/off switch (role="switch"); the label and description name and describe it. */
export function SwitchField({ label, description, checked, onChange, disabled, className }: SwitchProps) {
  const id = useId();
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0">
        <span id={`${id}-label`} className="block text-sm font-medium text-slate-900">
          {label}
        </span>
        {description ? (
          <span id={`${id}-description`} className="mt-0.5 block text-xs text-slate-600">
            {description}
          </span>
        ) : null}
      </div>
      <Switch
        tone="setting"
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
      />
    </div>
  );
}

export function Card({
  title,
  description,
  children,
  actions,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/**
 * The end of an account form: its message (element `messageId`, which marked fields point to), then the submit button
 * ('Menyimpan...' while it saves); a submit that finds a problem moves to its field.
 */
export function SubmitRow({
  message,
  messageId,
  pending,
  disabled,
  label,
}: {
  message: string | null;
  messageId?: string;
  pending: boolean;
  disabled?: boolean;
  label: string;
}) {
  const row = useRef<HTMLDivElement>(null);
  useFocusFirstProblem(row);
  return (
    <>
      <FormError id={messageId}>{message}</FormError>
      <div ref={row} className="flex justify-end">
        <Button type="submit" disabled={disabled || pending}>
          {pending ? 'Menyimpan...' : label}
        </Button>
      </div>
    </>
  );
}
