import { CHAT_FAILURE_REPLY } from '@hmti/contract';

/** The launcher's words: the only ones in the landing page's initial bundle (chat-texts.ts loads with the panel). */
export const LAUNCHER_TEXTS = {
  /** The button's visible words below 1360 px (its name, open or close, contains them). */
  label: 'Chat asisten',
  /** Beside it in its band. */
  prompt: 'Ada pertanyaan?',
  open: 'Buka chat asisten',
  close: 'Tutup chat asisten',
  loading: 'Memuat chat…',
  loadFailed: CHAT_FAILURE_REPLY,
} as const;
