/** Demo content a visitor can enjoy on a fresh install. Images come from cms/seed-assets. */
import { ledDivisions } from '@hmti/contract';
import { DEFAULT_DIVISIONS } from './default-divisions';

interface DemoArticle {
  title: string;
  excerpt: string;
  tags: string[];
  sections: Array<[heading: string, paragraphs: string[]]>;
  daysAgo: number;
}

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    title: 'Workshop Web Development dengan React dan TypeScript',
    excerpt:
      'HMTI menggelar workshop dua hari tentang membangun aplikasi web modern dengan React, TypeScript, dan praktik terbaik pengembangan perangkat lunak.',
    tags: ['Workshop', 'Teknologi', 'Web'],
    daysAgo: 2,
    sections: [
      [
        'Latar Belakang',
        [
          'Kebutuhan industri akan pengembang web terus meningkat. Divisi Intelektual HMTI menjawabnya dengan workshop intensif yang terbuka bagi seluruh mahasiswa Teknik Informatika.',
          'Peserta datang dari angkatan pertama hingga tingkat akhir, dengan latar belakang kemampuan yang beragam.',
          'Workshop berlangsung pada 8–9 November di Laboratorium Informatika, pukul 08.00–15.00 WIB.',
        ],
      ],
      [
        'Materi yang Dibahas',
        [
          'Hari pertama membahas dasar komponen, state, dan hooks. Hari kedua berfokus pada TypeScript, pengujian, serta cara menyusun struktur proyek yang mudah dirawat.',
          'Setiap sesi ditutup dengan latihan langsung sehingga peserta pulang dengan proyek kecil yang berjalan.',
        ],
      ],
      [
        'Harapan ke Depan',
        [
          'Panitia berencana menjadikan workshop ini agenda rutin setiap semester, dilanjutkan dengan kelas lanjutan tentang back-end dan basis data.',
        ],
      ],
    ],
  },
  {
    title: 'Kajian Rutin Religius: Etika Muslim di Era Digital',
    excerpt:
      'Divisi Religius mengadakan kajian rutin yang membahas adab bermedia sosial dan tanggung jawab seorang muslim sebagai pengembang teknologi.',
    tags: ['Religius', 'Kajian'],
    daysAgo: 5,
    sections: [
      [
        'Tema Kajian',
        [
          'Kajian bulan ini mengangkat tema etika digital: bagaimana menjaga lisan dan tulisan di media sosial, serta amanah dalam membangun perangkat lunak.',
        ],
      ],
      [
        'Diskusi',
        [
          'Peserta aktif bertanya tentang privasi data pengguna, hak cipta kode, dan batasan konten yang pantas dibagikan.',
          'Pemateri menekankan bahwa kejujuran dan amanah adalah fondasi profesionalisme.',
        ],
      ],
    ],
  },
  {
    title: 'Tim HMTI Raih Juara 2 Lomba Pemrograman Tingkat Nasional',
    excerpt:
      'Tiga mahasiswa Teknik Informatika berhasil meraih juara kedua pada kompetisi pemrograman nasional setelah bersaing dengan lebih dari 200 tim.',
    tags: ['Prestasi', 'Kompetisi', 'Teknologi'],
    daysAgo: 9,
    sections: [
      [
        'Perjalanan Tim',
        [
          'Tim yang beranggotakan tiga mahasiswa ini berlatih hampir setiap malam selama dua bulan, membahas soal-soal algoritma dan struktur data.',
        ],
      ],
      [
        'Babak Final',
        [
          'Pada babak final tim menyelesaikan tujuh dari sepuluh soal dalam lima jam, hanya terpaut satu soal dari juara pertama.',
          'Keberhasilan ini menjadi motivasi bagi mahasiswa lain untuk ikut berlatih di kelompok studi algoritma HMTI.',
        ],
      ],
    ],
  },
  {
    title: 'Makrab Informatika: Salam Satu Saudara',
    excerpt:
      'Malam keakraban mempertemukan mahasiswa baru dengan kakak tingkat dalam suasana hangat penuh permainan, diskusi, dan kebersamaan.',
    tags: ['Kegiatan', 'Kebersamaan'],
    daysAgo: 14,
    sections: [
      [
        'Suasana Acara',
        [
          'Makrab digelar 18–19 Oktober di bumi perkemahan Coban Rondo, Batu.',
          'Makrab dibuka dengan perkenalan antarangkatan, dilanjutkan permainan kelompok yang menuntut kerja sama dan komunikasi.',
        ],
      ],
      [
        'Makna Kebersamaan',
        [
          'Semboyan Salam Satu Saudara Informatika terasa nyata ketika seluruh peserta berbagi cerita di sekitar api unggun.',
        ],
      ],
    ],
  },
  {
    title: 'Pelatihan Desain Grafis untuk Konten Media Sosial',
    excerpt:
      'Divisi Medinfo membagikan dasar-dasar tipografi, warna, dan tata letak agar publikasi kegiatan himpunan tampil lebih menarik.',
    tags: ['Workshop', 'Desain', 'Medinfo'],
    daysAgo: 20,
    sections: [
      ['Prinsip Desain', ['Peserta mempelajari hierarki visual, kontras, dan konsistensi identitas visual himpunan.']],
      [
        'Praktik',
        ['Setiap peserta membuat satu poster kegiatan yang kemudian dibahas bersama untuk mendapatkan masukan.'],
      ],
    ],
  },
  {
    title: 'Seminar Kewirausahaan Digital: Dari Ide ke Produk',
    excerpt:
      'Divisi Technopreneurship menghadirkan alumni pendiri startup untuk berbagi pengalaman membangun produk digital dari nol.',
    tags: ['Seminar', 'Technopreneurship'],
    daysAgo: 27,
    sections: [
      [
        'Validasi Ide',
        ['Pembicara menekankan pentingnya berbicara dengan calon pengguna sebelum menulis satu baris kode pun.'],
      ],
      [
        'Membangun Tim',
        ['Tim yang saling melengkapi antara teknis, desain, dan bisnis menjadi kunci bertahan di tahun-tahun awal.'],
      ],
    ],
  },
  {
    title: 'Turnamen Futsal Antarangkatan Berlangsung Meriah',
    excerpt:
      'Divisi Senor menggelar turnamen futsal antarangkatan yang diikuti delapan tim dan ditutup dengan final yang menegangkan.',
    tags: ['Olahraga', 'Senor', 'Kegiatan'],
    daysAgo: 33,
    sections: [
      [
        'Jalannya Turnamen',
        [
          'Pertandingan berlangsung selama tiga hari dengan sistem gugur. Suporter dari setiap angkatan memenuhi tribun.',
          'Babak final dimainkan pada 25 Oktober di GOR kampus.',
        ],
      ],
      [
        'Sportivitas',
        ['Panitia memberikan penghargaan tim paling sportif sebagai bentuk apresiasi terhadap semangat fair play.'],
      ],
    ],
  },
  {
    title: 'Kunjungan Industri ke Perusahaan Teknologi di Surabaya',
    excerpt:
      'Mahasiswa berkesempatan melihat langsung proses kerja tim rekayasa perangkat lunak di sebuah perusahaan teknologi.',
    tags: ['Kunjungan', 'Teknologi'],
    daysAgo: 41,
    sections: [
      [
        'Agenda Kunjungan',
        ['Rombongan diajak berkeliling kantor, mengikuti sesi stand-up tim, dan berdiskusi dengan para engineer.'],
      ],
      [
        'Pelajaran',
        ['Peserta belajar bahwa komunikasi dan dokumentasi sama pentingnya dengan kemampuan menulis kode.'],
      ],
    ],
  },
  {
    title: 'Bakti Sosial Ramadhan: Berbagi untuk Sesama',
    excerpt:
      'Selama bulan Ramadhan, HMTI mengumpulkan donasi dan membagikan paket sembako kepada warga sekitar kampus.',
    tags: ['Religius', 'Sosial', 'Kegiatan'],
    daysAgo: 55,
    sections: [
      ['Penggalangan Dana', ['Donasi dikumpulkan dari mahasiswa, dosen, dan alumni selama dua minggu.']],
      ['Penyaluran', ['Lebih dari seratus paket sembako dibagikan bersama kegiatan buka puasa bersama.']],
    ],
  },
  {
    title: 'Open Recruitment Pengurus HMTI Periode Baru',
    excerpt:
      'HMTI membuka pendaftaran pengurus baru untuk seluruh divisi. Simak alur pendaftaran dan jadwal seleksinya di sini.',
    tags: ['Pengumuman', 'Organisasi'],
    daysAgo: 70,
    sections: [
      [
        'Alur Pendaftaran',
        [
          'Calon pengurus mengisi formulir, mengikuti wawancara, dan menjalani masa orientasi selama satu bulan.',
          'Pendaftaran dibuka 1–14 September melalui formulir daring. Wawancara berlangsung 17–19 September di sekretariat HMTI, dan pengumuman hasil seleksi pada 24 September.',
        ],
      ],
      [
        'Divisi yang Dibuka',
        [
          'Seluruh divisi membuka pendaftaran: Senor, Public Relation, Religius, Technopreneurship, Medinfo, dan Intelektual.',
        ],
      ],
    ],
  },
  {
    title: 'Kelas Dasar Keamanan Siber untuk Mahasiswa',
    excerpt: 'Pengenalan konsep keamanan aplikasi web, mulai dari validasi input hingga pengelolaan sesi yang aman.',
    tags: ['Workshop', 'Keamanan', 'Teknologi'],
    daysAgo: 84,
    sections: [
      [
        'Ancaman Umum',
        ['Peserta mengenal serangan injeksi, cross-site scripting, dan pencurian sesi beserta cara mencegahnya.'],
      ],
      ['Praktik Aman', ['Materi ditutup dengan daftar periksa keamanan sederhana untuk setiap proyek mahasiswa.']],
    ],
  },
  {
    title: 'Rapat Kerja Pengurus: Menyusun Program Satu Tahun',
    excerpt: 'Pengurus HMTI menyusun program kerja tahunan yang selaras dengan visi himpunan dan kebutuhan mahasiswa.',
    tags: ['Organisasi', 'Kegiatan'],
    daysAgo: 98,
    sections: [
      [
        'Evaluasi',
        [
          'Rapat diawali evaluasi program periode sebelumnya untuk melihat apa yang perlu dipertahankan dan diperbaiki.',
        ],
      ],
      ['Program Baru', ['Setiap divisi mempresentasikan rencana program, anggaran, dan indikator keberhasilannya.']],
    ],
  },
];

