import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; a later Tailwind class overrides an earlier one of the same property (`p-6`, then `p-4`). */
export const cn = (...classes: ClassValue[]) => twMerge(clsx(classes));
