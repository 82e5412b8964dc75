/**
 * The injection corpora shared by the detector unit tests and the API attack suite.
 * Attack strings must be refused; legitimate strings (all seeded content included) must pass.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ARTICLES, DEMO_LIBRARY, DEMO_PERIODS, DEMO_POSITIONS, demoMembers } from '../../seed/demo-content';
import { defaultSiteSettings, PERMISSIONS } from '@hmti/contract';
import { DEFAULT_DIVISIONS } from '../../seed/default-divisions';
import { DEFAULT_ROLES } from '../../seed/default-roles';

const FIXTURES = path.resolve(import.meta.dirname, '../../../tests/fixtures/injection');
const readFixture = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8')) as T;

/** The attack corpus (tests/fixtures/injection/attacks.json): refused wherever it reaches a query. */
const attacks = readFixture<{ sql: string[]; operatorBodies: unknown[]; operatorQueries: string[] }>('attacks.json');
export const SQL_ATTACKS: string[] = attacks.sql;
/** JSON bodies whose keys carry operators or prototype names, or whose non-text fields carry $where-style code. */
export const OPERATOR_BODY_ATTACKS: unknown[] = attacks.operatorBodies;
/** Query strings (without '?'), as an attacker would put them on any GET endpoint. */
export const OPERATOR_QUERY_ATTACKS: string[] = attacks.operatorQueries;

/**
 * The association's own writing (tests/fixtures/injection/legitimate-writing.json): SQL tutorials,
 * injection explanations, MongoDB queries, shell commands, code snippets and passwords. None may be
 * refused in any free-text field (title, content, description, name, message…) or password.
 */
const writing = readFixture<Record<string, string | string[]>>('legitimate-writing.json');
export const LEGIT_WRITING: string[] = Object.values(writing).filter(Array.isArray).flat();
export const LEGIT_PASSWORDS: string[] = writing.passwords as string[];

const stringsOf = (value: unknown, out: string[] = []): string[] => {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsOf(v, out));
  else if (value && typeof value === 'object')
    Object.entries(value).forEach(([k, v]) => (out.push(k), stringsOf(v, out)));
  return out;
};

/** The seeded article content exactly as the seed builds it. */
export const seededArticleHtml = DEMO_ARTICLES.map((a) =>
  a.sections
    .map(([heading, paragraphs]) => `<h2>${heading}</h2>${paragraphs.map((p) => `<p>${p}</p>`).join('')}`)
    .join(''),
);

/** Every text the seed writes: articles, library, settings, members, positions, divisions, roles, permissions. */
export const SEEDED_TEXTS: string[] = [
  ...stringsOf(DEMO_ARTICLES),
  ...seededArticleHtml,
  ...stringsOf(DEMO_LIBRARY),
  ...stringsOf(defaultSiteSettings()),
  ...DEMO_PERIODS,
  ...DEMO_POSITIONS,
  ...stringsOf(DEMO_PERIODS.map((_, i) => demoMembers(i))),
  ...stringsOf(DEFAULT_DIVISIONS),
  ...stringsOf(DEFAULT_ROLES),
  ...stringsOf(PERMISSIONS),
];

export const LEGIT_TEXTS: string[] = [
  "Sholat Jum'at berjamaah di masjid kampus",
  "Kegiatan dimulai hari Jum'at pukul 13.00 -- jangan terlambat!",
  'Dia berkata "--" lalu diam.',
  '"1 atau 1" adalah contoh logika sederhana.',
  "Qur'an, do'a, dan ta'aruf mahasiswa baru",
  "Ma'had Sunan Ampel Al-'Aly",
  'Rapat pukul 19.00 - 21.00; harap hadir tepat waktu.',
  'Pilih salah satu: A atau B; lalu kirim.',
  'Nilai akhir = 0,4 x UTS + 0,6 x UAS',
  'Harga tiket: Rp 25.000 (mahasiswa) / Rp 35.000 (umum)',
  "It's the students' choice or the lecturers' — we'll see.",
  'Select the best option from the list below.',
  'Union of students; select your division and update your profile.',
  'The drop table in the lab is broken; please report it.',
  'Sleep well before the exam (8 hours)!',
  'Benchmark result: 1200 req/s',
  'Kelas basis data membahas SELECT, INSERT, UPDATE, dan DELETE.',
  'Belajar SQL: perintah SELECT * FROM mahasiswa menampilkan semua data',
  'Hubungi kami: hmti@uin-malang.ac.id atau 0812-3456-7890',
  'Email: first.last+tag@example.com',
  'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/view?usp=sharing',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
  'Ketua Divisi Public Relation',
  'Anggota Divisi Technopreneurship',
  '2025-2026',
  '#HMTI #SalamSatuSaudara "Informatika" #2025',
  'Warna utama: #3B82F6; warna kedua: #EC4899',
  'Skor akhir 3 or 4 out of 5',
  'Tim A and tim B = finalis',
  'Sesi tanya-jawab -- moderator: Rina',
  '100% hadir; 0 absen',
  'C# dan F# adalah bahasa pemrograman .NET',
  "O'Reilly, D'Angelo, dan Jum'at",
  'Masukkan "admin" sebagai contoh nama pengguna di dokumentasi',
  'Versi 2.0 -> 3.0: perubahan besar',
  'a < b && b > c adalah ekspresi logika',
  'Yes or no?',
  'Ini "benar" or "salah"?',
  'Tanggal: 12/05/2025',
  'Jl. Gajayana No.50, Malang 65144',
  'Komentar /* seperti ini */ dipakai di CSS',
  'Gunakan -- untuk opsi panjang di terminal, misalnya npm install --save-dev',
  'Harga promo 50% -- hanya hari ini',
  'Kode warna 0x1F dan 0xFF',
  'Lomba "Hack the Campus" 2025: Juara 1, 2, dan 3',
  'Apakah 1 = 1? Ya.',
  'Passwordnya minimal 8 karakter; gunakan huruf & angka.',
  'Divisi Senor: seni & olahraga',
  "John's laptop or Mary's tablet",
  'Bab 3; Sub-bab 3.1 -- Pendahuluan',
  'Tabel 1. Data peserta (n = 120)',
  'Fungsi max(a, b) mengembalikan nilai terbesar',
  'Acara: Workshop "React & TypeScript" (Sabtu, 09.00-15.00)',
  'Tema: "Select, Adapt, Grow"',
  'Kata kunci: where, when, who',
  'Workshop dasar Linux: cd, ls, rm -rf, chmod 755',
  '¿Qué tal? Ça va — ünïcödé ✓ 🎉',
  'سلام عليكم',
  'Info lebih lanjut di @himatif.encoder',
  'Harga $10 untuk peserta umum; $5 untuk mahasiswa',
  'Total: $ 25 (sudah termasuk pajak)',
  'Function in JS: const f = (x) => x * 2;',
  'Biaya = Rp50.000 / orang',
  'Ruang 3.12 lantai 3',
  'Rapat selesai; execute the plan tomorrow',
  'Agenda: sambutan; executive summary; diskusi',
  'Langkah 3; shutdown komputer lalu cabut kabel',
  'Terlalu panjang; truncate the text to 100 characters',
  'Selesai; delete from the list any duplicate names',
  'Lalu; insert into the form your student number',
  'Admin; create user accounts for new members',
  'Klik simpan; update profile set ulang foto',
  'Tim; drop table tennis from the schedule',
  'Then; select the best from the candidates and announce it',
];

