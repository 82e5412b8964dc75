import { describe, expect, it } from 'vitest';
import { changedFields } from '@/lib/drafts';
import { contentFormFrom, contentPayload } from '../content-form';

const DIVISIONS = ['Senor', 'Public Relation', 'Religius', 'Technopreneurship', 'Medinfo', 'Intelektual'].map(
  (label) => ({ value: label.toLowerCase().replace(/ /g, '_'), label }),
);

const settings = {
  aboutUs: '<p>Tentang</p>',
  visionMission: 'Judul\n- VISI\nVisi\n- MISI\n* Satu',
  logoUrl: '/logo.svg',
  chairpersonTitle: '',
  divisionHeads: { senor: { name: 'Ani', photo: '/uploads/ani.webp' } },
  divisionNames: { senor: 'Senor', medinfo: 'Medinfo' },
  divisionColors: { leadership: 'rgba(139, 92, 246, 0.75)' },
  siteName: 'ignored',
};

describe('content editor values', () => {
  it('start from the settings with every division present and default titles', () => {
    const form = contentFormFrom(settings, DIVISIONS);
    expect(form.aboutUs).toBe('<p>Tentang</p>');
    expect(form.chairpersonTitle).toBe('Ketua Himpunan');
    expect(form.viceChairpersonTitle).toBe('Wakil Ketua');
    expect(form.divisionHeads.senor).toEqual({ name: 'Ani', photo: '/uploads/ani.webp' });
    expect(form.divisionHeads.medinfo).toEqual({ name: '', photo: '' });
    expect(Object.keys(form.divisionColors)).toHaveLength(7);
    expect(form).not.toHaveProperty('siteName');
  });

  it('survive missing or malformed settings', () => {
    const form = contentFormFrom({ divisionHeads: 'x', divisionLogos: null }, DIVISIONS);
    expect(form.divisionHeads.senor).toEqual({ name: '', photo: '' });
    expect(form.divisionLogos.senor).toBe('');
  });

  it('send only what changed', () => {
    const initial = contentFormFrom(settings, DIVISIONS);
    expect(contentPayload(changedFields(initial, initial), initial)).toEqual({});
    expect(contentPayload(changedFields(initial, { ...initial, visionMission: 'Baru' }), initial)).toEqual({
      visionMission: 'Baru',
    });
  });

  it("send only a map's changed entries, a cleared one as empty, so others' entries stay", () => {
    const initial = contentFormFrom(settings, DIVISIONS);
    const current = {
      ...initial,
      divisionHeads: {
        ...initial.divisionHeads,
        senor: { name: '', photo: '' },
        medinfo: { name: ' Budi ', photo: '' },
      },
      divisionColors: { ...initial.divisionColors, senor: 'rgba(1, 2, 3, 0.75)' },
    };
    expect(contentPayload(changedFields(initial, current), initial)).toEqual({
      divisionHeads: { senor: { name: '', photo: '' }, medinfo: { name: 'Budi', photo: '' } },
      divisionColors: { senor: 'rgba(1, 2, 3, 0.75)' },
    });
  });

  it('have an entry for every division that exists, an added one too, and none for a removed one', () => {
    const divisions = [...DIVISIONS.filter((d) => d.value !== 'medinfo'), { value: 'robotika', label: 'Robotika' }];
    const form = contentFormFrom(
      { ...settings, divisionNames: { medinfo: 'Medinfo', robotika: 'Robotika' } },
      divisions,
    );
    expect(Object.keys(form.divisionHeads)).toEqual(divisions.map((d) => d.value));
    expect(form.divisionNames.robotika).toBe('Robotika');
    expect(form.divisionNames).not.toHaveProperty('medinfo');
    expect(Object.keys(form.divisionColors).at(-1)).toBe('leadership');
  });
});
