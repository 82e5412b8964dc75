import { hashSync as bcryptHash } from '@node-rs/bcrypt';
import { afterAll, describe, expect, it } from 'vitest';
import { PasswordHasher } from '../password-hashing';

const hasher = new PasswordHasher(2);
afterAll(() => hasher.close());

// On a host whose cores are busy (the unit suites run beside the browser and API suites) a hash waits its turn, so these
// checks of results allow it seconds, not the default 5.
describe('PasswordHasher', { timeout: 60_000 }, () => {
  it('hashes with argon2id and verifies the right password only', async () => {
    const stored = await hasher.hash('Rahasia-123');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify('Rahasia-123', stored)).toEqual({ ok: true, needsRehash: false });
    expect(await hasher.verify('rahasia-123', stored)).toEqual({ ok: false, needsRehash: false });
  });

  it('answers an unknown account (no hash) and a malformed hash with a plain refusal', async () => {
    expect(await hasher.verify('anything', null)).toEqual({ ok: false, needsRehash: false });
    expect(await hasher.verify('anything', '$argon2id$broken')).toEqual({ ok: false, needsRehash: false });
  });

  it('verifies bcrypt hashes and asks for a rehash after a success', async () => {
    const stored = bcryptHash('Lama-456', { cost: 4 });
    expect(await hasher.verify('Lama-456', stored)).toEqual({ ok: true, needsRehash: true });
    expect(await hasher.verify('lama-456', stored)).toEqual({ ok: false, needsRehash: false });
  });

  it('answers many concurrent requests, each with its own result', async () => {
    const stored = await hasher.hash('Banyak-789');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => hasher.verify(i % 2 ? 'Banyak-789' : `salah-${i}`, stored)),
    );
    expect(answers.map((a) => a.ok)).toEqual([false, true, false, true, false, true, false, true]);
  });
});
