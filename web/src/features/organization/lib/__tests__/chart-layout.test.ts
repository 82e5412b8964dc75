import { describe, expect, it } from 'vitest';
import { buildChartLayout } from '../chart-layout';
import type { OrgMember } from '@hmti/contract';

let nextId = 1;
const member = (position: string, name = position): OrgMember => {
  const id = nextId++;
  return { _id: id, id, name, position, period: '2025-2026', imageUrl: `/uploads/demo/${id}.webp` };
};

const DIVISIONS = ['Senor', 'Public Relation', 'Religius', 'Technopreneurship', 'Medinfo', 'Intelektual'];
const division = (displayName: string) => ({
  name: displayName.toLowerCase().replace(/ /g, '_'),
  displayName,
  positions: [`Ketua Divisi ${displayName}`, `Anggota Divisi ${displayName}`],
});
/** The seeded divisions as GET /api/organization/divisions lists them: the leadership's first. */
const SEEDED = [
  { name: 'bph', displayName: 'BPH', positions: ['Sekretaris Himpunan 1', 'Bendahara Himpunan 1'] },
  ...DIVISIONS.map(division),
];
const layoutOf = (members: OrgMember[], positions?: Parameters<typeof buildChartLayout>[1]) =>
  buildChartLayout(members, positions, SEEDED);
const seedLike = (): OrgMember[] => [
  member('Ketua Himpunan'),
  member('Wakil Ketua Himpunan'),
  member('Sekretaris Himpunan 1'),
  member('Sekretaris Himpunan 2'),
  member('Bendahara Himpunan 1'),
  member('Bendahara Himpunan 2'),
  ...DIVISIONS.flatMap((d) => [
    member(`Ketua Divisi ${d}`),
    member(`Anggota Divisi ${d}`, `${d} A`),
    member(`Anggota Divisi ${d}`, `${d} B`),
  ]),
];

const positionsByName = (layout: ReturnType<typeof buildChartLayout>) =>
  Object.fromEntries(layout.nodes.filter((n) => n.type === 'member').map((n) => [n.data.name, n.position]));

