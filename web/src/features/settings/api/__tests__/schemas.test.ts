import { describe, expect, it } from 'vitest';
import type { InputSchema } from '@hmti/contract';
import { inputProblem } from '@/hooks/use-save-error';
import { changePasswordSchema, middlewarePatchSchema, profileSchema, siteSettingsSchema } from '@hmti/contract';
import { userRoleSchema } from '../update-user-role';

/** The message an account form shows for these values, or null. */
const firstIssue = (schema: InputSchema, input: unknown) => inputProblem(schema, input)?.message ?? null;

const DIFFER = 'Konfirmasi Password Baru tidak sama dengan Password Baru.';

describe('change password', () => {
  it('uses the server’s messages in the server’s order', () => {
    const change = (currentPassword: string, newPassword: string, confirmPassword: string) =>
      firstIssue(changePasswordSchema, { currentPassword, newPassword, confirmPassword });
    expect(change('old', 'abcdefgh', 'abcdefgX')).toBe(DIFFER);
    expect(change('old', 'short', 'other')).toBe(DIFFER);
    expect(change('old', 'short', 'short')).toBe('Password Baru terlalu pendek (minimal 8 karakter).');
    expect(change('', 'abcdefgh', 'abcdefgh')).toBe('Password Saat Ini wajib diisi.');
    expect(change('old', 'abcdefgh', 'abcdefgh')).toBeNull();
  });
});

describe('profile', () => {
  it('needs username, name and email', () => {
    expect(firstIssue(profileSchema, { username: ' ', name: 'N', email: 'a@b.id' })).toBe('Username wajib diisi.');
    expect(firstIssue(profileSchema, { username: 'u', name: 'N', email: '' })).toBe('Email wajib diisi.');
    expect(firstIssue(profileSchema, { username: 'u', name: 'N', email: 'nope' })).toBe(
      'Email harus berupa alamat email yang valid.',
    );
    expect(profileSchema.parse({ username: ' u ', name: 'N', email: 'a@b.id' })).toEqual({
      username: 'u',
      name: 'N',
      email: 'a@b.id',
    });
  });
});

describe('role update', () => {
  it('requires a role and a division for the division head only', () => {
    expect(firstIssue(userRoleSchema, { userId: 5, role: '', division: '' })).toBe('Role wajib diisi.');
    expect(firstIssue(userRoleSchema, { userId: Number.NaN, role: 'bph', division: '' })).toBe('User wajib diisi.');
    expect(firstIssue(userRoleSchema, { userId: 5, role: 'division_head', division: '' })).toBe(
      'Divisi wajib dipilih untuk Ketua Divisi.',
    );
    expect(userRoleSchema.parse({ userId: 5, role: 'division_head', division: 'religius' })).toEqual({
      userId: 5,
      body: { role: 'division_head', division: 'religius' },
    });
    expect(userRoleSchema.parse({ userId: 5, role: 'bph', division: 'religius' })).toEqual({
      userId: 5,
      body: { role: 'bph', division: null },
    });
  });
});

describe('site settings', () => {
  it('accepts the site keys and rejects content or unknown keys', () => {
    expect(
      siteSettingsSchema.safeParse({ siteName: 'X', maintenanceMode: true, links: { uinMalang: 'https://a.id' } })
        .success,
    ).toBe(true);
    expect(siteSettingsSchema.safeParse({ aboutUs: '<p></p>' }).success).toBe(false);
    expect(siteSettingsSchema.safeParse({ socialLinks: { twitter: 'https://x.com' } }).success).toBe(false);
  });

  it('checks links and the email, naming each field as the form does', () => {
    expect(firstIssue(siteSettingsSchema, { logoUrl: 'javascript:alert(1)' })).toBe(
      'Logo harus berupa link gambar (https://… atau /…) atau data:image.',
    );
    expect(siteSettingsSchema.safeParse({ logoUrl: '' }).success).toBe(true);
    expect(siteSettingsSchema.safeParse({ socialLinks: { facebook: '#' } }).success).toBe(true);
    expect(firstIssue(siteSettingsSchema, { contactEmail: 'not-an-email' })).toBe(
      'Contact Email harus berupa alamat email yang valid.',
    );
    expect(firstIssue(siteSettingsSchema, { siteName: 'x'.repeat(201) })).toBe(
      'Site Name terlalu panjang (maksimal 200 karakter).',
    );
  });
});

describe('middleware patch', () => {
  it('takes the master switch or single flags, nothing else', () => {
    expect(middlewarePatchSchema.safeParse({ allEnabled: false }).success).toBe(true);
    expect(middlewarePatchSchema.safeParse({ ddosProtectionEnabled: true }).success).toBe(true);
    expect(middlewarePatchSchema.safeParse({ updatedBy: 'me' }).success).toBe(false);
    expect(middlewarePatchSchema.safeParse({}).success).toBe(false);
    expect(middlewarePatchSchema.safeParse({ allEnabled: 'yes' }).success).toBe(false);
  });
});
