/** Role Management's drag timing, failure toast titles and hierarchy refusal texts. */
export const DRAG_MEASURE_TIMEOUT_MS = 25;

export const ROLE_TOASTS = {
  fetchFailed: 'Gagal mengambil data roles',
  createFailed: 'Gagal membuat role',
  updateFailed: 'Gagal mengupdate role',
  deleteFailed: 'Gagal menghapus role',
  moveFailed: 'Gagal mengubah posisi role',
} as const;

export const LEVEL_TOO_HIGH = 'Anda hanya dapat membuat role dengan level lebih rendah dari level Anda';
export const CANNOT_MOVE =
  'Anda tidak dapat memindahkan role dengan level yang sama atau lebih tinggi dari level Anda.';
export const CANNOT_MOVE_INTO =
  'Anda tidak dapat memindahkan role ke level yang sama atau lebih tinggi dari level Anda.';
