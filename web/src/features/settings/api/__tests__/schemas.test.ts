import { describe, expect, it } from 'vitest';
import { firstIssue } from '../../lib/first-issue';
import { changePasswordSchema } from '../change-password';
import { profileSchema } from '../update-profile';
import { siteSettingsSchema } from '../update-settings';
import { middlewarePatchSchema } from '../update-middleware-settings';
import { userRoleSchema } from '../update-user-role';

const issue = (result: Parameters<typeof firstIssue>[0]) => firstIssue(result);

describe('change password', () => {
  it('uses the server’s messages in the server’s order', () => {
    expect(
      issue(
        changePasswordSchema.safeParse({
          currentPassword: 'old',
          newPassword: 'abcdefgh',
          confirmPassword: 'abcdefgX',
        }),
      ),
    ).toBe('New passwords do not match.');
    expect(
      issue(changePasswordSchema.safeParse({ currentPassword: 'old', newPassword: 'short', confirmPassword: 'other' })),
    ).toBe('New passwords do not match.');
    expect(
      issue(changePasswordSchema.safeParse({ currentPassword: 'old', newPassword: 'short', confirmPassword: 'short' })),
    ).toBe('Password should be at least 8 characters long.');
    expect(
      issue(
        changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }),
      ),
    ).toBe('All fields are required.');
    expect(
      issue(
        changePasswordSchema.safeParse({
          currentPassword: 'old',
          newPassword: 'abcdefgh',
          confirmPassword: 'abcdefgh',
        }),
      ),
    ).toBeNull();
  });
});

describe('profile', () => {
  it('needs username, name and email', () => {
    expect(issue(profileSchema.safeParse({ username: ' ', name: 'N', email: 'a@b.id' }))).toBe(
      'All fields are required.',
    );
    expect(issue(profileSchema.safeParse({ username: 'u', name: 'N', email: '' }))).toBe('All fields are required.');
    expect(issue(profileSchema.safeParse({ username: 'u', name: 'N', email: 'nope' }))).toBe('Email tidak valid.');
    expect(profileSchema.parse({ username: ' u ', name: 'N', email: 'a@b.id' })).toEqual({
      username: 'u',
      name: 'N',
      email: 'a@b.id',
    });
  });
});

describe('role update', () => {
  it('requires a role and a division for the division head only', () => {
    expect(issue(userRoleSchema.safeParse({ userId: 5, role: '', division: '' }))).toBe('Role is required.');
    expect(issue(userRoleSchema.safeParse({ userId: Number.NaN, role: 'bph', division: '' }))).toBe(
      'User is required.',
    );
    expect(issue(userRoleSchema.safeParse({ userId: 5, role: 'division_head', division: '' }))).toBe(
      'Division is required.',
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

  it('checks links and the email', () => {
    expect(issue(siteSettingsSchema.safeParse({ logoUrl: 'javascript:alert(1)' }))).toBe(
      'logoUrl must be a link (https://… or /…) or a data:image',
    );
    expect(siteSettingsSchema.safeParse({ logoUrl: '' }).success).toBe(true);
    expect(siteSettingsSchema.safeParse({ socialLinks: { facebook: '#' } }).success).toBe(true);
    expect(issue(siteSettingsSchema.safeParse({ contactEmail: 'not-an-email' }))).toBe(
      'contactEmail must be an email address',
    );
    expect(siteSettingsSchema.safeParse({ siteName: 'x'.repeat(201) }).success).toBe(false);
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
