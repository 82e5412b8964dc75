import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { fieldAria, FormField, INPUT_CLASS } from './form-field';

type InputFieldProps = { id: string; label: string; error?: string; hint?: ReactNode } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id'
>;

/** One text input in a FormField: its label, its hint or error, and the input's aria pointing at them. */
export function InputField({ id, label, error, hint, className, ...input }: InputFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <input id={id} className={cn(INPUT_CLASS, className)} {...input} {...fieldAria(id, error, !!hint)} />
    </FormField>
  );
}
