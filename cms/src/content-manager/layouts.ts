import { ARTICLE_TAG_MAX_LENGTH, ARTICLE_TAGS_MAX } from '@hmti/contract';

/**
 * How each content type looks in the Strapi admin's Content Manager: field labels and hints (in the
 * dashboard's languages: articles and library in English, organisation and site content in Indonesian),
 * list columns, the field that names an entry, and the edit form's order. Applied at every boot.
 */
interface FieldLook {
  label: string;
  description?: string;
  /** false: not shown in the edit form (internal bookkeeping). */
  visible?: boolean;
  editable?: boolean;
  /** Width in the edit form's 12-column grid. */
  size?: number;
}

export interface TypeLayout {
  mainField: string;
  list: string[];
  /** The fields' looks; the edit form shows them in this order, the fields not named here after them. */
  fields: Record<string, FieldLook>;
  /** The list's default order: newest first by this field. */
  newestFirst?: string;
}

const HIDDEN = { visible: false, editable: false } as const;
/**
 * Not shown, yet sent back with the form (so not read-only: read-only fields are taken out of /admin's writes): a stale
 * form's save is refused (lib/data-layer/edit-version.ts).
 */
const EDIT_VERSION = { label: 'Edit version', visible: false };

/** A kept version (of an article or the settings), newest first, ending with who saved it, through which door, when. */
const revision = (list: string[], fields: Record<string, FieldLook>): TypeLayout => ({
  mainField: 'title',
  list: ['id', ...list],
  newestFirst: 'savedAt',
  fields: {
    ...fields,
    userId: { label: 'Site user id', size: 4 },
    userName: { label: 'Saved by', size: 4 },
    actorKind: { label: 'Door', size: 4 },
    savedAt: { label: 'Saved at', size: 6 },
  },
});

