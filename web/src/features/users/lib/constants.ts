/** Toast titles for failed User Management calls. */
export const USER_TOASTS = {
  createFailed: 'Failed to create user',
  updateFailed: 'Failed to update user',
  deleteFailed: 'Gagal menghapus user.',
  resetTwoFactorFailed: 'Gagal mereset 2FA.',
} as const;

/** Rows per page of the user table. */
export const USERS_PAGE_SIZE = 20;
