import { describe, expect, it } from 'vitest';
import {
  checkInput,
  copyPositionsSchema,
  memberFieldsSchema,
  positionListSchema,
  savePositionsSchema,
} from '../index.js';

describe('positions', () => {
  it('are trimmed, ordered by their order (bare names first, as sent) and renumbered 1..n', () => {
    expect(positionListSchema.parse([{ name: ' B ', order: 3 }, { name: 'A', order: 1 }, 'C'])).toEqual([
      { name: 'C', order: 1 },
      { name: 'A', order: 2 },
      { name: 'B', order: 3 },
    ]);
    expect(positionListSchema.parse([{ name: 'X' }, { name: 'Y' }])).toEqual([
      { name: 'X', order: 1 },
      { name: 'Y', order: 2 },
    ]);
  });

  it('refuse empty, too long and repeated names and anything but a list', () => {
    const problem = (positions: unknown) => {
      const result = checkInput(savePositionsSchema, { period: '2025-2026', positions });
      return result.ok ? null : result.message;
    };
    expect(problem([{ name: ' ', order: 1 }])).toBe('Position name cannot be empty.');
    expect(problem(['x'.repeat(201)])).toBe('Position name is too long (max. 200 characters).');
    expect(problem(['X', 'x'])).toBe('This position already exists in the list.');
    expect(problem('nope')).toBe('positions must be a list of { name, order }');
    expect(problem([5])).toBe('positions must be a list of { name, order }');
  });

  it('are copied to another period only', () => {
    expect(copyPositionsSchema.safeParse({ sourcePeriod: '2025-2026', targetPeriod: '2026-2027' }).success).toBe(true);
    expect(checkInput(copyPositionsSchema, { sourcePeriod: '2025-2026', targetPeriod: '2025-2026' })).toEqual({
      ok: false,
      message: 'Choose a different target period.',
      field: 'targetPeriod',
    });
  });
});

describe('member fields', () => {
  it('take a photo link to one Drive file, or none', () => {
    const member = { name: 'A', position: 'Ketua Himpunan', period: '2025-2026' };
    const problem = (gdriveUrl: string) => {
      const result = checkInput(memberFieldsSchema, { ...member, gdriveUrl });
      return result.ok ? null : result.message;
    };
    expect(problem('')).toBeNull();
    expect(problem('https://drive.google.com/file/d/abcdefghijk/view')).toBeNull();
    expect(problem('https://drive.google.com/drive/folders/abcdefghijk')).toBe('Invalid Google Drive link');
    expect(problem('https://example.org/photo.png')).toBe('Invalid Google Drive URL format');
  });
});
