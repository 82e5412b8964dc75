import {
  CHAT_FAILURE_REPLY,
  CHAT_IMAGE_WRONG_TYPE,
  CHAT_MISSING_ANSWER_REPLY,
  chatImageTooLarge,
} from '@hmti/contract';

/** The widget's words in one place; those the server also sends come from the contract. */
export const CHAT_TEXTS = {
  /** The association by the site's own name (settings → navbarBrand, as the navigation bar shows it). */
  title: (brand: string) => `Asisten ${brand}`,
  subtitle: 'Tanya seputar himpunan, pengurus, artikel, dan kontak',
  greeting: (brand: string) =>
    `Assalamu'alaikum! 👋 Saya asisten virtual ${brand}. Tanyakan apa saja tentang himpunan, misalnya **siapa ketua himpunan**, **visi dan misi**, **artikel tentang suatu topik**, atau **email kontak**.`,
  failureReply: CHAT_FAILURE_REPLY,
  missingAnswerReply: CHAT_MISSING_ANSWER_REPLY,
  interruptedReply: 'Jawaban belum sampai karena halaman dimuat ulang. Silakan kirim pertanyaan Anda lagi.',
  rateLimitedReply: (seconds: number) => `Maaf, terlalu banyak pesan. Silakan coba lagi dalam ${seconds} detik.`,
  retryCountdown: (seconds: number) => `Anda dapat mengirim pesan lagi dalam ${seconds} detik.`,
  messageLabel: 'Pesan untuk asisten',
  placeholder: 'Tulis pertanyaan…',
  close: 'Tutup chat',
  send: 'Kirim pesan',
  attach: 'Lampirkan gambar',
  removeImage: 'Hapus gambar',
  imagePreviewAlt: 'Pratinjau gambar yang akan dikirim',
  sentImageAlt: 'Gambar yang Anda kirim',
  typing: 'Asisten sedang mengetik…',
  you: 'Anda',
  assistant: 'Asisten',
  newTab: '(membuka tab baru)',
  conversation: 'Percakapan dengan asisten',
  imageTooLarge: chatImageTooLarge,
  imageWrongType: CHAT_IMAGE_WRONG_TYPE,
} as const;
