import type { CurrentLeaders } from '@hmti/contract';

/** Fallbacks the public pages show when settings are missing. */
export interface SiteSettings {
  siteName: string;
  siteTagline: string;
  siteDescription: string;
  navbarBrand: string;
  logoUrl: string;
  contactEmail: string;
  address: string;
  footerText: string;
  aboutUs: string;
  visionMission: string;
  maintenanceMode: boolean;
  socialLinks: { facebook: string; tiktok: string; instagram: string; youtube: string };
  links: { uinMalang: string; fakultasSainsTeknologi: string; jurusanTeknikInformatika: string; perpustakaan: string };
  /** The organisation chart's chair, vice chair and division heads of the current period (read-only, from GET). */
  currentLeaders?: CurrentLeaders;
  [key: string]: unknown;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: 'HMTI UIN Malang',
  siteTagline: 'Salam Satu Saudara Informatika',
  siteDescription: 'Platform informasi dan kegiatan Himpunan Mahasiswa Teknik Informatika.',
  navbarBrand: 'HMTI',
  logoUrl: '/logo.svg',
  contactEmail: 'hmti@uin-malang.ac.id',
  address: 'Gedung Sains dan Teknologi, Jl. Gajayana No.50, Malang',
  footerText: `© ${new Date().getFullYear()} HMTI UIN Malang. All rights reserved.`,
  aboutUs: '',
  visionMission: '',
  maintenanceMode: false,
  socialLinks: { facebook: '#', tiktok: '#', instagram: '#', youtube: '#' },
  links: {
    uinMalang: 'https://uin-malang.ac.id',
    fakultasSainsTeknologi: 'https://saintek.uin-malang.ac.id',
    jurusanTeknikInformatika: 'https://informatika.uin-malang.ac.id',
    perpustakaan: 'https://library.uin-malang.ac.id',
  },
};
