import type { PublicSettings, SiteSettings } from '@hmti/contract';

/** Fallbacks the public pages show when settings are missing. */
export const DEFAULT_SITE_SETTINGS = {
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
} satisfies Partial<SiteSettings>;

/** The settings as the public pages read them (GET /api/settings): what the server left blank is the fallback. */
export type ShownSettings = Partial<PublicSettings> & Pick<SiteSettings, keyof typeof DEFAULT_SITE_SETTINGS>;
