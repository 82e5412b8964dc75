import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { LOGIN_SERVER_FAILED, LOGIN_UNREACHABLE, loginFailureMessage, lockoutSeconds } from '../login-lockout';

const answer = (status: number, data: unknown = null) => new ApiError(status, 'x', '', data);

describe('loginFailureMessage', () => {
  it('names a wrong username or password for a refusal, with the server’s own words when a 4xx has them', () => {
    expect(loginFailureMessage(answer(401, { message: 'Username atau password salah' }))).toBe(
      'Username atau password salah',
    );
    expect(loginFailureMessage(answer(401))).toBe('Username atau password salah');
    expect(loginFailureMessage(answer(403, { message: 'Akses ditolak.' }))).toBe('Akses ditolak.');
    expect(loginFailureMessage(answer(400))).toBe('Username atau password salah');
  });

  it('says the server failed, or could not be reached, instead of blaming the password', () => {
    expect(loginFailureMessage(answer(500, { message: 'Internal Server Error' }))).toBe(LOGIN_SERVER_FAILED);
    expect(loginFailureMessage(answer(502))).toBe(LOGIN_SERVER_FAILED);
    expect(loginFailureMessage(new TypeError('Failed to fetch'))).toBe(LOGIN_UNREACHABLE);
  });

  it('leaves 429 to the lockout', () => {
    expect(lockoutSeconds(answer(429, { retryAfter: 12 }))).toBe(12);
    expect(lockoutSeconds(answer(401))).toBeNull();
  });
});