export const CONTENT_MANAGER_LAYOUTS: Record<string, TypeLayout> = {
  'api::articles.article': {
    mainField: 'title',
    list: ['id', 'title', 'author', 'published', 'createdAt'],
    newestFirst: 'createdAt',
    fields: {
      title: { label: 'Title', size: 8 },
      slug: {
        label: 'Slug (web address)',
        description:
          'Made from the title when left empty (or now with the ↻ button); what you type becomes lowercase words ' +
          'and dashes (“Rapat Besar 2026!” → rapat-besar-2026), at most 120 characters. ' +
          'One made from the title follows a new title; one you type stays. ' +
          'The old address of a changed slug keeps leading to the article.',
        size: 4,
      },
      excerpt: { label: 'Excerpt', description: 'Short summary shown on the article cards.', size: 12 },
      content: { label: 'Article Content', description: 'Formatted text; unsafe HTML is removed on save.', size: 12 },
      tags: {
        label: 'Tags',
        description: `Type a tag and press Enter; press a tag to take it out. At most ${ARTICLE_TAGS_MAX} tags of ${ARTICLE_TAG_MAX_LENGTH} characters each.`,
        size: 12,
      },
      published: { label: 'Published', description: 'Shown on /artikel when on.', size: 4 },
      scheduledAt: {
        label: 'Scheduled for',
        description:
          "Published automatically at this time (Published must be off); empty: no schedule. The time is in this computer's time zone; the dashboard shows it in the site's.",
        size: 4,
      },
      // The server's (publicationDateRule): a date typed here would not be kept.
      publishedDate: {
        label: 'Published on',
        description: 'The date the site shows. Set at the first publish (a schedule: its time); kept when republished.',
        size: 4,
        editable: false,
      },
      submittedAt: {
        label: 'Submitted for publishing',
        description:
          "When a writer without the publishing right asked for it ('Ajukan terbit'); cleared once it is published or scheduled.",
        size: 4,
        editable: false,
      },
      author: {
        label: 'Author name',
        description: 'Set from the account that creates the article.',
        size: 4,
        editable: false,
      },
      cover: {
        label: 'Cover image',
        description: 'The picture of the article: choose one from the Media Library or upload a new one.',
        size: 6,
      },
      image: {
        label: 'Cover image address',
        description:
          "The picture's address, as the site shows it: the Cover image's, or a Google Drive link set in the dashboard.",
        size: 6,
        editable: false,
      },
      imageSource: { label: 'Cover image source', size: 4, editable: false },
      gdriveFileId: { label: 'Google Drive file ID (cover)', size: 4, editable: false },
      authorUser: { label: 'Author account', size: 4, editable: false },
      tagIndex: { label: 'Tag search index', ...HIDDEN },
      slugHistory: { label: 'Former slugs', ...HIDDEN },
      editVersion: EDIT_VERSION,
      createdAt: { label: 'Created' },
      updatedAt: { label: 'Updated' },
    },
  },
  'api::library.library-item': {
    mainField: 'title',
    list: ['id', 'title', 'type', 'published', 'eventDate'],
    newestFirst: 'createdAt',
    fields: {
      title: { label: 'Title', size: 8 },
      type: { label: 'Type (photo / video)', size: 4 },
      description: { label: 'Short description', size: 12 },
      fullDescription: { label: 'Full description', size: 12 },
      media: {
        label: 'Media files',
        description:
          'Files by address: a Google Drive file (paste its share link) or one of this site. For a picture from ' +
          'your computer, use Uploaded pictures below.',
        size: 12,
      },
      uploads: {
        label: 'Uploaded pictures',
        description: 'Pictures from the Media Library, shown after the Media files.',
        size: 6,
      },
      eventDate: { label: 'Event date', size: 6 },
      published: { label: 'Published', size: 4 },
      authorUser: { label: 'Author account', size: 4, editable: false },
      editVersion: EDIT_VERSION,
      createdAt: { label: 'Created' },
      updatedAt: { label: 'Updated' },
    },
  },
  'library.media': {
    mainField: 'url',
    list: ['url', 'type', 'source'],
    fields: {
      url: { label: 'File URL', description: 'Shown as is: a Drive display link or a /uploads path.', size: 12 },
      type: { label: 'Image or video', size: 4 },
      source: { label: 'Source (gdrive = Google Drive, local = this site)', size: 4 },
      driveFileId: { label: 'Google Drive file ID', description: 'Only for files on Google Drive.', size: 4 },
    },
  },
  'api::organization.member': {
    mainField: 'name',
    list: ['id', 'name', 'position', 'period'],
    fields: {
      name: { label: 'Nama', size: 6 },
      position: {
        label: 'Jabatan',
        description: 'Nama jabatan persis seperti di daftar jabatan periode ini.',
        size: 6,
      },
      period: { label: 'Periode', description: 'Contoh: 2025-2026.', size: 4 },
      imageUrl: {
        label: 'URL foto',
        description: 'Tautan foto (Google Drive atau /uploads/…), dipakai bila Foto (unggahan) kosong.',
        size: 8,
      },
      photo: { label: 'Foto (unggahan)', description: 'Bila diisi, foto inilah yang tampil di situs.', size: 6 },
      editVersion: EDIT_VERSION,
    },
  },
  'api::organization.period': {
    mainField: 'name',
    list: ['id', 'name', 'startYear'],
    fields: {
      name: { label: 'Periode', description: 'Contoh: 2025-2026.', size: 6 },
      startYear: { label: 'Tahun mulai', description: 'Dari nama periode.', size: 6, editable: false },
    },
  },
  'api::organization.position': {
    mainField: 'name',
    list: ['id', 'name', 'period', 'order'],
    fields: {
      name: { label: 'Jabatan', size: 6 },
      period: { label: 'Periode', size: 3 },
      order: { label: 'Urutan', size: 3 },
    },
  },
  'api::organization.division': {
    mainField: 'displayName',
    list: ['id', 'displayName', 'name', 'color', 'sortOrder'],
    fields: {
      displayName: { label: 'Nama Divisi', size: 6 },
      name: { label: 'Kode divisi', description: 'Huruf kecil dengan garis bawah, mis. public_relation.', size: 6 },
      description: { label: 'Deskripsi', size: 12 },
      positions: { label: 'Jabatan di divisi ini', description: 'Daftar nama jabatan.', size: 12 },
      color: { label: 'Warna Divisi', description: 'Kode warna, mis. #3B82F6.', size: 4 },
      logo: { label: 'Logo Divisi (URL)', size: 4 },
      sortOrder: { label: 'Urutan', size: 4 },
      editVersion: EDIT_VERSION,
    },
  },
  'api::settings.setting': {
    mainField: 'siteName',
    list: ['id', 'siteName'],
    fields: {
      siteName: { label: 'Nama situs', size: 6 },
      siteTagline: { label: 'Tagline', size: 6 },
      siteDescription: { label: 'Deskripsi situs', size: 12 },
      navbarBrand: { label: 'Merek di navbar', size: 6 },
      logoUrl: { label: 'URL logo', size: 6 },
      contactEmail: { label: 'Email kontak', size: 6 },
      address: { label: 'Alamat', size: 6 },
      footerText: { label: 'Teks footer', size: 12 },
      aboutUs: {
        label: 'Tentang Kami',
        description: 'Teks berformat; HTML yang tidak aman dihapus saat disimpan.',
        size: 12,
      },
      visionMission: { label: 'Visi & Misi', size: 12 },
      maintenanceMode: { label: 'Mode pemeliharaan', size: 4 },
      enableRegistration: { label: 'Pendaftaran dibuka', size: 4 },
      socialLinks: { label: 'Tautan media sosial', size: 12 },
      links: { label: 'Tautan kampus', size: 12 },
      chairpersonPhoto: { label: 'Foto Ketua', size: 4 },
      chairpersonName: { label: 'Nama Ketua', size: 4 },
      chairpersonTitle: { label: 'Jabatan Ketua', size: 4 },
      viceChairpersonPhoto: { label: 'Foto Wakil Ketua', size: 4 },
      viceChairpersonName: { label: 'Nama Wakil Ketua', size: 4 },
      viceChairpersonTitle: { label: 'Jabatan Wakil Ketua', size: 4 },
      divisionHeads: { label: 'Kepala Divisi', size: 12 },
      divisionLogos: { label: 'Logo Divisi', size: 12 },
      divisionNames: { label: 'Nama Divisi', size: 12 },
      divisionColors: { label: 'Warna Divisi', size: 12 },
      editVersion: EDIT_VERSION,
    },
  },
  'api::roles.role': {
    mainField: 'displayName',
    list: ['id', 'displayName', 'name', 'level', 'isSystem'],
    fields: {
      name: { label: 'Kode peran', size: 6 },
      displayName: { label: 'Nama peran', size: 6 },
      description: { label: 'Deskripsi', size: 12 },
      level: { label: 'Level (1 = tertinggi)', size: 4 },
      permissions: { label: 'Izin', size: 12 },
      // Who holds a role, whether it is a system role and whether it requires 2FA are User Management's and the
      // Security tab's (their rules: the hierarchy, the last owner, sessions ended without 2FA): shown, not set here.
      isSystem: { label: 'Peran sistem', size: 4, editable: false },
      requireTwoFactor: { label: 'Wajib 2FA', size: 4, editable: false },
      users: { label: 'Pengguna', size: 12, editable: false },
    },
  },
  'api::settings.middleware-setting': {
    mainField: 'updatedByName',
    list: ['id'],
    fields: {
      // On while all eight are on; switching it would do nothing (the dashboard's master switch sets all eight).
      allEnabled: {
        label: 'Semua proteksi aktif',
        description: 'Mengikuti delapan sakelar di bawah; tidak diubah di sini.',
        editable: false,
      },
    },
  },
  'api::dashboard.activity': {
    mainField: 'title',
    list: ['id', 'timestamp', 'type', 'action', 'title', 'userName'],
    newestFirst: 'timestamp',
    fields: {
      type: { label: 'Area', size: 4 },
      action: { label: 'Aksi', size: 4 },
      title: { label: 'Judul', size: 12 },
      description: { label: 'Keterangan', size: 12 },
      entityId: { label: 'ID data', size: 4 },
      entityTitle: { label: 'Nama data', size: 8 },
      userId: { label: 'ID pengguna', size: 4 },
      userName: { label: 'Pengguna', size: 4 },
      userRole: { label: 'Peran pengguna', size: 4 },
      metadata: { label: 'Detail', size: 12 },
      actorKind: { label: 'Asal (situs, /admin, sistem)' },
      timestamp: { label: 'Waktu', size: 6 },
    },
  },
  'api::settings.settings-revision': revision(['savedAt', 'title', 'userName', 'actorKind'], {
    settings: { label: 'Settings as saved', size: 12 },
    title: { label: 'Save', size: 8 },
    changes: { label: 'Changed settings', size: 12 },
  }),
  'api::articles.article-revision': revision(['articleId', 'savedAt', 'title', 'userName'], {
    articleId: { label: 'Article id', size: 4 },
    title: { label: 'Title', size: 8 },
    excerpt: { label: 'Excerpt', size: 12 },
    content: { label: 'Content (HTML)', size: 12 },
    tags: { label: 'Tags', size: 12 },
    image: { label: 'Cover image URL', size: 6 },
    imageSource: { label: 'Image source', size: 3 },
    gdriveFileId: { label: 'Drive file id', size: 3 },
    published: { label: 'Published', size: 4 },
    changes: { label: 'Changed fields', size: 8 },
    restoredFrom: { label: 'Restored from revision', size: 4 },
  }),
};
