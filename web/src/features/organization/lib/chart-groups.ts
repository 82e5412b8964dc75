import type { ChartNode } from './chart-layout';
import { BPH, DIVISION_GROUPS, OTHER_GROUP, divisionGroupOf, type DivisionGroup } from './division-group';

export interface ChartGroup {
  value: DivisionGroup;
  label: string;
  nodeIds: string[];
}

const labelOf = (group: DivisionGroup) =>
  group === BPH ? 'Pimpinan (BPH)' : group === OTHER_GROUP ? 'Lainnya' : `Divisi ${group}`;

/** The parts of the chart a visitor can jump to (leadership, each division, others), in the chart's order. */
export function chartGroups(nodes: readonly ChartNode[]): ChartGroup[] {
  const byGroup = new Map<DivisionGroup, string[]>();
  for (const node of nodes) {
    if (node.type !== 'member') continue;
    const group = divisionGroupOf(node.data.position);
    byGroup.set(group, [...(byGroup.get(group) ?? []), node.id]);
  }
  return DIVISION_GROUPS.filter((g) => byGroup.has(g)).map((g) => ({
    value: g,
    label: labelOf(g),
    nodeIds: byGroup.get(g) ?? [],
  }));
}
