/** The launcher's words: the only ones in the landing page's initial bundle (chat-texts.ts loads with the panel). */
export const LAUNCHER_TEXTS = {
  open: 'Buka chat asisten',
  close: 'Tutup chat asisten',
  loading: 'Memuat chat…',
  loadFailed: 'Maaf, terjadi kesalahan. Silakan coba lagi nanti.',
} as const;
