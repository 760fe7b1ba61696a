// One statechart: the SVG laid out by elkjs (scripts/statechart/svg.ts), with zoom and pan, and the live,
// trace and coverage marks applied as classes on its states and transitions.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface ChartMarks {
  active: ReadonlySet<string>;
  fired: ReadonlySet<string>;
  /** null: no coverage overlay. */
  uncovered: ReadonlySet<string> | null;
}

interface View {
  x: number;
  y: number;
  k: number;
}

const MIN_K = 0.1;
const MAX_K = 4;
const clampK = (k: number) => Math.min(MAX_K, Math.max(MIN_K, k));

function svgSize(svg: string): { w: number; h: number } {
  const m = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg);
  return { w: Number(m?.[1] ?? 800), h: Number(m?.[2] ?? 600) };
}

/** Below this zoom the labels (12 px) are too small to read. */
const READABLE_K = 0.55;

export function ChartView({ name, svg, marks }: { name: string; svg: string; marks: ChartMarks }) {
  const viewport = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ x: 0, y: 0, k: 1 });
  const drag = useRef<{ x: number; y: number; vx: number; vy: number; id: number } | null>(null);
  const size = svgSize(svg);

  const fit = useCallback(
    (box?: { x: number; y: number; w: number; h: number }, maxK = MAX_K) => {
      const vp = viewport.current;
      if (!vp) return;
      const b = box ?? { x: 0, y: 0, w: size.w, h: size.h };
      const pad = 16;
      const k = clampK(Math.min(maxK, (vp.clientWidth - pad * 2) / b.w, (vp.clientHeight - pad * 2) / b.h));
      setView({ k, x: (vp.clientWidth - b.w * k) / 2 - b.x * k, y: Math.max(pad, (vp.clientHeight - b.h * k) / 2) - b.y * k });
    },
    [size.w, size.h],
  );

  // A new chart starts fitted; one too large to read that way (the root deposit machine on a laptop)
  // starts at a readable zoom on its first initial state instead, the rest a drag or "Fit" away.
  useLayoutEffect(() => {
    const vp = viewport.current;
    const fitted = vp ? Math.min((vp.clientWidth - 32) / size.w, (vp.clientHeight - 32) / size.h) : 1;
    const start = fitted < READABLE_K ? canvas.current?.querySelector('circle.initial') : null;
    if (!start) return fit(undefined, 1.5);
    const cx = Number(start.getAttribute('cx'));
    const cy = Number(start.getAttribute('cy'));
    const w = (vp?.clientWidth ?? 800) / READABLE_K;
    const h = (vp?.clientHeight ?? 600) / READABLE_K;
    const x = Math.min(Math.max(0, cx - w / 2), Math.max(0, size.w - w));
    fit({ x, y: Math.max(0, cy - 40), w, h }, READABLE_K);
  }, [svg, fit, size.w, size.h]);

  // marks: classes on the SVG's own elements (data-id on states, data-transition on edges and labels)
  useEffect(() => {
    const root = canvas.current;
    if (!root) return;
    root.querySelectorAll<SVGGElement>('g.state[data-id]').forEach((g) => {
      g.classList.toggle('active', marks.active.has(g.dataset.id ?? ''));
    });
    root.querySelectorAll<SVGElement>('[data-transition]').forEach((el) => {
      const id = el.dataset.transition ?? '';
      el.classList.toggle('fired', marks.fired.has(id));
      el.classList.toggle('uncovered', marks.uncovered !== null && marks.uncovered.has(id));
      el.classList.toggle('covered', marks.uncovered !== null && !marks.uncovered.has(id));
    });
  }, [svg, marks]);

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

  const onPointerDown = (e: React.PointerEvent) => {
    if (e.button !== 0) return;
    drag.current = { x: e.clientX, y: e.clientY, vx: view.x, vy: view.y, id: e.pointerId };
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    setView((v) => ({ ...v, x: d.vx + e.clientX - d.x, y: d.vy + e.clientY - d.y }));
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  /** Double-click a state: zoom to it. */
  const onDoubleClick = (e: React.MouseEvent) => {
    const g = (e.target as Element).closest('g.state[data-id]');
    const rect = g?.querySelector('rect');
    if (!rect) return;
    fit({ x: Number(rect.getAttribute('x')), y: Number(rect.getAttribute('y')), w: Number(rect.getAttribute('width')), h: Number(rect.getAttribute('height')) }, 1.5);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const step = 60;
    if (e.key === '+' || e.key === '=') zoomAt(1.25);
    else if (e.key === '-') zoomAt(0.8);
    else if (e.key === '0') fit();
    else if (e.key === 'ArrowLeft') setView((v) => ({ ...v, x: v.x + step }));
    else if (e.key === 'ArrowRight') setView((v) => ({ ...v, x: v.x - step }));
    else if (e.key === 'ArrowUp') setView((v) => ({ ...v, y: v.y + step }));
    else if (e.key === 'ArrowDown') setView((v) => ({ ...v, y: v.y - step }));
    else return;
    e.preventDefault();
  };
  /** Zoom to the deepest active state (live or trace). */
  const focusActive = () => {
    const root = canvas.current;
    const actives = root ? [...root.querySelectorAll<SVGGElement>('g.state.active:not(.machine)')] : [];
    const g = actives[actives.length - 1];
    const rect = g?.querySelector('rect');
    if (!rect) return fit();
    const b = { x: Number(rect.getAttribute('x')), y: Number(rect.getAttribute('y')), w: Number(rect.getAttribute('width')), h: Number(rect.getAttribute('height')) };
    const m = 220;
    fit({ x: b.x - m, y: b.y - m / 2, w: b.w + m * 2, h: b.h + m }, 1.2);
  };

  return (
    <div className="wb-chart">
      <div className="wb-toolbar" role="toolbar" aria-label={`${name} chart view`}>
        <button type="button" onClick={() => zoomAt(1.25)} data-testid="zoom-in" aria-label="Zoom in">+</button>
        <button type="button" onClick={() => zoomAt(0.8)} data-testid="zoom-out" aria-label="Zoom out">−</button>
        <button type="button" onClick={() => fit(undefined, 1.5)} data-testid="zoom-fit">Fit</button>
        <button type="button" onClick={() => setView((v) => ({ ...v, k: 1 }))} data-testid="zoom-reset">100%</button>
        <button type="button" onClick={focusActive} data-testid="zoom-active" disabled={marks.active.size === 0}>Active state</button>
        <span className="wb-zoom" data-testid="zoom-level">{Math.round(view.k * 100)}%</span>
      </div>
      <div
        ref={viewport}
        className="wb-viewport"
        tabIndex={0}
        aria-label={`${name} statechart: drag to pan, wheel or +/− to zoom, 0 to fit, double-click a state to zoom to it`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDoubleClick={onDoubleClick}
        onKeyDown={onKeyDown}
      >
        <div
          ref={canvas}
          className="wb-canvas"
          data-testid={`chart-${name}`}
          data-machine={name}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.k})`, width: size.w, height: size.h }}
          // the SVG comes from our own generator (scripts/statechart/svg.ts), every text XML-escaped
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      </div>
    </div>
  );
}
