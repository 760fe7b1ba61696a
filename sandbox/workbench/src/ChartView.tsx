// One statechart: the SVG of a folded chart (render.ts), with zoom and pan, compound states opened and closed
// by a click or Enter, and the live, path, trace and coverage marks applied as classes on its elements.
// It opens at 100 % centred on the current state (or the initial one) and keeps that state in view; Fit
// never zooms out below a readable scale (FIT_MIN_K).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Layout } from './render';

export interface ChartMarks {
  /** Drawn states (a collapsed box stands for the states inside it). */
  active: ReadonlySet<string>;
  /** Transition ids. */
  fired: ReadonlySet<string>;
  /** null: no coverage overlay. */
  uncovered: ReadonlySet<string> | null;
  /** The path from the initial state to the current state: drawn states, transition ids, initial arrows. */
  path: { states: ReadonlySet<string>; transitions: ReadonlySet<string>; inits: ReadonlySet<string> };
}

interface View {
  x: number;
  y: number;
  k: number;
}
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const MIN_K = 0.1;
/**
 * Fit's lowest zoom: a state's name (12 px) drawn at 9 px, a top-level state's (15 px) at 11 px, the
 * legibility of docs/decisions.md "A readable root chart". Below it Fit shows the largest part of the chart
 * that is readable and the rest is a pan away (docs/decisions.md "Fit stays readable").
 */
export const FIT_MIN_K = 0.75;
const FIT_MAX_K = 1.5;
const FIT_PAD = 16;
const MAX_K = 4;
const clampK = (k: number) => Math.min(MAX_K, Math.max(MIN_K, k));
const MARGIN = 24;
/** An offset that shows no blank beyond the chart's edges: a chart smaller than the view is centred. */
const bound = (view: number, total: number, want: number) => (total <= view ? (view - total) / 2 : Math.min(0, Math.max(view - total, want)));

export interface ChartViewProps {
  name: string;
  layout: Layout;
  marks: ChartMarks;
  /** The drawn state to centre on: the current state's box, or the initial state. */
  focus: string;
  /** A click or Enter on a compound state: `open` is whether it is open now. */
  onToggle: (id: string, open: boolean) => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
}

