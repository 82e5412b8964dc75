/** Role Management's drag timing and failure toast titles (the hierarchy's refusals are the contract's). */
export const DRAG_MEASURE_TIMEOUT_MS = 25;

export const ROLE_TOASTS = {
  fetchFailed: 'Gagal mengambil data roles',
  createFailed: 'Gagal membuat role',
  updateFailed: 'Gagal mengupdate role',
  deleteFailed: 'Gagal menghapus role',
  moveFailed: 'Gagal mengubah posisi role',
} as const;