describe('buildChartLayout', () => {
  it('places every post of a full board at its exact coordinates', () => {
    const layout = layoutOf(seedLike());
    expect(positionsByName(layout)).toEqual({
      'Ketua Himpunan': { x: -200, y: 0 },
      'Wakil Ketua Himpunan': { x: 200, y: 0 },
      'Sekretaris Himpunan 1': { x: -200, y: 200 },
      'Bendahara Himpunan 1': { x: 200, y: 200 },
      'Sekretaris Himpunan 2': { x: -500, y: 200 },
      'Bendahara Himpunan 2': { x: 500, y: 200 },
      'Ketua Divisi Senor': { x: -1500, y: 400 },
      'Ketua Divisi Public Relation': { x: -900, y: 400 },
      'Ketua Divisi Religius': { x: -300, y: 400 },
      'Ketua Divisi Technopreneurship': { x: 300, y: 400 },
      'Ketua Divisi Medinfo': { x: 900, y: 400 },
      'Ketua Divisi Intelektual': { x: 1500, y: 400 },
      'Senor A': { x: -1610, y: 600 },
      'Senor B': { x: -1390, y: 600 },
      'Public Relation A': { x: -1010, y: 600 },
      'Public Relation B': { x: -790, y: 600 },
      'Religius A': { x: -410, y: 600 },
      'Religius B': { x: -190, y: 600 },
      'Technopreneurship A': { x: 190, y: 600 },
      'Technopreneurship B': { x: 410, y: 600 },
      'Medinfo A': { x: 790, y: 600 },
      'Medinfo B': { x: 1010, y: 600 },
      'Intelektual A': { x: 1390, y: 600 },
      'Intelektual B': { x: 1610, y: 600 },
    });
  });

  it('has one invisible root node at (0, 175)', () => {
    const roots = layoutOf(seedLike()).nodes.filter((n) => n.type === 'root');
    expect(roots).toHaveLength(1);
    expect(roots[0]).toMatchObject({ id: 'root', position: { x: 0, y: 175 }, draggable: false, selectable: false });
  });

  it('links chair and vice chair into the root, the root to officers and heads, each head to its members', () => {
    const layout = layoutOf(seedLike());
    const idOf = Object.fromEntries(layout.nodes.map((n) => [n.type === 'member' ? n.data.name : 'root', n.id]));
    const pairs = layout.edges.map((e) => `${e.source}->${e.target}`).sort();
    const expected = [
      `${idOf['Ketua Himpunan']}->root`,
      `${idOf['Wakil Ketua Himpunan']}->root`,
      ...['Sekretaris Himpunan 1', 'Sekretaris Himpunan 2', 'Bendahara Himpunan 1', 'Bendahara Himpunan 2'].map(
        (n) => `root->${idOf[n]}`,
      ),
      ...DIVISIONS.map((d) => `root->${idOf[`Ketua Divisi ${d}`]}`),
      ...DIVISIONS.flatMap((d) => [
        `${idOf[`Ketua Divisi ${d}`]}->${idOf[`${d} A`]}`,
        `${idOf[`Ketua Divisi ${d}`]}->${idOf[`${d} B`]}`,
      ]),
    ].sort();
    expect(pairs).toEqual(expected);
    expect(new Set(layout.edges.map((e) => e.id)).size).toBe(layout.edges.length);
  });

  it('stacks division members in two columns, 200 per row from y=600', () => {
    const members = [
      member('Ketua Divisi Medinfo'),
      ...[1, 2, 3, 4, 5].map((i) => member('Anggota Divisi Medinfo', `M${i}`)),
    ];
    expect(positionsByName(layoutOf(members))).toMatchObject({
      M1: { x: 790, y: 600 },
      M2: { x: 1010, y: 600 },
      M3: { x: 790, y: 800 },
      M4: { x: 1010, y: 800 },
      M5: { x: 790, y: 1000 },
    });
  });

  it('orders division members by the period positions and keeps the node data', () => {
    const members = [member('Anggota Divisi Senor', 'Later'), member('Ketua Divisi Senor', 'Head')];
    const layout = layoutOf(members, [
      { name: 'Ketua Divisi Senor', order: 1 },
      { name: 'Anggota Divisi Senor', order: 2 },
    ]);
    const head = layout.nodes.find((n) => n.type === 'member' && n.data.name === 'Head');
    expect(head).toMatchObject({
      type: 'member',
      position: { x: -1500, y: 400 },
      data: { name: 'Head', position: 'Ketua Divisi Senor' },
    });
    expect(positionsByName(layout).Later).toEqual({ x: -1610, y: 600 });
  });

  it('marks as head only the head it seats: not a deputy, not a second holder of the post', () => {
    const layout = layoutOf([
      member('Ketua Divisi Senor', 'Head'),
      member('Wakil Ketua Divisi Senor', 'Deputy'),
      member('Ketua Divisi Senor', 'Second'),
    ]);
    const heads = layout.nodes.filter((n) => n.type === 'member' && n.data.head).map((n) => n.data.name);
    expect(heads).toEqual(['Head']);
  });

  it('keeps members without a head in place, without edges', () => {
    const layout = layoutOf([member('Anggota Divisi Religius', 'Solo')]);
    expect(positionsByName(layout).Solo).toEqual({ x: -410, y: 600 });
    expect(layout.edges).toEqual([]);
  });

  it('puts other positions and a post held twice in a centred row below the rest', () => {
    const members = [
      member('Ketua Himpunan', 'K1'),
      member('Ketua Himpunan', 'K2'),
      member('Koordinator Acara', 'Other'),
    ];
    expect(positionsByName(layoutOf(members))).toEqual({
      K1: { x: -200, y: 0 },
      K2: { x: -110, y: 200 },
      Other: { x: 110, y: 200 },
    });
  });

  it('gives Lainnya members alone a row at y=0', () => {
    const layout = layoutOf([member('Koordinator Acara', 'Solo')]);
    expect(positionsByName(layout)).toEqual({ Solo: { x: 0, y: 0 } });
  });

  it('treats an unnumbered secretary as the first one and gives no image as null', () => {
    const m = { ...member('Sekretaris Himpunan', 'S'), imageUrl: '' };
    const layout = layoutOf([m]);
    expect(layout.nodes[1]).toMatchObject({ position: { x: -200, y: 200 }, data: { imageUrl: null } });
  });

  it("extends the heads' row to an added division with the same spacing, its members below its head", () => {
    const robotika = division('Robotika');
    const members = [
      ...seedLike(),
      member('Ketua Divisi Robotika'),
      member('Anggota Divisi Robotika', 'Robotika A'),
      member('Koordinator Robotika', 'Robotika B'),
    ];
    const layout = buildChartLayout(members, undefined, [
      ...SEEDED,
      { ...robotika, positions: ['Koordinator Robotika'] },
    ]);
    expect(positionsByName(layout)).toMatchObject({
      'Ketua Divisi Senor': { x: -1800, y: 400 },
      'Ketua Divisi Intelektual': { x: 1200, y: 400 },
      'Ketua Divisi Robotika': { x: 1800, y: 400 },
      'Robotika A': { x: 1690, y: 600 },
      'Robotika B': { x: 1910, y: 600 },
      'Ketua Himpunan': { x: -200, y: 0 },
    });
    const idOf = Object.fromEntries(layout.nodes.map((n) => [n.type === 'member' ? n.data.name : 'root', n.id]));
    const pairs = layout.edges.map((e) => `${e.source}->${e.target}`);
    expect(pairs).toContain(`root->${idOf['Ketua Divisi Robotika']}`);
    expect(pairs).toContain(`${idOf['Ketua Divisi Robotika']}->${idOf['Robotika B']}`);
  });

  it('puts the members of a removed division with the other positions', () => {
    const layout = buildChartLayout([member('Anggota Divisi Robotika', 'Solo')], undefined, SEEDED);
    expect(positionsByName(layout)).toEqual({ Solo: { x: 0, y: 0 } });
  });
});
