import type { Edge, Node } from '@xyflow/react';
import type { OrgMember, PositionOrder } from '../types';
import { ledDivisions } from '@hmti/contract';
import { divisionGroupOf, type GroupDivision } from './division-group';
import { normalizePosition, sortMembersByPositions } from './sort-members';

/*
 * Coordinates are node centres on x (the chart renders with nodeOrigin [0.5, 0]) and node tops on y.
 * The layout is centred on x = 0:
 *   y=0    Ketua Himpunan -200 | Wakil Ketua Himpunan +200
 *   y=200  Sekretaris Himpunan 2 -500, Sekretaris Himpunan 1 -200 | Bendahara Himpunan 1 +200, Bendahara Himpunan 2 +500
 *   y=400  the division heads ('Ketua Divisi X'), 600 apart in the divisions' order and centred on x = 0: with the
 *          six seeded divisions Senor -1500, Public Relation -900, Religius -300, Technopreneurship +300, Medinfo +900,
 *          Intelektual +1500; a seventh moves them all 300 to the left and takes +1800
 *   y=600+ the division's other members ('Anggota Divisi X') in two columns at head x -110 / +110, 200 per row,
 *          each linked to its head
 * The invisible root sits at (0, 175), between the top row and the rows below: the chair and vice chair
 * link into it, and it links out to the secretaries, treasurers and division heads (the heads' lines turn
 * at y=375, below the officers' row, so they do not run behind those cards).
 * Members the layout has no place for (other positions, a post held twice) go in rows of 8 below everything, 220 apart.
 */
export const ROW_HEIGHT = 200;
export const PAIR_HALF_SPACING = 200;
export const SECOND_OFFICER_EXTRA = 300;
export const DIVISION_SPACING = 600;
export const MEMBER_COLUMN_OFFSET = 110;
export const MEMBERS_START_Y = 600;
export const ROOT_ID = 'root';
export const ROOT_POSITION = { x: 0, y: 175 };
const DIVISION_BUS_Y = 375;
const DIVISION_STEP_POSITION = (DIVISION_BUS_Y - ROOT_POSITION.y) / (2 * ROW_HEIGHT - ROOT_POSITION.y);
const EXTRA_PER_ROW = 8;
const EXTRA_SPACING = 220;

export interface MemberNodeData extends Record<string, unknown> {
  name: string;
  position: string;
  imageUrl: string | null;
  imageSet: OrgMember['imageSet'];
}
export type MemberNode = Node<MemberNodeData, 'member'>;
export type RootNode = Node<Record<string, never>, 'root'>;
export type ChartNode = MemberNode | RootNode;

export interface ChartLayout {
  nodes: ChartNode[];
  edges: Edge[];
}

type Point = { x: number; y: number };

/** Fixed places of the leadership, keyed by normalised position text. */
const FIXED_SLOTS: ReadonlyMap<string, Point> = new Map<string, Point>([
  ['ketua himpunan', { x: -PAIR_HALF_SPACING, y: 0 }],
  ['wakil ketua himpunan', { x: PAIR_HALF_SPACING, y: 0 }],
  ['sekretaris himpunan 1', { x: -PAIR_HALF_SPACING, y: ROW_HEIGHT }],
  ['bendahara himpunan 1', { x: PAIR_HALF_SPACING, y: ROW_HEIGHT }],
  ['sekretaris himpunan 2', { x: -PAIR_HALF_SPACING - SECOND_OFFICER_EXTRA, y: ROW_HEIGHT }],
  ['bendahara himpunan 2', { x: PAIR_HALF_SPACING + SECOND_OFFICER_EXTRA, y: ROW_HEIGHT }],
]);
/** Without a number, a secretary or treasurer takes the first post. */
const SLOT_ALIASES: ReadonlyMap<string, string> = new Map([
  ['sekretaris himpunan', 'sekretaris himpunan 1'],
  ['bendahara himpunan', 'bendahara himpunan 1'],
]);
/** Posts that hang from the root rather than from a head. */
const TOP_ROW = new Set(['ketua himpunan', 'wakil ketua himpunan']);

