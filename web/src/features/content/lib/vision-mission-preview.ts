/** The format hint beside the Visi & Misi field; the preview reads the text with the contract's parseVisionMission. */
export const VISION_MISSION_HINT = [
  'Visi dan Misi HMTI',
  '- VISI',
  'Teks visi...',
  '- MISI',
  '* Misi pertama',
  '* Misi kedua',
].join('\n');
