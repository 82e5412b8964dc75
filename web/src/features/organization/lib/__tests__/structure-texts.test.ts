import { describe, expect, it } from 'vitest';
import { structureEmptyMessage } from '../structure-texts';

describe('structureEmptyMessage', () => {
  it('names the period when no division is filtered', () => {
    expect(structureEmptyMessage('2025-2026')).toBe('Tidak ada data pengurus untuk periode 2025-2026');
    expect(structureEmptyMessage('2025-2026', 'all')).toBe('Tidak ada data pengurus untuk periode 2025-2026');
  });

  it('names the division and the period when filtered', () => {
    expect(structureEmptyMessage('2024-2025', 'Lainnya')).toBe(
      'Tidak ada data pengurus untuk divisi Lainnya pada periode 2024-2025',
    );
  });
});
