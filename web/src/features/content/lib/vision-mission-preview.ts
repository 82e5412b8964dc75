export interface VisionMissionPreview {
  heading: string;
  vision: string;
  missions: string[];
}

const VISION_MARKER = '- VISI';
const MISSION_MARKER = '- MISI';

/**
 * Splits the Visi & Misi text the way the public page reads it: a heading line, the text after
 * '- VISI', and the '*' points after '- MISI'.
 */
export function previewVisionMission(text: string): VisionMissionPreview {
  const visionAt = text.indexOf(VISION_MARKER);
  const missionAt = text.indexOf(MISSION_MARKER);
  const headEnd = [visionAt, missionAt].filter((i) => i >= 0).sort((a, b) => a - b)[0] ?? text.length;
  const heading = text.slice(0, headEnd).trim();
  const vision =
    visionAt >= 0
      ? text.slice(visionAt + VISION_MARKER.length, missionAt > visionAt ? missionAt : undefined).trim()
      : '';
  const missionText =
    missionAt >= 0 ? text.slice(missionAt + MISSION_MARKER.length, visionAt > missionAt ? visionAt : undefined) : '';
  const missions = missionText
    .split('*')
    .map((item) => item.trim())
    .filter(Boolean);
  return { heading, vision, missions };
}

export const VISION_MISSION_HINT = [
  'Visi dan Misi HMTI',
  '- VISI',
  'Teks visi...',
  '- MISI',
  '* Misi pertama',
  '* Misi kedua',
].join('\n');