/** A division's head holds the post whose name starts with 'Ketua' ('Ketua Divisi X'). */
const isHeadPost = (key: string) => /^ketua\b/.test(key);

const memberNode = (m: OrgMember, position: Point): MemberNode => ({
  id: `member-${m._id ?? m.id}`,
  type: 'member',
  position,
  data: { name: m.name, position: m.position, imageUrl: m.imageUrl || null, imageSet: m.imageSet ?? null },
});

const edge = (source: string, target: string, stepPosition?: number): Edge => ({
  id: `${source}->${target}`,
  source,
  target,
  type: 'smoothstep',
  ...(stepPosition === undefined ? {} : { pathOptions: { stepPosition } }),
});

/** React Flow nodes and edges of the organisation chart (see the coordinates above). */
export function buildChartLayout(
  members: readonly OrgMember[],
  positions: readonly PositionOrder[] | undefined,
  divisions: readonly GroupDivision[],
): ChartLayout {
  const nodes: ChartNode[] = [
    {
      id: ROOT_ID,
      type: 'root',
      position: { ...ROOT_POSITION },
      data: {},
      draggable: false,
      selectable: false,
      focusable: false,
    },
  ];
  const edges: Edge[] = [];
  const taken = new Set<string>();
  const led = ledDivisions(divisions).map((d) => d.name);
  const divisionX = (index: number) => (index - (led.length - 1) / 2) * DIVISION_SPACING;
  const headIds = new Map<number, string>();
  const divisionMembers: OrgMember[][] = led.map(() => []);
  const extras: OrgMember[] = [];

  for (const m of sortMembersByPositions(members, positions ?? [])) {
    const raw = normalizePosition(m.position);
    const key = SLOT_ALIASES.get(raw) ?? raw;
    const slot = FIXED_SLOTS.get(key);
    const division = slot ? -1 : led.indexOf(divisionGroupOf(m.position, divisions));
    if (slot && !taken.has(key)) {
      taken.add(key);
      const node = memberNode(m, { ...slot });
      nodes.push(node);
      if (TOP_ROW.has(key)) edges.push(edge(node.id, ROOT_ID));
      else edges.push(edge(ROOT_ID, node.id));
    } else if (division >= 0 && isHeadPost(key)) {
      // A head post held twice has no second place at the head's row.
      if (headIds.has(division)) {
        extras.push(m);
        continue;
      }
      const node = memberNode(m, { x: divisionX(division), y: 2 * ROW_HEIGHT });
      nodes.push(node);
      edges.push(edge(ROOT_ID, node.id, DIVISION_STEP_POSITION));
      headIds.set(division, node.id);
    } else if (division >= 0) {
      divisionMembers[division].push(m);
    } else {
      extras.push(m);
    }
  }

  let lowestY = -ROW_HEIGHT;
  for (const n of nodes) if (n.id !== ROOT_ID) lowestY = Math.max(lowestY, n.position.y);

  divisionMembers.forEach((list, d) => {
    list.forEach((m, i) => {
      const x = divisionX(d) + (i % 2 === 0 ? -MEMBER_COLUMN_OFFSET : MEMBER_COLUMN_OFFSET);
      const y = MEMBERS_START_Y + Math.floor(i / 2) * ROW_HEIGHT;
      const node = memberNode(m, { x, y });
      nodes.push(node);
      lowestY = Math.max(lowestY, y);
      const headId = headIds.get(d);
      if (headId) edges.push(edge(headId, node.id));
    });
  });

  const extrasTop = lowestY + ROW_HEIGHT;
  extras.forEach((m, i) => {
    const row = Math.floor(i / EXTRA_PER_ROW);
    const inRow = Math.min(EXTRA_PER_ROW, extras.length - row * EXTRA_PER_ROW);
    const x = ((i % EXTRA_PER_ROW) - (inRow - 1) / 2) * EXTRA_SPACING;
    nodes.push(memberNode(m, { x, y: extrasTop + row * ROW_HEIGHT }));
  });

  return { nodes, edges };
}
