import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);

describe("a user's email is optional in User Management", () => {
  it('left empty when the user is added, or cleared when it is edited, the user is saved the same way', async () => {
    const owner = await staff.owner();
    const username = `tanpa_email_${crypto.randomBytes(3).toString('hex')}`;
    const created = await owner.post('/api/users', {
      username,
      email: 'awal@example.org',
      password: 'Anggota-123',
      confirmPassword: 'Anggota-123',
      role: 'bph',
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    try {
      const wrong = await owner.put(`/api/users/${created.json.id}`, { username, email: 'bukan-email' });
      expect([wrong.status, wrong.json.message]).toEqual([400, 'Email harus berupa alamat email yang valid.']);
      const cleared = await owner.put(`/api/users/${created.json.id}`, { username, email: '' });
      expect(cleared.status, JSON.stringify(cleared.json)).toBe(200);
      // The account keeps a stand-in address inside (users-permissions needs one); it is never shown.
      expect(cleared.json.email).toBe('');

      const other = await owner.post('/api/users', {
        username: `${username}_2`,
        email: '',
        password: 'Anggota-123',
        confirmPassword: 'Anggota-123',
        role: 'bph',
      });
      expect(other.status, JSON.stringify(other.json)).toBe(201);
      expect(other.json.email).toBe('');
      expect((await owner.delete(`/api/users/${other.json.id}`)).status).toBe(200);
    } finally {
      expect((await owner.delete(`/api/users/${created.json.id}`)).status).toBe(200);
    }
  });
});
