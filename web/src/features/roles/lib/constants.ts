/** Role Management's failure toast titles (the hierarchy's refusals are the contract's). */
export const ROLE_TOASTS = {
  fetchFailed: 'Gagal mengambil data roles',
  createFailed: 'Gagal membuat role',
  updateFailed: 'Gagal mengupdate role',
  deleteFailed: 'Gagal menghapus role',
  moveFailed: 'Gagal mengubah posisi role',
} as const;
