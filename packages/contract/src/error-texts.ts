/** The words of an error object (title, message, help) the server refuses with and /error shows for a code. */
export interface ErrorTexts {
  title: string;
  message: string;
  help: string;
}

export const ERROR_TEXTS = {
  403: {
    title: 'Akses Ditolak',
    message: 'Sistem keamanan mendeteksi aktivitas mencurigakan dari permintaan Anda.',
    help: 'Jika Anda merasa ini keliru, tunggu sebentar lalu coba lagi, atau hubungi pengurus.',
  },
  404: {
    title: 'Page Not Found',
    message: 'Halaman yang Anda cari tidak ditemukan.',
    help: 'Periksa kembali alamat yang Anda tuju.',
  },
  429: {
    title: 'Terlalu Banyak Permintaan',
    message: 'Terlalu banyak permintaan dalam waktu singkat.',
    help: 'Tunggu hingga hitung mundur selesai, lalu coba lagi.',
  },
  500: {
    title: 'Internal Server Error',
    message: 'Terjadi kesalahan yang tidak terduga.',
    help: 'Coba lagi beberapa saat lagi.',
  },
  503: {
    title: 'Layanan Sementara Tidak Tersedia',
    message: 'Server sedang menerima beban tinggi.',
    help: 'Coba lagi dalam beberapa saat.',
  },
} as const satisfies Record<number, ErrorTexts>;

/** A code's texts; a code without texts of its own gets generic ones. */
export const errorTextsFor = (code: number): ErrorTexts =>
  (ERROR_TEXTS as Record<number, ErrorTexts | undefined>)[code] ?? {
    title: 'Terjadi Kesalahan',
    message: 'Terjadi kesalahan yang tidak diketahui.',
    help: 'Coba lagi atau kembali ke beranda.',
  };
