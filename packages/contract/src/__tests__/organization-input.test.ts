import { describe, expect, it } from 'vitest';
import { checkInput, copyPositionsSchema, memberFieldsSchema, savePositionsSchema } from '../index.js';

describe('positions', () => {
  it('are trimmed, ordered by their order (bare names first, as sent) and renumbered 1..n', () => {
    const list = (positions: unknown) => savePositionsSchema.parse({ period: '2025-2026', positions }).positions;
    expect(list([{ name: ' B ', order: 3 }, { name: 'A', order: 1 }, 'C'])).toEqual([
      { name: 'C', order: 1 },
      { name: 'A', order: 2 },
      { name: 'B', order: 3 },
    ]);
    expect(list([{ name: 'X' }, { name: 'Y' }])).toEqual([
      { name: 'X', order: 1 },
      { name: 'Y', order: 2 },
    ]);
  });

  it('refuse empty, too long and repeated names and anything but a list', () => {
    const problem = (positions: unknown) => {
      const result = checkInput(savePositionsSchema, { period: '2025-2026', positions });
      return result.ok ? null : result.message;
    };
    expect(problem([{ name: ' ', order: 1 }])).toBe('Position wajib diisi.');
    expect(problem(['A', 'x'.repeat(201)])).toBe('Position terlalu panjang (maksimal 200 karakter).');
    expect(problem(['X', 'x'])).toBe('Position sudah ada di daftar.');
    // As the site reads a name (the chart's order, the division it belongs to): spaces inside count once.
    expect(problem(['Staf Medinfo', 'staf  medinfo'])).toBe('Position sudah ada di daftar.');
    expect(problem('nope')).toBe('Positions harus berupa daftar.');
    expect(problem([5])).toBe('Position harus berupa objek.');
  });

  it('are copied to another period only', () => {
    expect(copyPositionsSchema.safeParse({ sourcePeriod: '2025-2026', targetPeriod: '2026-2027' }).success).toBe(true);
    expect(checkInput(copyPositionsSchema, { sourcePeriod: '2025-2026', targetPeriod: '2025-2026' })).toEqual({
      ok: false,
      message: 'Copy to period harus periode lain dari periode sumber.',
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
    expect(problem('https://drive.google.com/drive/folders/abcdefghijk')).toBe(
      'Google Drive link harus link ke satu file, bukan folder.',
    );
    expect(problem('https://example.org/photo.png')).toBe(
      'Google Drive link bukan link berbagi Google Drive yang valid.',
    );
  });
});
