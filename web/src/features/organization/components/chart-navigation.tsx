import { useId, useState, type KeyboardEvent } from 'react';
import { ControlButton, useReactFlow, useStore } from '@xyflow/react';
import type { ChartGroup } from '../lib/chart-groups';

/** Names are text-sm (14 px): at this zoom or more they read at 12 px or larger. */
export const READABLE_ZOOM = 0.9;
const MAX_GROUP_ZOOM = 1.5;
/** Space kept around a group shown from its left end, as a share of the smaller side of the view. */
const GROUP_MARGIN = 0.05;
/** One pan step moves the view by this share of its width or height. */
const PAN_SHARE = 0.4;

type Direction = 'left' | 'right' | 'up' | 'down';
const DIRECTIONS: Record<Direction, { label: string; arrow: string; dx: number; dy: number }> = {
  left: { label: 'Geser ke kiri', arrow: '←', dx: 1, dy: 0 },
  right: { label: 'Geser ke kanan', arrow: '→', dx: -1, dy: 0 },
  up: { label: 'Geser ke atas', arrow: '↑', dx: 0, dy: 1 },
  down: { label: 'Geser ke bawah', arrow: '↓', dx: 0, dy: -1 },
};
const KEY_DIRECTIONS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * Ways to reach every part of a chart that cannot be dragged or wheel-zoomed: pan buttons and arrow
 * keys move the view, + and - zoom, and "Bagian bagan" fits one group at a readable size.
 */
export function useChartNavigation() {
  const flow = useReactFlow();
  const width = useStore((s) => s.width);
  const height = useStore((s) => s.height);

  const pan = (direction: Direction) => {
    const { x, y, zoom } = flow.getViewport();
    const d = DIRECTIONS[direction];
    void flow.setViewport({ x: x + d.dx * width * PAN_SHARE, y: y + d.dy * height * PAN_SHARE, zoom });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const direction = KEY_DIRECTIONS[event.key];
    if (direction) pan(direction);
    else if (event.key === '+' || event.key === '=') void flow.zoomIn();
    else if (event.key === '-') void flow.zoomOut();
    else return;
    event.preventDefault();
  };

  const focusGroup = (group: ChartGroup | undefined) => {
    if (!group) {
      void flow.fitView({ padding: 0.1 });
      return;
    }
    const bounds = flow.getNodesBounds(group.nodeIds);
    const margin = Math.min(width, height) * GROUP_MARGIN;
    // Too wide to be read whole (e.g. on a phone): start at its left end; the pan buttons show the rest.
    if (bounds.width * READABLE_ZOOM + 2 * margin > width) {
      void flow.setViewport({
        x: margin - bounds.x * READABLE_ZOOM,
        y: margin - bounds.y * READABLE_ZOOM,
        zoom: READABLE_ZOOM,
      });
      return;
    }
    void flow.fitView({
      nodes: group.nodeIds.map((id) => ({ id })),
      padding: 0.1,
      minZoom: READABLE_ZOOM,
      maxZoom: MAX_GROUP_ZOOM,
    });
  };

  return { pan, onKeyDown, focusGroup };
}

export function PanButtons({ onPan }: { onPan: (direction: Direction) => void }) {
  return (
    <>
      {(Object.keys(DIRECTIONS) as Direction[]).map((direction) => (
        <ControlButton
          key={direction}
          onClick={() => onPan(direction)}
          aria-label={DIRECTIONS[direction].label}
          title={DIRECTIONS[direction].label}
        >
          <span aria-hidden="true" className="text-base leading-none font-bold text-slate-800">
            {DIRECTIONS[direction].arrow}
          </span>
        </ControlButton>
      ))}
    </>
  );
}

const ALL = 'all';

/** "Bagian bagan": the whole chart, or one group fitted at a size where its names can be read. */
export function GroupPicker({
  groups,
  onFocus,
}: {
  groups: ChartGroup[];
  onFocus: (g: ChartGroup | undefined) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(ALL);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-slate-700">
        Bagian bagan
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onFocus(groups.find((g) => g.value === event.target.value));
        }}
        className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-slate-900"
      >
        <option value={ALL}>Seluruh bagan</option>
        {groups.map((g) => (
          <option key={g.value} value={g.value}>
            {g.label}
          </option>
        ))}
      </select>
      <span className="text-xs text-slate-600">Geser dengan tombol panah; perbesar dengan + dan −.</span>
    </div>
  );
}
