import { useEffect, useMemo, useRef, useState } from 'react';
import { Controls, Panel, ReactFlow, ReactFlowProvider, useNodesInitialized, useNodesState } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { buildChartLayout, chartGroups, type ChartNode } from '../lib/chart-layout';
import { FIT_PADDING } from '../lib/chart-view';
import { useDivisions } from '../hooks/use-division-looks';
import type { OrgMember, PositionOrder } from '@hmti/contract';
import { GroupPicker, PanButtons, useChartNavigation } from './chart-navigation';
import { chartNodeTypes } from './member-node';

const FIT_VIEW_OPTIONS = { padding: FIT_PADDING };
const FIT_DELAY_MS = 100;
const ARIA_LABELS = {
  'controls.ariaLabel': 'Kontrol bagan',
  'controls.zoomIn.ariaLabel': 'Perbesar',
  'controls.zoomOut.ariaLabel': 'Perkecil',
  'controls.fitView.ariaLabel': 'Sesuaikan tampilan',
};

interface OrgChartProps {
  members: OrgMember[];
  positions?: PositionOrder[];
}

function Chart({ members, positions }: OrgChartProps) {
  const divisions = useDivisions();
  const layout = useMemo(() => buildChartLayout(members, positions, divisions), [members, positions, divisions]);
  // Cards can be dragged, so the nodes are state; the edges are the layout's (nothing can select or remove them).
  const [nodes, setNodes, onNodesChange] = useNodesState<ChartNode>(layout.nodes);
  // A new layout puts its cards back in their places in the render that brings its edges.
  const [placed, setPlaced] = useState(layout);
  if (placed !== layout) {
    setPlaced(layout);
    setNodes(layout.nodes);
  }
  const toolbar = useRef<HTMLDivElement>(null);
  const { pan, onKeyDown, focusGroup } = useChartNavigation(toolbar);
  const groups = useMemo(() => chartGroups(layout.nodes, divisions), [layout, divisions]);
  const measured = useNodesInitialized();

  // Once the cards are measured, 100 ms later: the first group (the leadership) at a size its names read at.
  useEffect(() => {
    if (!measured) return;
    const timer = setTimeout(() => focusGroup(groups[0]), FIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [measured, groups, focusGroup]);

  return (
    // No text is selected by dragging across the chart (a drag moves a card, or nothing).
    <div
      role="group"
      aria-label="Bagan struktur organisasi: tombol panah menggeser, + dan - memperbesar atau memperkecil"
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="h-[700px] w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-50 select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&_.react-flow\_\_attribution]:bg-white/90! [&_.react-flow\_\_attribution_a]:text-slate-700!"
      data-testid="org-chart"
    >
      <ReactFlow
        aria-label="Bagan struktur organisasi"
        ariaLabelConfig={ARIA_LABELS}
        nodes={nodes}
        edges={layout.edges}
        onNodesChange={onNodesChange}
        nodeTypes={chartNodeTypes}
        nodeOrigin={[0.5, 0]}
        nodesDraggable
        nodesConnectable={false}
        nodesFocusable={false}
        edgesFocusable={false}
        elementsSelectable={false}
        panOnDrag={false}
        panOnScroll={false}
        zoomOnScroll={false}
        zoomOnDoubleClick={false}
        preventScrolling={false}
        minZoom={0.1}
        maxZoom={2}
        defaultViewport={{ x: 0, y: 0, zoom: 0.8 }}
        defaultEdgeOptions={{ style: { stroke: '#64748b', strokeWidth: 1.5 } }}
      >
        {/* Over the chart's top, so it is in view whenever the chart is. */}
        <Panel
          ref={toolbar}
          position="top-left"
          className="m-2! max-w-[calc(100%-1rem)] rounded-xl bg-white/95 px-3 py-2 shadow ring-1 ring-slate-200"
        >
          <GroupPicker key={layout.nodes.map((n) => n.id).join(',')} groups={groups} onFocus={focusGroup} />
        </Panel>
        <Controls showZoom showFitView showInteractive={false} fitViewOptions={FIT_VIEW_OPTIONS}>
          <PanButtons onPan={pan} />
        </Controls>
      </ReactFlow>
    </div>
  );
}

/** The read-only organisation chart (lazy chunk: React Flow and its CSS load only with it). */
export default function OrgChart(props: OrgChartProps) {
  return (
    <ReactFlowProvider>
      <Chart {...props} />
    </ReactFlowProvider>
  );
}
