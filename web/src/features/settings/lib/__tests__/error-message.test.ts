import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { describeError, UNKNOWN_ERROR } from '../error-message';
import { firstIssue } from '../first-issue';

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

  it('takes the first schema issue', () => {
    expect(firstIssue({ success: true })).toBeNull();
    expect(firstIssue({ success: false, error: { issues: [{ message: 'a' }, { message: 'b' }] } })).toBe('a');
  });
});
