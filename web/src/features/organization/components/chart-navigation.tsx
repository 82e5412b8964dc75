import { useId, useMemo, type KeyboardEvent, type RefObject } from 'react';
import { ControlButton, useReactFlow, useStoreApi } from '@xyflow/react';
import type { ChartGroup } from '../lib/chart-layout';
import { FIT_PADDING, readableViewport } from '../lib/chart-view';

/** One pan step moves the view by this share of its width or height. */
const PAN_SHARE = 0.4;

/** The pan buttons, keyed by the arrow key that does the same. */
const DIRECTIONS = {
  ArrowLeft: { label: 'Geser ke kiri', arrow: '←', dx: 1, dy: 0 },
  ArrowRight: { label: 'Geser ke kanan', arrow: '→', dx: -1, dy: 0 },
  ArrowUp: { label: 'Geser ke atas', arrow: '↑', dx: 0, dy: 1 },
  ArrowDown: { label: 'Geser ke bawah', arrow: '↓', dx: 0, dy: -1 },
};
type Direction = keyof typeof DIRECTIONS;
const isDirection = (key: string): key is Direction => Object.hasOwn(DIRECTIONS, key);

/**
 * Ways to reach every part of a chart that cannot be dragged or wheel-zoomed: pan buttons and arrow
 * keys move the view, + and - zoom, and "Bagian bagan" shows one group at a readable size (the chart starts on
 * its first group, the leadership). `toolbar` is the bar over the chart's top, which a group's view keeps clear of.
 */
export function useChartNavigation(toolbar: RefObject<HTMLElement | null>) {
  const flow = useReactFlow();
  const store = useStoreApi();

  // Stable across renders (the chart's first view is set from an effect).
  return useMemo(() => {
    const pan = (direction: Direction) => {
      const { width, height, panBy } = store.getState();
      const d = DIRECTIONS[direction];
      void panBy({ x: d.dx * width * PAN_SHARE, y: d.dy * height * PAN_SHARE });
    };

    const onKeyDown = (event: KeyboardEvent) => {
      // "Bagian bagan" is inside the chart: its arrow keys choose, as a dropdown's do.
      if (event.target instanceof HTMLSelectElement) return;
      if (isDirection(event.key)) pan(event.key);
      else if (event.key === '+' || event.key === '=') void flow.zoomIn();
      else if (event.key === '-') void flow.zoomOut();
      else return;
      event.preventDefault();
    };

    const focusGroup = (group: ChartGroup | undefined) => {
      if (!group) {
        void flow.fitView({ padding: FIT_PADDING });
        return;
      }
      const { width, height } = store.getState();
      const bar = toolbar.current;
      const top = bar ? bar.offsetTop + bar.offsetHeight : 0;
      const bounds = flow.getNodesBounds(group.nodeIds);
      // Too wide to read whole: centred on its top row, or else on its first card (the chair, a division's head).
      const topY = Math.min(...group.nodeIds.map((id) => flow.getInternalNode(id)?.internals.positionAbsolute.y ?? 0));
      const topRow = group.nodeIds.filter((id) => flow.getInternalNode(id)?.internals.positionAbsolute.y === topY);
      const parts = [flow.getNodesBounds(topRow), flow.getNodesBounds(group.nodeIds.slice(0, 1))];
      void flow.setViewport(readableViewport(bounds, parts, { width, height, top }));
    };

    return { pan, onKeyDown, focusGroup };
  }, [flow, store, toolbar]);
}

export function PanButtons({ onPan }: { onPan: (direction: Direction) => void }) {
  return (
    <>
      {Object.entries(DIRECTIONS).map(([direction, { label, arrow }]) => (
        <ControlButton key={direction} onClick={() => onPan(direction as Direction)} aria-label={label} title={label}>
          <span aria-hidden="true" className="text-base leading-none font-bold text-slate-800">
            {arrow}
          </span>
        </ControlButton>
      ))}
    </>
  );
}

const ALL = 'all';

/** "Bagian bagan": the whole chart, or one group at a size where its names can be read; starts on the first group. */
export function GroupPicker({
  groups,
  onFocus,
}: {
  groups: ChartGroup[];
  onFocus: (g: ChartGroup | undefined) => void;
}) {
  const id = useId();
  // Uncontrolled: the chart keys the picker by its cards, so other cards start it afresh.
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="shrink-0 font-medium text-slate-800">
        Bagian bagan
      </label>
      <select
        id={id}
        defaultValue={groups[0]?.value ?? ALL}
        onChange={(event) => onFocus(groups.find((g) => g.value === event.target.value))}
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-slate-900 md:flex-none md:px-3"
      >
        <option value={ALL}>Seluruh bagan</option>
        {groups.map((g) => (
          <option key={g.value} value={g.value}>
            {g.label}
          </option>
        ))}
      </select>
      <span className="hidden text-xs text-slate-600 md:inline">
        Geser dengan tombol panah; perbesar dengan + dan −.
      </span>
    </div>
  );
}