export const DEMO_LIBRARY = [
  {
    title: 'Dokumentasi Makrab 2025',
    description: 'Momen kebersamaan mahasiswa baru dan kakak tingkat.',
    fullDescription: 'Kumpulan foto malam keakraban Informatika 2025: perkenalan, permainan kelompok, dan api unggun.',
    type: 'photo',
    images: [1, 2, 3],
    daysAgo: 14,
  },
  {
    title: 'Workshop React Hari Pertama',
    description: 'Suasana kelas workshop web development.',
    fullDescription: 'Peserta belajar komponen, state, dan hooks bersama pemateri dari Divisi Intelektual.',
    type: 'photo',
    images: [4, 5],
    daysAgo: 2,
  },
  {
    title: 'Final Futsal Antarangkatan',
    description: 'Pertandingan final yang menegangkan.',
    fullDescription: 'Cuplikan foto babak final turnamen futsal antarangkatan yang digelar Divisi Senor.',
    type: 'photo',
    images: [6, 7, 8],
    daysAgo: 33,
  },
  {
    title: 'Bakti Sosial Ramadhan',
    description: 'Pembagian paket sembako untuk warga.',
    fullDescription: 'Dokumentasi kegiatan berbagi selama Ramadhan bersama warga sekitar kampus.',
    type: 'photo',
    images: [9, 10],
    daysAgo: 55,
  },
  {
    title: 'Kunjungan Industri Surabaya',
    description: 'Belajar langsung dari tim engineer.',
    fullDescription: 'Foto-foto rombongan HMTI saat berkunjung ke perusahaan teknologi di Surabaya.',
    type: 'photo',
    images: [11, 12, 1],
    daysAgo: 41,
  },
  {
    title: 'Seminar Kewirausahaan Digital',
    description: 'Berbagi pengalaman membangun startup.',
    fullDescription: 'Dokumentasi seminar Divisi Technopreneurship bersama alumni pendiri startup.',
    type: 'photo',
    images: [2, 6],
    daysAgo: 27,
  },
  {
    title: 'Kajian Etika Digital',
    description: 'Kajian rutin Divisi Religius.',
    fullDescription: 'Suasana kajian rutin yang membahas adab bermedia sosial.',
    type: 'photo',
    images: [3, 9],
    daysAgo: 5,
  },
  {
    title: 'Rapat Kerja Pengurus',
    description: 'Menyusun program kerja satu tahun.',
    fullDescription: 'Dokumentasi rapat kerja pengurus HMTI periode 2025-2026.',
    type: 'photo',
    images: [4, 8, 12],
    daysAgo: 98,
  },
];

