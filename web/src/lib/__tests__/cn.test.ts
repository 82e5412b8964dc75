import { describe, expect, it } from 'vitest';
import { cn } from '../cn';

describe('cn', () => {
  it('lets a caller override a component default of the same property', () => {
    expect(cn('w-full max-w-lg rounded-2xl', 'max-w-2xl')).toBe('w-full rounded-2xl max-w-2xl');
    expect(cn('p-6', 'p-4 md:p-6')).toBe('p-4 md:p-6');
    expect(cn('px-4 py-2 text-sm', 'px-3 py-1.5 text-xs')).toBe('px-3 py-1.5 text-xs');
  });

  it('drops falsy parts and keeps unrelated classes', () => {
    expect(cn('text-xl font-bold', false, null, undefined, 'sr-only')).toBe('text-xl font-bold sr-only');
  });
});
