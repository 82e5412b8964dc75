import { LEADERSHIP_COLOR_KEY } from './divisions.js';

/** What a label may need that is data: the divisions' display names by key. */
export interface LabelContext {
  divisions?: Readonly<Record<string, string>>;
}

type Label = string | ((segments: string[], context: LabelContext) => string);
/**
 * A form's field labels by key path: 'siteName', 'socialLinks.facebook', '' for the whole value; '*' stands for
 * any one segment, whose text a label function receives (a division key, a list position).
 */
export type FieldLabels = Readonly<Record<string, Label>>;

/** The label the Warna Divisi tab shows for the leadership's colour. */
export const LEADERSHIP_COLOR_LABEL = 'Ketua & Wakil';

/** A division's name as the forms show it: its display name, or the key while the divisions are unknown. */
export const divisionLabel = (key: string, { divisions }: LabelContext) =>
  divisions?.[key] ?? (key === LEADERSHIP_COLOR_KEY ? LEADERSHIP_COLOR_LABEL : key);

const ofDivision =
  (text: string) =>
  ([key]: string[], context: LabelContext) =>
    `${text} ${divisionLabel(key, context)}`.trim();
const numbered =
  (text: string) =>
  ([index]: string[]) =>
    `${text} ${Number(index) + 1}`;

/**
 * Every field a staff member fills in, labelled as the dashboard's form labels it: the messages of
 * `checkInput` name fields by these, and the forms that read their labels from here cannot drift from them.
 */
