import type { Rect, Viewport } from '@xyflow/react';

/** Names are text-sm (14 px): at this zoom or more they read at 12 px or larger. */
export const READABLE_ZOOM = 0.9;
/** A small group is not blown up beyond this. */
const MAX_GROUP_ZOOM = 1.5;
/** The chart's fit padding: the fitted part takes 1 / (1 + FIT_PADDING) of the view. */
export const FIT_PADDING = 0.1;
/** Space kept above a group shown from its top, as a share of the smaller side of the view. */
const TOP_MARGIN = 0.05;

export type { Rect };
/** The chart's size on screen; `top` is the height its toolbar covers at the top. */
interface ViewSize {
  width: number;
  height: number;
  top: number;
}

/**
 * A view of a group of the chart where its names can be read. The group fitted (padding FIT_PADDING, zoom at most
 * MAX_GROUP_ZOOM) below the toolbar when that is READABLE_ZOOM or more; otherwise READABLE_ZOOM, showing the group
 * from its top and centred on the first of `parts` that fits across (e.g. the leadership's top row, then the chair):
 * the pan buttons and the arrow keys show the rest.
 */
export function readableViewport(group: Rect, parts: readonly Rect[], size: ViewSize): Viewport {
  const room = { width: size.width, height: size.height - size.top };
  const spread = 1 + FIT_PADDING;
  const fitted = Math.min(room.width / (group.width * spread), room.height / (group.height * spread), MAX_GROUP_ZOOM);
  const centreX = (rect: Rect, zoom: number) => size.width / 2 - (rect.x + rect.width / 2) * zoom;
  if (fitted >= READABLE_ZOOM) {
    return {
      zoom: fitted,
      x: centreX(group, fitted),
      y: size.top + room.height / 2 - (group.y + group.height / 2) * fitted,
    };
  }
  const zoom = READABLE_ZOOM;
  const across = [group, ...parts].find((rect) => rect.width * spread * zoom <= size.width) ?? parts.at(-1) ?? group;
  return {
    zoom,
    x: centreX(across, zoom),
    y: size.top + Math.min(size.width, size.height) * TOP_MARGIN - group.y * zoom,
  };
}
