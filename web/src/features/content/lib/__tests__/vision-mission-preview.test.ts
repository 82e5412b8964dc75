import { describe, expect, it } from 'vitest';
import { previewVisionMission } from '../vision-mission-preview';

describe('Visi & Misi preview', () => {
  it('splits heading, vision and the * missions', () => {
    expect(previewVisionMission('Visi dan Misi HMTI\n- VISI\nUnggul.\n- MISI\n* Satu\n* Dua\n')).toEqual({
      heading: 'Visi dan Misi HMTI',
      vision: 'Unggul.',
      missions: ['Satu', 'Dua'],
    });
  });

  it('copes with missing parts', () => {
    expect(previewVisionMission('')).toEqual({ heading: '', vision: '', missions: [] });
    expect(previewVisionMission('- VISI\nHanya visi')).toEqual({ heading: '', vision: 'Hanya visi', missions: [] });
    expect(previewVisionMission('Judul saja')).toEqual({ heading: 'Judul saja', vision: '', missions: [] });
  });
});
