// Pure scroll geometry of the mean list (measurements in, a scrollLeft out). No DOM here.

export interface TileBox {
  /** Left edge of the tile in the scroller's content coordinates (offsetLeft). */
  start: number;
  width: number;
}

export interface Viewport {
  /** The scroller's visible width (clientWidth). */
  width: number;
  /** Largest scrollLeft (scrollWidth - clientWidth). */
  max: number;
  /** Inline padding of the scroller, kept visible around a tile scrolled to an edge. */
  padding: number;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), Math.max(lo, hi));

/**
 * Initial position: the tile `offset` places before the selected one starts the view, but never so far
 * that the selected tile is cut on the right (so the offset is "up to" `offset` tiles).
 */
export function offsetScrollLeft(tiles: readonly TileBox[], selectedIndex: number, offset: number, view: Viewport): number {
  const selected = tiles[selectedIndex];
  if (!selected) return 0;
  const first = tiles[Math.max(0, selectedIndex - Math.max(0, Math.floor(offset)))] ?? selected;
  let left = first.start - view.padding;
  const selectedEnd = selected.start + selected.width + view.padding;
  if (selectedEnd - left > view.width) left = selectedEnd - view.width;
  return clamp(Math.round(left), 0, view.max);
}

/** The smallest scroll that shows the whole tile; the current position if it is already visible. */
export function nearestScrollLeft(tile: TileBox, current: number, view: Viewport): number {
  const start = tile.start - view.padding;
  const end = tile.start + tile.width + view.padding;
  let left = current;
  if (start < current) left = start;
  else if (end > current + view.width) left = end - view.width;
  return clamp(Math.round(left), 0, view.max);
}

/** One "page" for the arrow buttons: as many whole tiles as fit, at least one. */
export function pageScrollLeft(current: number, direction: -1 | 1, stride: number, view: Viewport): number {
  const step = stride > 0 ? Math.max(1, Math.floor((view.width - 2 * view.padding) / stride)) * stride : view.width;
  return clamp(Math.round(current + direction * step), 0, view.max);
}

/** Whether the list sits at either end (1 px tolerance for fractional scroll positions). */
export function scrollEdges(scrollLeft: number, max: number): { atStart: boolean; atEnd: boolean } {
  const left = Math.abs(scrollLeft);
  return { atStart: left <= 1, atEnd: left >= max - 1 };
}
