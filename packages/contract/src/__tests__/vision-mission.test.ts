import { describe, expect, it } from 'vitest';
import { DEFAULT_MISSIONS, DEFAULT_VISION, parseVisionMission } from '../vision-mission.js';

describe('parseVisionMission', () => {
  it('takes the vision before "- MISI" without the "- VISI" marker and splits missions on "*"', () => {
    const text = '- VISI\nMenjadi himpunan unggul.\n- MISI\n* Belajar bersama.\n* Berkarya.\n*   \n* Berbagi.';
    expect(parseVisionMission(text)).toEqual({
      vision: 'Menjadi himpunan unggul.',
      missions: ['Belajar bersama.', 'Berkarya.', 'Berbagi.'],
    });
  });

  it('keeps any text before the vision marker as part of the vision (the rule only removes the marker)', () => {
    expect(parseVisionMission('Visi HMTI\n- VISI\nUnggul\n- MISI\n* A').vision).toBe('Visi HMTI\n\nUnggul');
  });

  it('drops empty mission items', () => {
    expect(parseVisionMission('- VISI V - MISI ** A ** B *').missions).toEqual(['A', 'B']);
  });

  it('uses the built-in defaults without the field', () => {
    for (const empty of [undefined, null, '', '   \n ']) {
      const parsed = parseVisionMission(empty);
      expect(parsed.vision).toBe(DEFAULT_VISION);
      expect(parsed.missions).toEqual(DEFAULT_MISSIONS);
      expect(parsed.missions).toHaveLength(3);
    }
  });

  it('without the mission marker the whole text is the vision, with no built-in missions mixed in', () => {
    expect(parseVisionMission('- VISI Hanya visi')).toEqual({ vision: 'Hanya visi', missions: [] });
    expect(parseVisionMission('Tanpa penanda')).toEqual({ vision: 'Tanpa penanda', missions: [] });
  });

  it('only missions: no built-in vision either', () => {
    expect(parseVisionMission('- MISI * Satu * Dua')).toEqual({ vision: '', missions: ['Satu', 'Dua'] });
  });
});
