/** settings.visionMission as the landing page shows it (and the content editor's preview and the chat read it). */
export interface VisionMission {
  vision: string;
  missions: string[];
}

export const DEFAULT_VISION =
  'Menjadikan Himpunan Mahasiswa Teknik Informatika sebagai wadah yang unggul, berintegritas, dan berakhlak dalam mengembangkan potensi mahasiswa di bidang teknologi informasi.';

export const DEFAULT_MISSIONS = [
  'Menyelenggarakan kegiatan akademik dan non-akademik yang meningkatkan kompetensi mahasiswa Teknik Informatika.',
  'Mempererat kekeluargaan antaranggota dengan semangat Salam Satu Saudara Informatika.',
  'Menjalin kerja sama yang bermanfaat dengan pihak internal maupun eksternal kampus.',
];

const VISION_MARKER = '- VISI';
const MISSION_MARKER = '- MISI';

/**
 * Reads settings.visionMission: the vision is the text before '- MISI' without the '- VISI' marker; the missions are
 * the text after '- MISI' split on '*', empty items dropped. Only a missing or empty text falls back to the built-in
 * vision and missions: a text without '- MISI' is a vision alone (no missions), one with only missions has no vision.
 */
export function parseVisionMission(text: string | null | undefined): VisionMission {
  if (!text || !text.trim()) return { vision: DEFAULT_VISION, missions: [...DEFAULT_MISSIONS] };
  const markerAt = text.indexOf(MISSION_MARKER);
  const visionPart = markerAt >= 0 ? text.slice(0, markerAt) : text;
  const missionPart = markerAt >= 0 ? text.slice(markerAt + MISSION_MARKER.length) : '';
  return {
    vision: visionPart.replaceAll(VISION_MARKER, '').trim(),
    missions: missionPart
      .split('*')
      .map((item) => item.trim())
      .filter(Boolean),
  };
}
