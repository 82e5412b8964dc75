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
    expect(problem(siteSettingsSchema, { aboutUs: '<p></p>' })).toBe(
      'Pengaturan memuat isian yang tidak dikenal: aboutUs.',
    );
    expect(problem(siteSettingsSchema, { isAdmin: true })).toBe('Pengaturan memuat isian yang tidak dikenal: isAdmin.');
    expect(problem(siteSettingsSchema, [])).toBe('Pengaturan harus berupa objek JSON.');
  });

  it('states what is wrong with a value, naming the field as the form does', () => {
    expect(problem(siteSettingsSchema, { socialLinks: { myspace: 'https://x' } })).toBe(
      'Social Links memuat isian yang tidak dikenal: myspace.',
    );
    expect(problem(siteSettingsSchema, { socialLinks: { facebook: 'javascript:alert(1)' } })).toBe(
      'Facebook harus berupa link (https://… atau /…).',
    );
    expect(problem(siteSettingsSchema, { socialLinks: 'x' })).toBe('Social Links harus berupa objek.');
    expect(problem(siteSettingsSchema, { maintenanceMode: 'yes' })).toBe(
      'Maintenance Mode harus berupa pilihan ya atau tidak.',
    );
    expect(problem(siteSettingsSchema, { contactEmail: 'not-an-email' })).toBe(
      'Contact Email harus berupa alamat email yang valid.',
    );
    expect(problem(siteSettingsSchema, { siteName: 'x'.repeat(201) })).toBe(
      'Site Name terlalu panjang (maksimal 200 karakter).',
    );
    expect(problem(siteSettingsSchema, { siteName: 5 })).toBe('Site Name harus berupa teks.');
    expect(problem(siteSettingsSchema, { logoUrl: '' })).toBeNull();
    expect(problem(siteSettingsSchema, { socialLinks: { facebook: '#' } })).toBeNull();
  });
});

describe('content settings input', () => {
  it('checks the per-division maps by key and value', () => {
    expect(
      checkInput(contentSettingsSchema, { divisionColors: { senor: 'red' } }, { divisions: { senor: 'Senor' } }),
    ).toEqual({
      ok: false,
      message: 'Warna Senor harus berupa warna (#rrggbb atau rgba(...)).',
      field: 'divisionColors.senor',
    });
    expect(problem(contentSettingsSchema, { divisionNames: { 'Not A Key': 'x' } })).toBe(
      'Nama Divisi memuat isian yang tidak dikenal: Not A Key.',
    );
    expect(problem(contentSettingsSchema, { divisionHeads: { senor: { name: 'A', extra: 1 } } })).toBe(
      'Kepala Divisi senor memuat isian yang tidak dikenal: extra.',
    );
    expect(problem(contentSettingsSchema, { divisionHeads: { senor: 'A' } })).toBe(
      'Kepala Divisi senor harus berisi nama dan foto.',
    );
    expect(checkInput(contentSettingsSchema, { divisionHeads: { senor: { name: ' A ' } }, logoUrl: '/l.png' })).toEqual(
      {
        ok: true,
        data: { divisionHeads: { senor: { name: 'A', photo: '' } }, logoUrl: '/l.png' },
      },
    );
  });

  it('stores a colour as #hex or rgb()/rgba(), or empty for the default', () => {
    const colour = (value: string) => checkInput(contentSettingsSchema, { divisionColors: { senor: value } }).ok;
    for (const good of ['rgba(1, 2, 3, 0.75)', '#123456', '#abc', 'rgb(6,182,212)', ''])
      expect(colour(good), good).toBe(true);
    for (const bad of ['blue', 'rgba(1, 2, 3, 1.5)', 'red;background:url(x)']) expect(colour(bad), bad).toBe(false);
  });

  it('knows own keys only', () => {
    expect(settingsFieldOf('constructor')).toBeUndefined();
    expect(settingsFieldOf('aboutUs')?.permission).toBe('content.edit');
  });
});
