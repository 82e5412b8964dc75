import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { describeError, UNKNOWN_ERROR } from '@/components/failure-toast';
import type { InputSchema } from '@hmti/contract';
import { inputProblem } from '@/hooks/use-save-error';
import { profileSchema } from '@hmti/contract';

/** The message an account form shows for these values, or null. */
const firstIssue = (schema: InputSchema, input: unknown) => inputProblem(schema, input)?.message ?? null;

describe('failure texts', () => {
  it('prefers the server message', () => {
    expect(
      describeError(
        new ApiError(400, 'Bad Request', '{"message":"Password saat ini salah."}', {
          message: 'Password saat ini salah.',
        }),
      ),
    ).toBe('Password saat ini salah.');
    expect(describeError(new ApiError(500, 'Internal Server Error', '', null))).toBe('HTTP 500: Internal Server Error');
    expect(describeError(new Error('boom'))).toBe('boom');
    expect(describeError('x')).toBe(UNKNOWN_ERROR);
  });

  it("takes the first problem, in the contract's words", () => {
    expect(firstIssue(profileSchema, { username: 'u', name: 'N', email: 'a@b.id' })).toBeNull();
    expect(firstIssue(profileSchema, { username: '', name: '', email: 'a@b.id' })).toBe('Username wajib diisi.');
  });

  it("says an error object's message with the wait it asks for (a rate limit)", () => {
    const error = {
      error: {
        code: 429,
        title: 'Terlalu Banyak Permintaan',
        message: 'Terlalu banyak permintaan: batasnya 300 permintaan per 1 menit per akun.',
        details: { retryAfter: 41.2 },
      },
    };
    expect(describeError(new ApiError(429, 'Too Many Requests', JSON.stringify(error), error))).toBe(
      'Terlalu banyak permintaan: batasnya 300 permintaan per 1 menit per akun. Coba lagi dalam 42 detik.',
    );
  });
});
