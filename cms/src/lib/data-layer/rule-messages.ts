/** The texts of the data-layer rules, shared by the refusals of every door. */
export const SYSTEM_ROLE_DELETE = 'Role sistem tidak dapat dihapus.';
export const SYSTEM_ROLE_RENAME = 'Nama role sistem tidak dapat diubah.';
export const SYSTEM_FLAG_FIXED = 'Status role sistem tidak dapat diubah.';
export const OWNER_ROLE_FIXED = 'Level dan izin role owner tidak dapat diubah.';
export const OWNER_LEVEL_ONLY = 'Level 1 hanya untuk role owner; role lain harus level 2 atau lebih.';
export const ROLE_IN_USE = 'Role masih dipakai oleh pengguna. Pindahkan pengguna ke role lain terlebih dahulu.';
export const LAST_OWNER = 'Harus selalu ada setidaknya satu pengguna owner yang aktif.';
/**
 * A stale /admin form's save (lib/data-layer/edit-version.ts). Unlike the dashboard's form, /admin's loads the newer
 * version after the refusal, so the editor's own change is to be made again on it.
 */
export const CHANGED_SINCE_OPENED =
  'Ini sudah diubah di tempat lain (dashboard atau /admin) sejak Anda membukanya, jadi tidak disimpan agar ' +
  'perubahan itu tidak tertimpa. Formulir kini memuat versi terbaru: periksa, lalu ulangi perubahan Anda dan simpan lagi.';
/** A member or position of a period that does not exist (a typo would otherwise start a new period on the site). */
export const periodMissing = (period: string, existing: string[]) =>
  `Periode ${period} belum ada. Pilih periode yang ada (${existing.join(', ') || 'belum ada periode'}), atau buat ` +
  'periode baru lebih dulu: di dashboard Organization → Create Period, di panel admin Organization period.';
export const PERIOD_HAS_MEMBERS = 'Periode masih memiliki anggota. Hapus atau pindahkan anggotanya terlebih dahulu.';
/** The site always has a period to add members and positions to. */
export const LAST_PERIOD = 'Periode terakhir tidak dapat dihapus.';
export const ACTIVITY_APPEND_ONLY =
  'Log aktivitas hanya dapat ditambah oleh server; entri tidak dapat diubah atau dihapus.';
/** A division still in use: the people who would lose it are counted. */
export const divisionInUse = ({ members, users }: { members: number; users: number }) =>
  `Divisi masih dipakai oleh ${members} anggota dan ${users} user. Pindahkan atau hapus mereka terlebih dahulu.`;
/** A position another division lists already (a position belongs to one division). */
export const positionInOtherDivision = (position: string, division: string) =>
  `Jabatan "${position}" sudah termasuk divisi ${division}.`;
export const DIVISION_KEY_IN_USE = 'Nama (kunci) divisi tidak dapat diubah selama masih dipakai user.';
/** Site accounts, their roles and the owner change through the dashboard's user management only. */
export const ACCOUNTS_NOT_IN_ADMIN =
  'Akun pengguna situs (role, password, owner) hanya dapat diubah melalui Manajemen Pengguna di dashboard, bukan di panel admin.';
export const ACCOUNT_SECRETS_NOT_IN_ADMIN =
  'Sesi login dan data autentikasi dua faktor tidak dapat dibuka atau diubah di panel admin; kelola di dashboard.';
export const CHATS_NOT_IN_ADMIN =
  'Percakapan pengunjung dengan asisten chat bersifat pribadi: tidak dapat dibuka atau diubah di panel admin.';
export const SINGLETON_DELETE = 'Pengaturan situs dan proteksi tidak dapat dihapus; ubah isinya saja.';
export const SINGLETON_CREATE = 'Pengaturan situs dan proteksi hanya ada satu; ubah yang sudah ada.';
/** A bulk write naming a file, which `createMany` and `updateMany` do not store (lib/data-layer/lifecycle-event.ts). */
export const fileNotStoredByBulkCreate = (field: string) =>
  `createMany tidak menyimpan ${field}: buat baris ini sendiri (create).`;
export const fileNotStoredByBulkUpdate = (field: string) =>
  `updateMany tidak menyimpan ${field}: ubah baris ini sendiri (update).`;