export function ChartView({ name, layout, marks, focus, onToggle, onExpandAll, onCollapseAll }: ChartViewProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ x: 0, y: 0, k: 1 });
  const viewRef = useRef(view);
  viewRef.current = view;
  const drag = useRef<{ x: number; y: number; vx: number; vy: number; id: number; moving: boolean } | null>(null);
  const dragged = useRef(false);
  /** The first layout of this chart is not shown yet: it opens centred on the focus at 100 %. */
  const opening = useRef(true);
  /** A state just toggled: it keeps its place on screen across the new layout. */
  const anchor = useRef<{ id: string; sx: number; sy: number } | null>(null);
  /** "Expand all" / "Collapse all": centre on the focus once the new layout is in. */
  const recentre = useRef(false);
  /** A state that had the keyboard focus when toggled: it gets it back in the new layout. */
  const refocus = useRef<string | null>(null);
  /** The state opened by hand last: what Fit shows when the whole chart would be too small to read. */
  const lastOpened = useRef<string | null>(null);

  const stateEl = (id: string) => canvas.current?.querySelector<SVGGElement>(`g.state[data-id="${CSS.escape(id)}"]`) ?? null;
  const boxOf = (id: string): Box | null => {
    const r = stateEl(id)?.querySelector('rect.box');
    if (!r) return null;
    return { x: Number(r.getAttribute('x')), y: Number(r.getAttribute('y')), w: Number(r.getAttribute('width')), h: Number(r.getAttribute('height')) };
  };

  const size = useRef(layout);
  size.current = layout;
  /**
   * Centres a box at zoom k (one larger than the viewport shows its top left corner), without showing
   * blank beyond the chart's edges: a chart that fits is centred whole.
   */
  const centre = useCallback((b: Box, k: number) => {
    const vp = viewport.current;
    if (!vp) return;
    const W = vp.clientWidth;
    const H = vp.clientHeight;
    const place = (view: number, at: number, len: number, total: number) =>
      bound(view, total * k, len * k <= view - MARGIN * 2 ? (view - len * k) / 2 - at * k : MARGIN - at * k);
    setView({ k, x: place(W, b.x, b.w, size.current.width), y: place(H, b.y, b.h, size.current.height) });
  }, []);

  /** Brings a state into view (centred) unless its top left part is already visible. */
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the view through viewRef, so that revealing never waits for a re-render
  const reveal = useCallback(
    (id: string) => {
      const vp = viewport.current;
      const b = boxOf(id);
      if (!vp || !b) return;
      const v = viewRef.current;
      const left = b.x * v.k + v.x;
      const top = b.y * v.k + v.y;
      const w = Math.min(b.w * v.k, vp.clientWidth - MARGIN * 2);
      const h = Math.min(b.h * v.k, vp.clientHeight - MARGIN * 2);
      if (left >= 0 && top >= 0 && left + w <= vp.clientWidth && top + h <= vp.clientHeight) return;
      centre(b, v.k);
    },
    [centre],
  );

  /** The zoom that shows the whole box (at most maxK). */
  const fitK = (b: Box, maxK = FIT_MAX_K) => {
    const vp = viewport.current;
    if (!vp) return 1;
    return clampK(Math.min(maxK, (vp.clientWidth - FIT_PAD * 2) / b.w, (vp.clientHeight - FIT_PAD * 2) / b.h));
  };
  const fit = (b: Box = { x: 0, y: 0, w: layout.width, h: layout.height }, maxK = FIT_MAX_K) => {
    const vp = viewport.current;
    if (!vp) return;
    const k = fitK(b, maxK);
    setView({ k, x: (vp.clientWidth - b.w * k) / 2 - b.x * k, y: Math.max(FIT_PAD, (vp.clientHeight - b.h * k) / 2) - b.y * k });
  };
  /**
   * Fit (the button, `0`): the whole chart when it is readable there (FIT_MIN_K or more); else the largest
   * box around the subject that is (the open flow, its parent...), the subject being the state opened by
   * hand last, else the current state, else the initial one; else the subject centred at FIT_MIN_K, with
   * its neighbours around it. docs/decisions.md "Fit stays readable".
   */
  const fitReadable = () => {
    const whole: Box = { x: 0, y: 0, w: layout.width, h: layout.height };
    const opened = lastOpened.current;
    const subject = opened && canvas.current?.querySelector(`g.state.expanded[data-id="${CSS.escape(opened)}"]`) ? opened : focus;
    const s = boxOf(subject);
    if (!s) return fit(whole);
    // the open states holding the subject (its own box too when it is open), largest first
    const around = [...(canvas.current?.querySelectorAll<SVGGElement>('g.state.expanded[data-id], g.state.machine[data-id]') ?? [])]
      .map((g) => boxOf(g.dataset.id ?? ''))
      .filter((b): b is Box => b !== null && b.x <= s.x && b.y <= s.y && b.x + b.w >= s.x + s.w && b.y + b.h >= s.y + s.h)
      .sort((a, b) => b.w * b.h - a.w * a.h);
    const readable = [whole, ...around].find((b) => fitK(b) >= FIT_MIN_K);
    if (readable) fit(readable);
    else centre(s, FIT_MIN_K);
  };

  // a new layout is in the DOM: place the view, give the focus back
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a new layout is in the DOM (its SVG), and only then
  useLayoutEffect(() => {
    if (opening.current) {
      opening.current = false;
      const b = boxOf(focus);
      if (b) centre(b, 1);
      else setView({ x: MARGIN, y: MARGIN, k: 1 });
    } else if (anchor.current) {
      const a = anchor.current;
      anchor.current = null;
      const b = boxOf(a.id);
      const vp = viewport.current;
      if (b && vp) {
        // the toggled state keeps its place, moved just enough to show its header
        const keep = (view: number, at: number, len: number, total: number, k: number, screen: number) => {
          let off = screen - at * k;
          const start = at * k + off;
          if (start < MARGIN) off += MARGIN - start;
          const end = at * k + off + Math.min(len * k, view - MARGIN * 2);
          if (end > view - MARGIN) off -= end - (view - MARGIN);
          return bound(view, total * k, off);
        };
        setView((v) => ({
          ...v,
          x: keep(vp.clientWidth, b.x, b.w, layout.width, v.k, a.sx),
          y: keep(vp.clientHeight, b.y, b.h, layout.height, v.k, a.sy),
        }));
      }
    } else if (recentre.current) {
      recentre.current = false;
      const b = boxOf(focus);
      if (b) centre(b, viewRef.current.k);
    } else {
      reveal(focus);
    }
    if (refocus.current) {
      stateEl(refocus.current)?.focus({ preventScroll: true });
      refocus.current = null;
    }
  }, [layout.svg]);

  // the live session moved on: keep its current state in view
  useEffect(() => {
    if (!opening.current) reveal(focus);
  }, [focus, reveal]);

  // marks: classes on the SVG's own elements
  // biome-ignore lint/correctness/useExhaustiveDependencies: the marks are redrawn when they or the drawn SVG change, not when the helpers are recreated
  useEffect(() => {
    const root = canvas.current;
    if (!root) return;
    root.querySelectorAll<SVGGElement>('g.state[data-id]').forEach((g) => {
      const id = g.dataset.id ?? '';
      g.classList.toggle('active', marks.active.has(id));
      g.classList.toggle('onpath', marks.path.states.has(id));
      g.classList.toggle('current', id === focus && marks.active.has(id));
    });
    root.querySelectorAll<SVGElement>('[data-transitions]').forEach((el) => {
      const ids = JSON.parse(el.dataset.transitions ?? '[]') as string[];
      el.classList.toggle(
        'fired',
        ids.some((id) => marks.fired.has(id)),
      );
      el.classList.toggle(
        'onpath',
        ids.some((id) => marks.path.transitions.has(id)),
      );
      const bad = marks.uncovered !== null && ids.some((id) => marks.uncovered!.has(id));
      el.classList.toggle('uncovered', bad);
      el.classList.toggle('covered', marks.uncovered !== null && !bad);
    });
    root.querySelectorAll<SVGElement>('path.edge[data-init]').forEach((el) => {
      el.classList.toggle('onpath', marks.path.inits.has(el.dataset.init ?? ''));
    });
  }, [layout.svg, marks, focus]);

  const zoomAt = (factor: number, cx?: number, cy?: number) => {
    const vp = viewport.current;
    if (!vp) return;
    const px = cx ?? vp.clientWidth / 2;
    const py = cy ?? vp.clientHeight / 2;
    setView((v) => {
      const k = clampK(v.k * factor);
      return { k, x: px - ((px - v.x) * k) / v.k, y: py - ((py - v.y) * k) / v.k };
    });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the wheel listener is attached once; it reads the view through refs and state setters
  useEffect(() => {
    const vp = viewport.current;
    if (!vp) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = vp.getBoundingClientRect();
      zoomAt(Math.exp(-e.deltaY * 0.0015), e.clientX - r.left, e.clientY - r.top);
    };
    vp.addEventListener('wheel', onWheel, { passive: false });
    return () => vp.removeEventListener('wheel', onWheel);
  }, []);

  const toggle = (g: SVGGElement) => {
    const id = g.dataset.id;
    const b = id ? boxOf(id) : null;
    if (!id || !b) return;
    const v = viewRef.current;
    anchor.current = { id, sx: b.x * v.k + v.x, sy: b.y * v.k + v.y };
    if (document.activeElement === g) refocus.current = id;
    const open = g.classList.contains('expanded');
    if (!open) lastOpened.current = id;
    else if (lastOpened.current === id) lastOpened.current = null;
    onToggle(id, open);
  };

  // a press without a move is a click (on a state's toggle); with a move, a pan
  const onPointerDown = (e: React.PointerEvent) => {
    if (e.button !== 0) return;
    dragged.current = false;
    drag.current = { x: e.clientX, y: e.clientY, vx: view.x, vy: view.y, id: e.pointerId, moving: false };
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    if (!d.moving) {
      if (Math.hypot(e.clientX - d.x, e.clientY - d.y) < 4) return;
      d.moving = true;
      (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    }
    setView((v) => ({ ...v, x: d.vx + e.clientX - d.x, y: d.vy + e.clientY - d.y }));
  };
  const onPointerUp = () => {
    dragged.current = drag.current?.moving ?? false;
    drag.current = null;
  };
  const onClick = (e: React.MouseEvent) => {
    if (dragged.current) return;
    const g = (e.target as Element).closest('rect.hit')?.closest<SVGGElement>('g.state.foldable');
    if (g) toggle(g);
  };
  /** Double-click a state (not its toggle): zoom to it. */
  const onDoubleClick = (e: React.MouseEvent) => {
    const target = e.target as Element;
    if (target.closest('rect.hit')) return;
    const id = target.closest<SVGGElement>('g.state[data-id]')?.dataset.id;
    const b = id ? boxOf(id) : null;
    if (b) fit(b, 1.5);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const step = 60;
    const g = (e.target as Element).closest?.<SVGGElement>('g.state.foldable');
    if (g && (e.key === 'Enter' || e.key === ' ')) toggle(g);
    else if (e.key === '+' || e.key === '=') zoomAt(1.25);
    else if (e.key === '-') zoomAt(0.8);
    else if (e.key === '0') fitReadable();
    else if (e.key === 'ArrowLeft') setView((v) => ({ ...v, x: v.x + step }));
    else if (e.key === 'ArrowRight') setView((v) => ({ ...v, x: v.x - step }));
    else if (e.key === 'ArrowUp') setView((v) => ({ ...v, y: v.y + step }));
    else if (e.key === 'ArrowDown') setView((v) => ({ ...v, y: v.y - step }));
    else return;
    e.preventDefault();
  };
  /** Tabbing to a state scrolls the viewport (overflow: hidden) to it: turn that scroll into a pan. */
  const onScroll = () => {
    const vp = viewport.current;
    if (!vp || (!vp.scrollLeft && !vp.scrollTop)) return;
    const dx = vp.scrollLeft;
    const dy = vp.scrollTop;
    vp.scrollLeft = 0;
    vp.scrollTop = 0;
    setView((v) => ({ ...v, x: v.x - dx, y: v.y - dy }));
  };

  return (
    <div className="wb-chart">
      <div className="wb-toolbar" role="toolbar" aria-label={`${name} chart view`}>
        <button type="button" onClick={() => zoomAt(1.25)} data-testid="zoom-in" aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => zoomAt(0.8)} data-testid="zoom-out" aria-label="Zoom out">
          −
        </button>
        <button
          type="button"
          onClick={fitReadable}
          data-testid="zoom-fit"
          title="The whole chart, or its largest readable part around the state opened last (or the current one)"
        >
          Fit
        </button>
        <button type="button" onClick={() => zoomAt(1 / view.k)} data-testid="zoom-reset">
          100%
        </button>
        <button
          type="button"
          onClick={() => {
            const b = boxOf(focus);
            if (b) centre(b, 1);
          }}
          data-testid="zoom-active"
          title="Centre on the current state at 100 % (the initial state when nothing runs)"
        >
          {marks.active.size ? 'Current state' : 'Initial state'}
        </button>
        <button
          type="button"
          onClick={() => {
            recentre.current = true;
            onExpandAll();
          }}
          data-testid="expand-all"
        >
          Expand all
        </button>
        <button
          type="button"
          onClick={() => {
            recentre.current = true;
            lastOpened.current = null;
            onCollapseAll();
          }}
          data-testid="collapse-all"
        >
          Collapse all
        </button>
        <span className="wb-zoom" data-testid="zoom-level">
          {Math.round(view.k * 100)}%
        </span>
      </div>
      <div
        ref={viewport}
        className="wb-viewport"
        // A pan-and-zoom canvas that takes its own keys (arrows, +/−, 0, Enter): an application region.
        role="application"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: an application region is reached with Tab to take its keys
        tabIndex={0}
        aria-label={`${name} statechart: drag to pan, wheel or +/− to zoom, 0 to fit; Tab to a compound state and Enter (or click it) to expand or collapse it`}
        data-testid="chart-viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClick={onClick}
        onDoubleClick={onDoubleClick}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
      >
        <div
          ref={canvas}
          className="wb-canvas"
          data-testid={`chart-${name}`}
          data-machine={name}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.k})`, width: layout.width, height: layout.height }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG comes from our own writer (render.ts), every text XML-escaped
          dangerouslySetInnerHTML={{ __html: layout.svg }}
        />
      </div>
    </div>
  );
}