export const DEMO_PERIODS = ['2024-2025', '2025-2026'];

/** The people's names of the demo and the large seed. */
export const FIRST_NAMES = [
  'Ahmad',
  'Siti',
  'Muhammad',
  'Nur',
  'Rizky',
  'Aisyah',
  'Fajar',
  'Dewi',
  'Bagus',
  'Laila',
  'Hendra',
  'Putri',
  'Ilham',
  'Zahra',
  'Dimas',
  'Rina',
  'Arif',
  'Fitri',
  'Yusuf',
  'Nabila',
  'Galih',
  'Salsabila',
];
export const LAST_NAMES = [
  'Fauzi',
  'Rahmawati',
  'Hidayat',
  'Aini',
  'Pratama',
  'Nurhaliza',
  'Saputra',
  'Lestari',
  'Wicaksono',
  'Maulida',
  'Kurniawan',
  'Anggraini',
  'Ramadhan',
  'Azzahra',
  'Setiawan',
  'Wulandari',
  'Firmansyah',
  'Handayani',
  'Maulana',
  'Safitri',
  'Prasetyo',
  'Khairunnisa',
];

/** The chair's and vice chair's posts, then every seeded division's (BPH's secretaries and treasurers first). */
export const DEMO_POSITIONS: string[] = [
  'Ketua Himpunan',
  'Wakil Ketua Himpunan',
  ...DEFAULT_DIVISIONS.flatMap((d) => d.positions),
];

/** Board members of one period: every leadership post once, each division a head and two members. */
export function demoMembers(periodIndex: number): Array<{ name: string; position: string; avatar: number }> {
  const slots = [
    ...DEMO_POSITIONS.slice(0, 6),
    ...ledDivisions(DEFAULT_DIVISIONS).flatMap(({ positions: [head, member] }) => [head, member, member]),
  ];
  return slots.map((position, i) => {
    const k = (i + periodIndex * 7) % FIRST_NAMES.length;
    // Once the first names run out they start over with another last name: nobody holds two posts in a period.
    const round = Math.floor((i + periodIndex * 7) / FIRST_NAMES.length);
    const last = LAST_NAMES[(k * 5 + periodIndex + round) % LAST_NAMES.length];
    return { name: `${FIRST_NAMES[k]} ${last}`, position, avatar: (i % 12) + 1 };
  });
}
