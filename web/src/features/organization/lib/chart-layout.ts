import type { Edge, Node, XYPosition } from '@xyflow/react';
import { CHAIR_POST, FIXED_POSTS, ledDivisions, seatMembers, VICE_CHAIR_POST, type FixedPost } from '@hmti/contract';
import type { OrgMember, PositionOrder } from '@hmti/contract';
import {
  BPH,
  divisionGroupOf,
  divisionGroups,
  groupName,
  OTHER_GROUP,
  type DivisionGroup,
  type GroupDivision,
} from './division-group';

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
const ROW_HEIGHT = 200;
const PAIR_HALF_SPACING = 200;
const SECOND_OFFICER_EXTRA = 300;
const DIVISION_SPACING = 600;
const MEMBER_COLUMN_OFFSET = 110;
const MEMBERS_START_Y = 600;
const ROOT_ID = 'root';
const ROOT_POSITION = { x: 0, y: 175 };
const DIVISION_BUS_Y = 375;
const DIVISION_STEP_POSITION = (DIVISION_BUS_Y - ROOT_POSITION.y) / (2 * ROW_HEIGHT - ROOT_POSITION.y);
const EXTRA_PER_ROW = 8;
const EXTRA_SPACING = 220;

interface MemberNodeData extends Record<string, unknown> {
  name: string;
  position: string;
  imageUrl: string | null;
  imageSet: OrgMember['imageSet'];
  /** The division's head the chart seats (contract's seatMembers), who carries the division's mark. */
  head: boolean;
}
export type MemberNode = Node<MemberNodeData, 'member'>;
export type ChartNode = MemberNode | Node<Record<string, never>, 'root'>;

/** Fixed places of the leadership's posts. */
const FIXED_SLOTS: Record<FixedPost, XYPosition> = {
  'ketua himpunan': { x: -PAIR_HALF_SPACING, y: 0 },
  'wakil ketua himpunan': { x: PAIR_HALF_SPACING, y: 0 },
  'sekretaris himpunan 1': { x: -PAIR_HALF_SPACING, y: ROW_HEIGHT },
  'bendahara himpunan 1': { x: PAIR_HALF_SPACING, y: ROW_HEIGHT },
  'sekretaris himpunan 2': { x: -PAIR_HALF_SPACING - SECOND_OFFICER_EXTRA, y: ROW_HEIGHT },
  'bendahara himpunan 2': { x: PAIR_HALF_SPACING + SECOND_OFFICER_EXTRA, y: ROW_HEIGHT },
};
/** Posts that hang from the root rather than from a head. */
const TOP_ROW = new Set<FixedPost>([CHAIR_POST, VICE_CHAIR_POST]);

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
) {
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
  const led = ledDivisions(divisions).map((d) => d.name);
  const seating = seatMembers(members, positions, divisions);
  let lowestY = -ROW_HEIGHT;
  const place = (m: OrgMember, position: XYPosition, head = false) => {
    const id = `member-${m._id ?? m.id}`;
    nodes.push({
      id,
      type: 'member',
      position,
      data: { name: m.name, position: m.position, imageUrl: m.imageUrl || null, imageSet: m.imageSet ?? null, head },
    });
    lowestY = Math.max(lowestY, position.y);
    return id;
  };

  for (const post of FIXED_POSTS) {
    const holder = seating.posts.get(post);
    if (!holder) continue;
    const id = place(holder, { ...FIXED_SLOTS[post] });
    edges.push(TOP_ROW.has(post) ? edge(id, ROOT_ID) : edge(ROOT_ID, id));
  }
  led.forEach((division, d) => {
    const x = (d - (led.length - 1) / 2) * DIVISION_SPACING;
    const head = seating.heads.get(division);
    const headId = head && place(head, { x, y: 2 * ROW_HEIGHT }, true);
    if (headId) edges.push(edge(ROOT_ID, headId, DIVISION_STEP_POSITION));
    (seating.members.get(division) ?? []).forEach((m, i) => {
      const offset = i % 2 === 0 ? -MEMBER_COLUMN_OFFSET : MEMBER_COLUMN_OFFSET;
      const id = place(m, { x: x + offset, y: MEMBERS_START_Y + Math.floor(i / 2) * ROW_HEIGHT });
      if (headId) edges.push(edge(headId, id));
    });
  });

  const { extras } = seating;
  const extrasTop = lowestY + ROW_HEIGHT;
  extras.forEach((m, i) => {
    const row = Math.floor(i / EXTRA_PER_ROW);
    const inRow = Math.min(EXTRA_PER_ROW, extras.length - row * EXTRA_PER_ROW);
    const x = ((i % EXTRA_PER_ROW) - (inRow - 1) / 2) * EXTRA_SPACING;
    place(m, { x, y: extrasTop + row * ROW_HEIGHT });
  });

  return { nodes, edges };
}

export interface ChartGroup {
  value: DivisionGroup;
  label: string;
  nodeIds: string[];
}

/** The parts of the chart a visitor can jump to (leadership, each division, others), in the chart's order. */
export function chartGroups(nodes: readonly ChartNode[], divisions: readonly GroupDivision[]): ChartGroup[] {
  const members = nodes.filter((node) => node.type === 'member');
  return divisionGroups(divisions)
    .map((g) => ({
      value: g,
      label: g === BPH ? 'Pimpinan (BPH)' : g === OTHER_GROUP ? 'Lainnya' : `Divisi ${groupName(g, divisions)}`,
      nodeIds: members.filter((m) => divisionGroupOf(m.data.position, divisions) === g).map((m) => m.id),
    }))
    .filter((g) => g.nodeIds.length > 0);
}
