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
  const byGroup = new Map<DivisionGroup, string[]>();
  for (const node of nodes) {
    if (node.type !== 'member') continue;
    const group = divisionGroupOf(node.data.position, divisions);
    byGroup.set(group, [...(byGroup.get(group) ?? []), node.id]);
  }
  return divisionGroups(divisions)
    .filter((g) => byGroup.has(g))
    .map((g) => ({
      value: g,
      label: g === BPH ? 'Pimpinan (BPH)' : g === OTHER_GROUP ? 'Lainnya' : `Divisi ${groupName(g, divisions)}`,
      nodeIds: byGroup.get(g) ?? [],
    }));
}