/** CKEditor output with code blocks that hold SQL and JS: passes as article content / aboutUs. */
export const LEGIT_RICH_TEXT: string[] = [
  '<h2>Belajar SQL Dasar</h2><p>Perintah berikut mengambil satu baris:</p><pre><code class="language-sql">SELECT * FROM users WHERE id = 1;</code></pre><p>Selesai.</p>',
  "<p>Contoh SQL injection yang <strong>harus dicegah</strong>:</p><pre><code class=\"language-plaintext\">' OR '1'='1' --\n'; DROP TABLE users; --</code></pre><p>Gunakan <em>prepared statement</em>.</p>",
  "<p>Query aman dengan parameter: <code>db.query('SELECT * FROM t WHERE id = ?', [id])</code>.</p>",
  '<pre><code class="language-javascript">db.users.find({ age: { $gt: 18 }, $or: [{ a: 1 }] });\nconst x = this.value == 1;</code></pre>',
  '<pre><code class="language-sql">SELECT name FROM sqlite_master; SELECT SLEEP(5); UNION SELECT 1,2;</code></pre>',
  '<p>Hari Jum&#39;at kami membahas &quot;--&quot; dan &quot;1 atau 1&quot;.</p>',
  '<figure class="table"><table><tbody><tr><td>Nama</td><td>Nilai</td></tr><tr><td>Rina</td><td>90</td></tr></tbody></table></figure>',
  '<p>Lihat <a href="https://informatika.uin-malang.ac.id?tab=1&amp;x=2">situs jurusan</a>.</p>',
  '<blockquote><p>"Salam Satu Saudara Informatika" -- semboyan himpunan</p></blockquote>',
  '<ul><li>SELECT</li><li>INSERT</li><li>UPDATE</li><li>DELETE</li></ul>',
];

/** Legitimate JSON bodies of our contract: pass with both protections on. */
export const LEGIT_BODIES: unknown[] = [
  { username: 'owner', password: "P@ss'word--1", rememberMe: true },
  { name: 'Salsabila Putri', username: 'salsa_putri', email: 'salsa@example.com' },
  {
    period: '2025-2026',
    positions: [
      { name: 'Ketua Himpunan', order: 1 },
      { name: 'Wakil Ketua Himpunan', order: 2 },
    ],
  },
  { sourcePeriod: '2024-2025', targetPeriod: '2025-2026' },
  {
    name: 'riset_ai',
    displayName: 'Riset & AI',
    description: "Kajian AI -- termasuk do'a sebelum mulai",
    positions: ['Ketua Divisi Riset'],
    color: '#3B82F6',
  },
  {
    name: 'editor_konten',
    displayName: 'Editor Konten',
    description: 'Menulis artikel',
    level: 7,
    permissions: ['articles.view', 'articles.create'],
  },
  {
    siteName: 'HMTI UIN Malang',
    socialLinks: { instagram: 'https://www.instagram.com/himatif.encoder' },
    divisionHeads: { senor: 'Dimas' },
  },
  { currentPassword: 'lama-123', newPassword: "Baru'--#1=1", confirmPassword: "Baru'--#1=1" },
  { type: 'article', action: 'create', title: "Artikel Jum'at", description: '"1 atau 1"' },
  { tags: '["Workshop","SQL","Keamanan"]' },
  { url: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/view' },
  { allEnabled: true, sqlInjectionProtectionEnabled: false },
];
