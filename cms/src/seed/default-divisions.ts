const division = (name: string, displayName: string, color: string, description: string) => ({
  name,
  displayName,
  color,
  description,
  positions: [`Ketua Divisi ${displayName}`, `Anggota Divisi ${displayName}`],
});

export const DEFAULT_DIVISIONS = [
  {
    name: 'bph',
    displayName: 'BPH',
    color: '#8B5CF6',
    description: 'Badan Pengurus Harian: sekretaris dan bendahara himpunan.',
    positions: ['Sekretaris Himpunan 1', 'Sekretaris Himpunan 2', 'Bendahara Himpunan 1', 'Bendahara Himpunan 2'],
  },
  division('senor', 'Senor', '#F59E0B', 'Seni dan olahraga: kegiatan minat dan bakat mahasiswa.'),
  division('public_relation', 'Public Relation', '#EC4899', 'Hubungan masyarakat, kerja sama, dan media sosial.'),
  division('religius', 'Religius', '#10B981', 'Kegiatan keagamaan dan pembinaan karakter.'),
  division('technopreneurship', 'Technopreneurship', '#3B82F6', 'Kewirausahaan berbasis teknologi.'),
  division('medinfo', 'Medinfo', '#06B6D4', 'Media dan informasi: desain, dokumentasi, dan publikasi.'),
  division('intelektual', 'Intelektual', '#6B7280', 'Kajian akademik, pelatihan, dan kompetisi.'),
];
