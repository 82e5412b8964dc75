import { describe, expect, it } from 'vitest';
import { cn } from '../cn';

describe('cn', () => {
  it('joins the parts in order, conditional ones included', () => {
    expect(cn('w-full rounded-2xl', 'max-w-2xl')).toBe('w-full rounded-2xl max-w-2xl');
    expect(cn('flex', { hidden: false, 'md:block': true }, ['gap-2', 'p-4'])).toBe('flex md:block gap-2 p-4');
  });

  it('drops falsy parts and keeps unrelated classes', () => {
    expect(cn('text-xl font-bold', false, null, undefined, 'sr-only')).toBe('text-xl font-bold sr-only');
  });
});
