import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@/config/site-defaults';
import { mergeSettings } from '../site-settings';

describe('mergeSettings', () => {
  it('keeps what is set', () => {
    const merged = mergeSettings({
      siteName: 'HMTI',
      links: { ...DEFAULT_SITE_SETTINGS.links, uinMalang: 'https://example.ac.id' },
      socialLinks: { ...DEFAULT_SITE_SETTINGS.socialLinks, instagram: 'https://instagram.com/hmti' },
    });
    expect(merged.siteName).toBe('HMTI');
    expect(merged.links.uinMalang).toBe('https://example.ac.id');
    expect(merged.socialLinks.instagram).toBe('https://instagram.com/hmti');
  });

  it('falls back to the default for a link left empty, blank or "#"', () => {
    const merged = mergeSettings({
      links: { uinMalang: '', fakultasSainsTeknologi: '   ', jurusanTeknikInformatika: '#', perpustakaan: '/perpus' },
    });
    expect(merged.links).toEqual({ ...DEFAULT_SITE_SETTINGS.links, perpustakaan: '/perpus' });
  });

  it('falls back for blank top-level fields and missing maps', () => {
    const merged = mergeSettings({ siteName: '  ', address: '', links: null as never });
    expect(merged.siteName).toBe(DEFAULT_SITE_SETTINGS.siteName);
    expect(merged.address).toBe(DEFAULT_SITE_SETTINGS.address);
    expect(merged.links).toEqual(DEFAULT_SITE_SETTINGS.links);
    expect(mergeSettings(undefined)).toEqual(DEFAULT_SITE_SETTINGS);
  });
});
