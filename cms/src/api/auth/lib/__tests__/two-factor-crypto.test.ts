import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { readToken, seal, signToken, unseal } from '../../../../lib/sealed';
import { hashRecoveryCode, matchingStep, newRecoveryCodes, newTotpSecret } from '../totp';

const KEY = 'test-key';

describe('sealed secrets', () => {
  it('read back only with the same key and purpose; an altered byte makes them unreadable', () => {
    const sealed = seal(KEY, 'two-factor-secret', 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(unseal(KEY, 'two-factor-secret', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(unseal('other-key', 'two-factor-secret', sealed)).toBeNull();
    expect(unseal(KEY, 'other-purpose', sealed)).toBeNull();
    // One bit of the ciphertext flipped (editing its base64 text may only touch the unused bits of the last character).
    const [version, iv, tag, data] = sealed.split('.');
    const altered = Buffer.from(data, 'base64url');
    altered[0] ^= 1;
    const tampered = [version, iv, tag, altered.toString('base64url')].join('.');
    expect(unseal(KEY, 'two-factor-secret', tampered)).toBeNull();
    expect(unseal(KEY, 'two-factor-secret', null)).toBeNull();
  });
});

describe('signed challenge tokens', () => {
  it('carry their payload until they expire, and cannot be altered', () => {
    const now = Date.now();
    const token = signToken(KEY, 'login', { u: 7 }, now + 1000);
    expect(readToken<{ u: number }>(KEY, 'login', token, now)?.u).toBe(7);
    expect(readToken(KEY, 'login', token, now + 1001)).toBeNull();
    expect(readToken(KEY, 'other', token, now)).toBeNull();
    const [body, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ u: 1, exp: now + 1000 })).toString('base64url');
    expect(readToken(KEY, 'login', `${forged}.${mac}`, now)).toBeNull();
    expect(readToken(KEY, 'login', `${body}.`, now)).toBeNull();
    expect(readToken(KEY, 'login', 42, now)).toBeNull();
  });
});

describe('TOTP codes', () => {
  it('accept the current step and one either side, and name the step', () => {
    const secret = newTotpSecret();
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchingStep(secret, totp.generate({ timestamp: now }), now)).toBe(step);
    expect(matchingStep(secret, totp.generate({ timestamp: now + 30_000 }), now)).toBe(step + 1);
    expect(matchingStep(secret, totp.generate({ timestamp: now - 30_000 }), now)).toBe(step - 1);
    expect(matchingStep(secret, totp.generate({ timestamp: now + 90_000 }), now)).toBeNull();
    expect(matchingStep(secret, 'abcdef', now)).toBeNull();
  });

  it('recovery codes: ten distinct ones, compared without case, spaces or dashes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(hashRecoveryCode(codes[0].toUpperCase().replace('-', ' '))).toBe(hashRecoveryCode(codes[0]));
  });
});
