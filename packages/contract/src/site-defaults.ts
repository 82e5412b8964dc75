import type { SiteSettings } from './settings-input.js';

/** The association's identity a fresh site starts with, which the public pages also fall back to. */
export const siteIdentityDefaults = (year = new Date().getFullYear()) => ({
  siteName: 'HMTI UIN Malang',
  siteTagline: 'Salam Satu Saudara Informatika',
  siteDescription:
    'Platform informasi Himpunan Mahasiswa Teknik Informatika UIN Maulana Malik Ibrahim Malang: berita, kegiatan, dan struktur organisasi.',
  navbarBrand: 'HMTI',
  logoUrl: '/logo.svg',
  contactEmail: 'hmti@uin-malang.ac.id',
  address: 'Gedung Sains dan Teknologi, Jl. Gajayana No.50, Malang, Jawa Timur 65144',
  footerText: `© ${year} HMTI UIN Malang. All rights reserved.`,
  socialLinks: {
    instagram: 'https://www.instagram.com/himatif.encoder',
    tiktok: 'https://www.tiktok.com/@himatif.encoder',
    youtube: 'https://www.youtube.com/@himatif.encoder',
    facebook: 'https://www.facebook.com/himatif.encoder',
  },
  links: {
    uinMalang: 'https://uin-malang.ac.id',
    fakultasSainsTeknologi: 'https://saintek.uin-malang.ac.id',
    jurusanTeknikInformatika: 'https://informatika.uin-malang.ac.id',
    perpustakaan: 'https://library.uin-malang.ac.id',
  },
});

/** The settings a fresh site starts with (also what "reset settings" restores). */
export const defaultSiteSettings = (year = new Date().getFullYear()): SiteSettings => ({
  ...siteIdentityDefaults(year),
  aboutUs:
    '<p><strong>Himpunan Mahasiswa Teknik Informatika (HMTI)</strong> adalah organisasi kemahasiswaan di lingkungan Program Studi Teknik Informatika, Fakultas Sains dan Teknologi, UIN Maulana Malik Ibrahim Malang.</p>' +
    '<p>Kami menjadi wadah bagi mahasiswa untuk belajar, berkarya, dan berkontribusi melalui kegiatan akademik, pengembangan diri, kerohanian, kewirausahaan, seni, dan olahraga.</p>',
  visionMission: [
    '- VISI',
    'Menjadikan HMTI sebagai himpunan yang unggul, berintegritas, dan bermanfaat bagi mahasiswa Teknik Informatika serta masyarakat.',
    '- MISI',
    '* Menyelenggarakan kegiatan akademik yang meningkatkan kompetensi mahasiswa di bidang teknologi informasi.',
    '* Membangun rasa kekeluargaan dan solidaritas antaranggota dengan semangat Salam Satu Saudara Informatika.',
    '* Mengembangkan potensi, kreativitas, dan jiwa kewirausahaan mahasiswa.',
    '* Menjalin kerja sama yang bermanfaat dengan pihak internal maupun eksternal kampus.',
  ].join('\n'),
  maintenanceMode: false,
  enableRegistration: false,
  chairpersonPhoto: '',
  chairpersonName: '',
  chairpersonTitle: 'Ketua Himpunan',
  viceChairpersonPhoto: '',
  viceChairpersonName: '',
  viceChairpersonTitle: 'Wakil Ketua',
  divisionHeads: {},
  divisionLogos: {},
  divisionNames: {
    senor: 'Senor',
    public_relation: 'Public Relation',
    religius: 'Religius',
    technopreneurship: 'Technopreneurship',
    medinfo: 'Medinfo',
    intelektual: 'Intelektual',
  },
  divisionColors: {
    leadership: 'rgba(139, 92, 246, 0.75)',
    senor: 'rgba(245, 158, 11, 0.75)',
    public_relation: 'rgba(236, 72, 153, 0.75)',
    religius: 'rgba(16, 185, 129, 0.75)',
    technopreneurship: 'rgba(59, 130, 246, 0.75)',
    medinfo: 'rgba(6, 182, 212, 0.75)',
    intelektual: 'rgba(107, 114, 128, 0.75)',
  },
});
