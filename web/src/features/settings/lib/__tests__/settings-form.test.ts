import { describe, expect, it } from 'vitest';
import { changedSettings, settingsFormFrom } from '../settings-form';

const stored = {
  siteName: 'HMTI UIN Malang',
  siteTagline: 'Salam',
  siteDescription: 'Desc',
  navbarBrand: 'HMTI',
  logoUrl: '/logo.svg',
  contactEmail: 'a@b.id',
  address: 'Malang',
  footerText: '© HMTI',
  maintenanceMode: false,
  enableRegistration: false,
  aboutUs: '<p>ignored</p>',
  socialLinks: { facebook: 'https://fb.com/x', instagram: 'https://ig.com/x' },
  links: { uinMalang: 'https://uin-malang.ac.id' },
};

describe('settings form', () => {
  it('reads the stored settings, filling what is missing', () => {
    const form = settingsFormFrom(stored);
    expect(form.siteName).toBe('HMTI UIN Malang');
    expect(form.socialLinks).toEqual({
      facebook: 'https://fb.com/x',
      tiktok: '',
      instagram: 'https://ig.com/x',
      youtube: '',
    });
    expect(form.links.perpustakaan).toBe('');
    expect(form).not.toHaveProperty('aboutUs');
    expect(settingsFormFrom(null).maintenanceMode).toBe(false);
    expect(settingsFormFrom({ maintenanceMode: 'yes' }).maintenanceMode).toBe(false);
  });

  it('sends only what changed, trimmed, with link groups whole', () => {
    const initial = settingsFormFrom(stored);
    const current = {
      ...initial,
      siteName: '  New Name ',
      maintenanceMode: true,
      socialLinks: { ...initial.socialLinks, tiktok: ' https://tiktok.com/@x ' },
    };
    expect(changedSettings(initial, current)).toEqual({
      siteName: 'New Name',
      maintenanceMode: true,
      socialLinks: {
        facebook: 'https://fb.com/x',
        tiktok: 'https://tiktok.com/@x',
        instagram: 'https://ig.com/x',
        youtube: '',
      },
    });
  });

  it('treats whitespace-only edits and round trips as no change', () => {
    const initial = settingsFormFrom(stored);
    expect(changedSettings(initial, { ...initial, siteName: 'HMTI UIN Malang  ' })).toEqual({});
    expect(changedSettings(initial, { ...initial })).toEqual({});
    expect(changedSettings(initial, { ...initial, enableRegistration: true })).toEqual({ enableRegistration: true });
  });
});
