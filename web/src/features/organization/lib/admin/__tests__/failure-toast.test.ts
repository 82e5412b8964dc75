import { describe, expect, it } from 'vitest';
import { serverMessageOf } from '@/lib/api-client';
import { FAILURE_TEXTS, failureToast } from '../failure-toast';

describe('failureToast', () => {
  it("uses the server's message when there is one", () => {
    const error = { status: 409, data: { message: 'Periode masih memiliki anggota.' } };
    expect(failureToast(FAILURE_TEXTS.deletePeriod, error)).toEqual({
      title: 'Error',
      description: 'Periode masih memiliki anggota.',
      variant: 'destructive',
    });
  });
  it('falls back to the catalogue text', () => {
    expect(failureToast(FAILURE_TEXTS.deleteMember, new Error('boom')).description).toBe(
      'Failed to delete organization member',
    );
    expect(failureToast(FAILURE_TEXTS.updatePositions, { data: { message: '  ' } }).description).toBe(
      'Failed to update positions',
    );
    expect(serverMessageOf(null)).toBeNull();
  });
});
