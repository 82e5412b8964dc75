import { describe, expect, it } from 'vitest';
import type { CurrentLeaders } from '@hmti/contract';
import { heroLeadership } from '../hero-leadership';

const photoSet = {
  width: 800,
  height: 800,
  candidates: [
    { url: '/uploads/small_dewi.webp', width: 160 },
    { url: '/uploads/dewi.webp', width: 800 },
  ],
};
const CHART: CurrentLeaders = {
  period: '2025-2026',
  chairperson: { name: 'Dewi Setiawan', photo: '/uploads/dewi.webp', imageSet: photoSet },
  viceChairperson: { name: 'Bagus Safitri', photo: null, imageSet: null },
  divisions: [
    {
      key: 'senor',
      displayName: 'Senor',
      color: '#F59E0B',
      logo: '/uploads/senor.png',
      head: { name: 'Sari', photo: null, imageSet: null },
    },
    { key: 'medinfo', displayName: 'Medinfo', color: '#06B6D4', logo: '', head: null },
    {
      key: 'religius',
      displayName: 'Religius',
      color: '#10B981',
      logo: '',
      head: { name: 'Nabila', photo: null, imageSet: null },
    },
  ],
};

describe('heroLeadership', () => {
  it("names the chart's chair, vice chair and heads when the Hero tab leaves them empty", () => {
    const band = heroLeadership({ currentLeaders: CHART, chairpersonName: '  ', divisionHeads: {} });
    expect(band.leaders).toEqual([
      { role: 'Ketua Himpunan', name: 'Dewi Setiawan', photo: '/uploads/dewi.webp', imageSet: photoSet },
      { role: 'Wakil Ketua', name: 'Bagus Safitri', photo: null, imageSet: null },
    ]);
    expect(band.divisions.map((d) => [d.key, d.division, d.name])).toEqual([
      ['senor', 'Senor', 'Sari'],
      ['religius', 'Religius', 'Nabila'],
    ]);
  });

  it('takes each name or photo the Hero tab sets instead of the chart’s, field by field', () => {
    const band = heroLeadership({
      currentLeaders: CHART,
      chairpersonPhoto: '/uploads/resmi.jpg',
      chairpersonTitle: 'Ketua Umum',
      viceChairpersonName: 'Bagus S., S.Kom.',
      divisionHeads: { medinfo: { name: 'Kepala Medinfo', photo: '' }, gone: { name: 'Hilang' } },
      divisionNames: { senor: 'Seni & Olahraga' },
    });
    expect(band.leaders[0]).toEqual({
      role: 'Ketua Umum',
      name: 'Dewi Setiawan',
      photo: '/uploads/resmi.jpg',
      imageSet: null,
    });
    expect(band.leaders[1].name).toBe('Bagus S., S.Kom.');
    expect(band.divisions.map((d) => [d.division, d.name])).toEqual([
      ['Seni & Olahraga', 'Sari'],
      ['Medinfo', 'Kepala Medinfo'],
      ['Religius', 'Nabila'],
    ]);
  });

  it("shows the chart's photo only beside the chart's person: a Hero-tab name of someone else gets none", () => {
    const other = heroLeadership({ currentLeaders: CHART, chairpersonName: 'Rizky Pratama' });
    expect(other.leaders[0]).toMatchObject({ name: 'Rizky Pratama', photo: null, imageSet: null });
    const same = heroLeadership({ currentLeaders: CHART, chairpersonName: 'dewi  setiawan.' });
    expect(same.leaders[0]).toMatchObject({ name: 'dewi  setiawan.', photo: '/uploads/dewi.webp', imageSet: photoSet });
  });

  it("gives each head the division's colour and logo as the chart shows them: the content editor's, else the division's own", () => {
    const own = heroLeadership({ currentLeaders: CHART });
    expect(own.divisions.map((d) => [d.key, d.color, d.logo])).toEqual([
      ['senor', '#F59E0B', '/uploads/senor.png'],
      ['religius', '#10B981', null],
    ]);
    const edited = heroLeadership({
      currentLeaders: CHART,
      divisionColors: { senor: 'rgba(255, 0, 0, 0.75)', leadership: '#123456' },
      divisionLogos: { religius: '/uploads/religius.png' },
    });
    expect(edited.divisions.map((d) => [d.key, d.color, d.logo])).toEqual([
      ['senor', 'rgba(255, 0, 0, 0.75)', '/uploads/senor.png'],
      ['religius', '#10B981', '/uploads/religius.png'],
    ]);
    expect(edited.leadershipColor).toBe('#123456');
  });

  it('is empty when neither the chart nor the Hero tab names anybody', () => {
    const none: CurrentLeaders = { period: null, chairperson: null, viceChairperson: null, divisions: [] };
    expect(heroLeadership({ currentLeaders: none })).toEqual({ leaders: [], leadershipColor: null, divisions: [] });
    expect(heroLeadership(undefined).leaders).toEqual([]);
  });
});
