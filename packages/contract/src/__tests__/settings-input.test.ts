import { describe, expect, it } from 'vitest';
import { checkInput, contentSettingsSchema, settingsFieldOf, siteSettingsSchema } from '../index.js';

const problem = (schema: Parameters<typeof checkInput>[0], input: unknown) => {
  const result = checkInput(schema, input);
  return result.ok ? null : result.message;
};

describe('site settings input', () => {
  it('takes the site keys, trimmed, and refuses content or unknown keys', () => {
    expect(checkInput(siteSettingsSchema, { siteName: ' X ', maintenanceMode: true })).toEqual({
      ok: true,
      data: { siteName: 'X', maintenanceMode: true },
    });
    expect(problem(siteSettingsSchema, { aboutUs: '<p></p>' })).toBe('Unknown setting: aboutUs');
    expect(problem(siteSettingsSchema, { isAdmin: true })).toBe('Unknown setting: isAdmin');
    expect(problem(siteSettingsSchema, [])).toBe('Settings must be a JSON object');
  });

  it('states what is wrong with a value, by its key', () => {
    expect(problem(siteSettingsSchema, { socialLinks: { myspace: 'https://x' } })).toBe(
      'Unknown key socialLinks.myspace',
    );
    expect(problem(siteSettingsSchema, { socialLinks: { facebook: 'javascript:alert(1)' } })).toBe(
      'socialLinks.facebook must be a link (https://… or /…)',
    );
    expect(problem(siteSettingsSchema, { socialLinks: 'x' })).toBe('socialLinks must be an object');
    expect(problem(siteSettingsSchema, { maintenanceMode: 'yes' })).toBe('maintenanceMode must be true or false');
    expect(problem(siteSettingsSchema, { contactEmail: 'not-an-email' })).toBe('contactEmail must be an email address');
    expect(problem(siteSettingsSchema, { siteName: 'x'.repeat(201) })).toBe(
      'siteName is too long (max 200 characters)',
    );
    expect(problem(siteSettingsSchema, { siteName: 5 })).toBe('siteName must be text');
    expect(problem(siteSettingsSchema, { logoUrl: '' })).toBeNull();
    expect(problem(siteSettingsSchema, { socialLinks: { facebook: '#' } })).toBeNull();
  });
});

describe('content settings input', () => {
  it('checks the per-division maps by key and value', () => {
    expect(problem(contentSettingsSchema, { divisionColors: { senor: 'red' } })).toBe(
      'divisionColors.senor must be a colour (#rrggbb or rgba(...))',
    );
    expect(problem(contentSettingsSchema, { divisionNames: { 'Not A Key': 'x' } })).toBe(
      'Unknown key divisionNames.Not A Key',
    );
    expect(problem(contentSettingsSchema, { divisionHeads: { senor: { name: 'A', extra: 1 } } })).toBe(
      'Unknown key divisionHeads.senor.extra',
    );
    expect(problem(contentSettingsSchema, { divisionHeads: { senor: 'A' } })).toBe(
      'divisionHeads.senor must be { name, photo }',
    );
    expect(checkInput(contentSettingsSchema, { divisionHeads: { senor: { name: ' A ' } }, logoUrl: '/l.png' })).toEqual(
      {
        ok: true,
        data: { divisionHeads: { senor: { name: 'A', photo: '' } }, logoUrl: '/l.png' },
      },
    );
  });

  it('knows own keys only', () => {
    expect(settingsFieldOf('constructor')).toBeUndefined();
    expect(settingsFieldOf('aboutUs')?.permission).toBe('content.edit');
  });
});
