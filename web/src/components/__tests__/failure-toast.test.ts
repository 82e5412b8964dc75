import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorToast } from '../failure-toast';

describe('errorToast', () => {
  it("is titled 'Error' and says the server's reason when there is one", () => {
    const error = new ApiError(409, 'Conflict', '', { message: 'Periode masih memiliki anggota.' });
    expect(errorToast('Failed to delete period', error)).toEqual({
      title: 'Error',
      description: 'Periode masih memiliki anggota.',
      variant: 'destructive',
    });
  });

  it('says what failed when the server gives no reason (a lost connection, an empty message)', () => {
    expect(errorToast('Failed to delete article', new TypeError('Failed to fetch')).description).toBe(
      'Failed to delete article',
    );
    expect(
      errorToast('Gagal menghapus role', new ApiError(500, 'Internal Server Error', '', { message: '  ' })),
    ).toEqual({ title: 'Error', description: 'Gagal menghapus role', variant: 'destructive' });
  });
});