export const FIELD_LABELS = {
  siteSettings: {
    '': 'Pengaturan',
    siteName: 'Site Name',
    siteTagline: 'Site Tagline',
    siteDescription: 'Site Description',
    navbarBrand: 'Navbar Brand',
    logoUrl: 'Logo',
    contactEmail: 'Contact Email',
    address: 'Address',
    footerText: 'Footer Text',
    maintenanceMode: 'Maintenance Mode',
    enableRegistration: 'Enable Registration',
    socialLinks: 'Social Links',
    'socialLinks.facebook': 'Facebook',
    'socialLinks.tiktok': 'TikTok',
    'socialLinks.instagram': 'Instagram',
    'socialLinks.youtube': 'YouTube',
    links: 'Links',
    'links.uinMalang': 'UIN Malang',
    'links.fakultasSainsTeknologi': 'Fakultas Sains dan Teknologi',
    'links.jurusanTeknikInformatika': 'Jurusan Teknik Informatika',
    'links.perpustakaan': 'Perpustakaan',
    aboutUs: 'Tentang Kami',
    visionMission: 'Visi & Misi',
    chairpersonPhoto: 'Foto Ketua',
    chairpersonName: 'Nama Ketua',
    chairpersonTitle: 'Jabatan Ketua',
    viceChairpersonPhoto: 'Foto Wakil Ketua',
    viceChairpersonName: 'Nama Wakil Ketua',
    viceChairpersonTitle: 'Jabatan Wakil Ketua',
    divisionHeads: 'Kepala Divisi',
    'divisionHeads.*': ofDivision('Kepala Divisi'),
    'divisionHeads.*.name': ofDivision('Nama Kepala Divisi'),
    'divisionHeads.*.photo': ofDivision('Foto Kepala Divisi'),
    divisionLogos: 'Logo Divisi',
    'divisionLogos.*': ofDivision('Logo Divisi'),
    divisionNames: 'Nama Divisi',
    'divisionNames.*': ofDivision('Nama Divisi'),
    divisionColors: 'Warna Divisi',
    'divisionColors.*': ofDivision('Warna'),
  },
  middleware: {
    '': 'Middleware',
    allEnabled: 'Semua Proteksi',
    apiProtectionEnabled: 'API Protection',
    apiRateLimitEnabled: 'API Rate Limit',
    ddosProtectionEnabled: 'DDoS Protection',
    sqlInjectionProtectionEnabled: 'SQL Injection Protection',
    noSqlInjectionProtectionEnabled: 'NoSQL Injection Protection',
    antiSpoofingProtectionEnabled: 'Anti-Spoofing Protection',
    dnsLayerProtectionEnabled: 'DNS Layer Protection',
    portScanningProtectionEnabled: 'Port Scanning Protection',
  },
  article: {
    '': 'Artikel',
    title: 'Article Title',
    slug: 'Slug',
    excerpt: 'Short Excerpt',
    content: 'Article Content',
    tags: 'Tags',
    'tags.*': numbered('Tag'),
    gdriveUrl: 'Google Drive image link',
    image: 'Gambar artikel',
    published: 'Published',
    submitForReview: 'Ajukan terbit',
    scheduledAt: 'Waktu terbit',
    basedOn: 'Versi yang dibuka',
  },
  library: {
    '': 'Item library',
    title: 'Title',
    description: 'Short description',
    fullDescription: 'Full description',
    type: 'Type',
    published: 'Tampilkan di situs',
    basedOn: 'Versi yang dibuka',
    keep: 'File tersimpan',
    'keep.*': numbered('File tersimpan'),
    links: 'Google Drive links',
    'links.*': numbered('Google Drive link'),
    'links.*.url': numbered('Google Drive link'),
    'links.*.mediaType': numbered('Media type link'),
  },
  libraryMedia: { url: 'URL media' },
  member: {
    '': 'Anggota',
    name: 'Name',
    position: 'Position',
    period: 'Period',
    gdriveUrl: 'Google Drive link',
    image: 'Photo file',
    imageUrl: 'Photo',
    basedOn: 'Versi yang dibuka',
  },
  period: { '': 'Period', name: 'Period' },
  position: { '': 'Position', name: 'Position', period: 'Period' },
  positionList: {
    '': 'Daftar jabatan',
    period: 'Period',
    positions: 'Positions',
    // One position is named as the form that adds it names it (and as /admin names a stored one).
    'positions.*': 'Position',
    'positions.*.name': 'Position',
    'positions.*.order': 'Urutan Position',
    basedOn: 'Daftar jabatan awal',
    'basedOn.*': numbered('Daftar jabatan awal'),
  },
  copyPositions: { '': 'Salin jabatan', sourcePeriod: 'Period', targetPeriod: 'Copy to period' },
  newDivision: { '': 'Divisi', displayName: 'New division name' },
  division: {
    '': 'Divisi',
    name: 'Nama (kunci) divisi',
    displayName: 'Display name',
    description: 'Description',
    positions: 'Positions',
    'positions.*': numbered('Position'),
    color: 'Colour',
    logo: 'Logo URL',
    basedOn: 'Versi yang dibuka',
  },
  role: {
    '': 'Role',
    name: 'Nama Role',
    displayName: 'Nama Tampilan',
    description: 'Deskripsi',
    level: 'Level',
    permissions: 'Permissions',
    'permissions.*': numbered('Permission'),
    basedOn: 'Permissions awal',
    'basedOn.*': numbered('Permission awal'),
  },
  user: {
    '': 'User',
    username: 'Username',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    division: 'Division',
    password: 'Password',
    confirmPassword: 'Confirm Password',
  },
  /** The own role and division (Settings → Profile → Manajemen Role). */
  userRole: { '': 'Manajemen Role', userId: 'User', role: 'Role', division: 'Divisi' },
  login: { '': 'Login', username: 'Username', password: 'Password', rememberMe: 'Ingat saya' },
  profile: {
    '': 'Profil',
    username: 'Username',
    name: 'Nama',
    email: 'Email',
    currentPassword: 'Password Saat Ini',
  },
  password: {
    '': 'Ganti Password',
    currentPassword: 'Password Saat Ini',
    newPassword: 'Password Baru',
    confirmPassword: 'Konfirmasi Password Baru',
  },
  session: { '': 'Sesi', sessionId: 'ID sesi' },
  twoFactor: {
    '': 'Verifikasi dua langkah',
    challengeToken: 'Langkah verifikasi',
    code: 'Kode',
    recoveryCode: 'Kode pemulihan',
    currentPassword: 'Password Saat Ini',
    roles: 'Role wajib 2FA',
    'roles.*': numbered('Role wajib 2FA'),
  },
  notificationsSeen: { '': 'Notifikasi', lastSeenId: 'Notifikasi terakhir dilihat' },
  activity: {
    '': 'Aktivitas',
    type: 'Jenis aktivitas',
    action: 'Aksi aktivitas',
    title: 'Judul aktivitas',
    description: 'Keterangan aktivitas',
    entityId: 'ID data aktivitas',
    entityTitle: 'Nama data aktivitas',
  },
  chat: { '': 'Pesan' },
} satisfies Record<string, FieldLabels>;

/** The labels of one field's value, the field's own label as the whole value's ('divisionColors.*' → '*'). */
export const labelsUnder = (labels: FieldLabels, key: string): FieldLabels =>
  Object.fromEntries(
    Object.entries(labels).flatMap(([path, label]) =>
      path === key ? [['', label]] : path.startsWith(`${key}.`) ? [[path.slice(key.length + 1), label]] : [],
    ),
  );

const matches = (pattern: string, segments: readonly string[]) => {
  const parts = pattern === '' ? [] : pattern.split('.');
  return parts.length === segments.length && parts.every((part, i) => part === '*' || part === segments[i]);
};

/**
 * The label of the field at `path`: the entry for the path itself, else for the nearest field that holds it
 * (an unknown key is a problem of its map). Undefined when the labels name neither the path nor the whole value.
 */
export function labelAt(labels: FieldLabels, path: readonly string[], context: LabelContext): string | undefined {
  for (let length = path.length; length >= 0; length--) {
    const segments = path.slice(0, length);
    const entry = Object.entries(labels).find(([pattern]) => matches(pattern, segments));
    if (!entry) continue;
    const [pattern, label] = entry;
    if (typeof label === 'string') return label;
    return label(
      pattern.split('.').flatMap((part, i) => (part === '*' ? [segments[i]] : [])),
      context,
    );
  }
  return undefined;
}
