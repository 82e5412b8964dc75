import type { ChartNode } from './chart-layout';
import {
  BPH,
  divisionGroupOf,
  divisionGroups,
  groupName,
  OTHER_GROUP,
  type DivisionGroup,
  type GroupDivision,
} from './division-group';

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
