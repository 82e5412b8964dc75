import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, leaving out falsy parts. Classes are joined, not merged: two classes that set the same property
 * (`p-6` and `p-4`) are both kept and the stylesheet's order decides, so a component never adds a caller's class over
 * one of its own for the same property; it takes that as a prop instead (Button's `sizing`, Dialog's `width`).
 */
export const cn = (...classes: ClassValue[]) => clsx(classes);
