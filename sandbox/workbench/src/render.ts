// The workbench's drawing of a folded chart (fold.ts): the same elkjs layered layout and look as the docs'
// charts (scripts/statechart/svg.ts), plus what a reader needs to fold it: every compound state is a button
// (tabindex, aria-expanded) with a chevron, a collapsed one shows how many states it holds, and every arrow
// carries the transition ids it draws (data-transitions, a JSON array) for the live, path and coverage marks.
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { commonAncestor, type ChartNode } from '../../../scripts/statechart/chart';
import type { FoldedChart, FoldedEdge, FoldInfo } from './fold';
import { elkLayoutOptions } from '../../../scripts/statechart/layout-options';

const FONT = 12;
/**
 * The titles of the chart's top-level states (the machine's children), larger: the outline of the chart,
 * legible at Fit (docs/decisions.md "A readable root chart"); workbench.css sets the same size.
 */
const TOP_FONT = 15;
const CHAR_W = 7.3;
const LINE_H = 16;
const PAD_X = 12;
const PAD_Y = 8;
const DOT = 12;
/** Room for the chevron before the title of a foldable state. */
const CHEVRON_W = 16;
const BADGE_H = 18;
const ARROWS = {
  'wb-arrow': '#334155',
  'wb-arrow-path': '#d97706',
  'wb-arrow-fired': '#7c3aed',
  'wb-arrow-uncovered': '#b3261e',
  'wb-arrow-covered': '#1b7f3b',
};

const textWidth = (lines: string[]) => Math.max(...lines.map((l) => l.length), 1) * CHAR_W;
const r1 = (n: number) => (Math.round(n * 10) / 10).toString();
export const escXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const initialId = (id: string) => `${id}#initial`;

function detailsOf(node: ChartNode): string[] {
  const details: string[] = [];
  if (node.route) details.push(`route ${node.route}`);
  for (const inv of node.invokes) details.push(`invoke ${inv}`);
  if (node.tags.length) details.push(`tags ${node.tags.join(', ')}`);
  return details;
}

export function badgeText(fold: FoldInfo, type: ChartNode['type']): string {
  const what = type === 'parallel' ? (fold.children > 1 ? 'regions' : 'region') : fold.children > 1 ? 'states' : 'state';
  return `${fold.children} ${what}${fold.nested > fold.children ? ` · ${fold.nested} in all` : ''}`;
}

/** A top-level state: a child of the machine itself. */
const isTop = (node: ChartNode) => node.parent !== undefined && node.parent.parent === undefined;
const titleFont = (node: ChartNode) => (isTop(node) ? TOP_FONT : FONT);

/** Header of a state box: its height and the width its texts need. */
function header(node: ChartNode, fold: FoldInfo | undefined): { h: number; w: number } {
  const details = detailsOf(node);
  const font = titleFont(node);
  const titleW = node.key.length * CHAR_W * (font / FONT) + (fold ? CHEVRON_W : 0);
  const badgeW = fold?.collapsed ? badgeText(fold, node.type).length * CHAR_W + 12 : 0;
  const w = Math.max(titleW, textWidth(details), badgeW) + PAD_X * 2;
  const h = PAD_Y * 2 + font + (LINE_H - FONT) + details.length * LINE_H + (fold?.collapsed ? BADGE_H + 4 : 0);
  return { h, w };
}

/** A label's rows: a long `event [guard]` breaks before its guard, so that labels stay narrow. */
export function labelRows(label: string): string[] {
  const at = label.indexOf(' [');
  return label.length > 24 && at > 0 ? [label.slice(0, at), `  ${label.slice(at + 1)}`] : [label];
}

/** The rows of an arrow's label, each with the transitions of its line. */
const rowsOf = (e: FoldedEdge) => e.lines.flatMap((l) => labelRows(l.label).map((text) => ({ text, transitions: l.transitions })));

function buildElkGraph(chart: FoldedChart, options: Record<string, string> = {}): ElkNode {
  const edgesIn = new Map<string, ElkExtendedEdge[]>();
  const addEdge = (container: string, edge: ElkExtendedEdge) => edgesIn.set(container, [...(edgesIn.get(container) ?? []), edge]);
  chart.edges.forEach((e, i) => {
    const rows = rowsOf(e).map((r) => r.text);
    addEdge(commonAncestor(chart, e.source, e.target).id, {
      id: `e${i}`,
      sources: [e.source],
      targets: [e.target],
      labels: [{ id: `e${i}.label`, text: e.label, width: textWidth(rows) + 8, height: LINE_H * rows.length + 2 }],
    });
  });
  const toElk = (node: ChartNode): ElkNode => {
    const { h, w } = header(node, chart.folds.get(node.id));
    if (!node.children.length) return { id: node.id, width: w, height: Math.max(h, 36) };
    const children: ElkNode[] = [];
    if (node.initial) {
      children.push({ id: initialId(node.id), width: DOT, height: DOT });
      addEdge(node.id, { id: `init:${node.id}`, sources: [initialId(node.id)], targets: [node.initial] });
    }
    children.push(...node.children.map(toElk));
    return {
      id: node.id,
      children,
      edges: [],
      layoutOptions: {
        'elk.padding': `[top=${h + 4},left=${PAD_X + 4},bottom=${PAD_X + 4},right=${PAD_X + 4}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${r1(w)}, ${r1(h + 20)})`,
      },
    };
  };
  const top = toElk(chart.root);
  const attach = (n: ElkNode) => {
    if (!n.children) return;
    n.edges = edgesIn.get(n.id) ?? [];
    n.children.forEach(attach);
  };
  attach(top);
  return {
    id: '__graph',
    children: [top],
    layoutOptions: { ...elkLayoutOptions('RIGHT'), ...options },
  };
}

export interface Layout {
  svg: string;
  width: number;
  height: number;
}

/** A chart of at most this many drawn states is laid out both ways (an overview: a few tens of ms each). */
export const OVERVIEW_STATES = 40;
/** The shape an overview is fitted to: the chart view of a 1280 × 800 screen with the side panel, about 3:2. */
const VIEW_W = 3;
const VIEW_H = 2;
/** The zoom at which a layout fits a 3:2 view (relative: only compared). */
export const fitScale = (l: { width: number; height: number }): number => Math.min(VIEW_W / l.width, VIEW_H / l.height);

/**
 * Lays a folded chart out and writes it as SVG markup (no XML prolog: it goes inside the page). An overview
 * (the root chart collapsed) is laid out left to right and top to bottom, and the one that fits a 3:2 view
 * at the larger zoom is kept, so that its states' names stay legible at Fit (docs/decisions.md "A readable
 * root chart"); a larger chart, read by panning, always left to right. `elk.direction` in options forces one.
 */
export async function renderFolded(chart: FoldedChart, options: Record<string, string> = {}): Promise<Layout> {
  if (options['elk.direction'] || chart.byId.size > OVERVIEW_STATES) return renderOne(chart, options);
  const [right, down] = await Promise.all([renderOne(chart, options), renderOne(chart, { ...options, 'elk.direction': 'DOWN' })]);
  return fitScale(down) > fitScale(right) ? down : right;
}

async function renderOne(chart: FoldedChart, options: Record<string, string>): Promise<Layout> {
  const laid = await new ELK().layout(buildElkGraph(chart, options));
  const shapes: string[] = [];
  const edges: string[] = [];
  const labels: string[] = [];

  const edgeAttrs = (elkId: string): string => {
    if (elkId.startsWith('init:')) return ` data-init="${escXml(elkId.slice('init:'.length))}"`;
    const e = chart.edges[Number(elkId.slice(1))];
    if (!e) return '';
    return (
      ` data-transition="${escXml(e.transitions[0]!)}" data-transitions="${escXml(JSON.stringify(e.transitions))}"` +
      ` data-kind="${e.kind}" data-source="${escXml(e.from)}" data-target="${escXml(e.to)}"`
    );
  };

  const drawNode = (n: ElkNode, depth: number) => {
    const x = n.x ?? 0;
    const y = n.y ?? 0;
    const w = n.width ?? 0;
    const h = n.height ?? 0;
    if (n.id.endsWith('#initial')) {
      shapes.push(
        `<circle class="initial" data-of="${escXml(n.id.slice(0, -'#initial'.length))}" cx="${r1(x + w / 2)}" cy="${r1(y + h / 2)}" r="${r1(DOT / 2)}"/>`,
      );
      return;
    }
    const node = chart.byId.get(n.id);
    if (!node) return;
    const fold = chart.folds.get(node.id);
    const region = node.parent?.type === 'parallel';
    const cls = [
      'state',
      node.type,
      region ? 'region' : '',
      node.children.length ? 'composite' : '',
      depth === 0 ? 'machine' : '',
      isTop(node) ? 'top' : '',
      fold ? 'foldable' : '',
      fold ? (fold.collapsed ? 'collapsed' : 'expanded') : '',
    ]
      .filter(Boolean)
      .join(' ');
    const a11y = fold
      ? ` tabindex="0" role="button" aria-expanded="${!fold.collapsed}" aria-label="${escXml(
          `${node.key}: ${node.type === 'parallel' ? 'parallel state' : 'compound state'}, ${badgeText(fold, node.type)}, ${fold.collapsed ? 'collapsed' : 'expanded'}`,
        )}"`
      : '';
    shapes.push(`<g class="${cls}" data-id="${escXml(node.id)}"${a11y}>`);
    shapes.push(`<rect class="box" x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="8"/>`);
    if (node.type === 'final') shapes.push(`<rect class="inner" x="${r1(x + 3)}" y="${r1(y + 3)}" width="${r1(w - 6)}" height="${r1(h - 6)}" rx="6"/>`);
    let tx = x + PAD_X;
    const font = titleFont(node);
    let ty = y + PAD_Y + font;
    if (fold) {
      // a chevron: pointing right when collapsed, down when expanded
      const cx = tx + 5;
      const cy = ty - font / 3;
      const d = fold.collapsed
        ? `M${r1(cx - 3)} ${r1(cy - 5)} L${r1(cx + 3)} ${r1(cy)} L${r1(cx - 3)} ${r1(cy + 5)} z`
        : `M${r1(cx - 5)} ${r1(cy - 3)} L${r1(cx + 5)} ${r1(cy - 3)} L${r1(cx)} ${r1(cy + 3)} z`;
      shapes.push(`<path class="chevron" d="${d}"/>`);
      tx += CHEVRON_W;
    }
    shapes.push(`<text class="title" x="${r1(tx)}" y="${r1(ty)}">${escXml(node.key)}</text>`);
    for (const d of detailsOf(node)) {
      ty += LINE_H;
      shapes.push(`<text class="detail" x="${r1(x + PAD_X)}" y="${r1(ty)}">${escXml(d)}</text>`);
    }
    if (fold?.collapsed) {
      const text = badgeText(fold, node.type);
      const by = ty + 6;
      shapes.push(
        `<g class="badge"><rect x="${r1(x + PAD_X)}" y="${r1(by)}" width="${r1(text.length * CHAR_W + 12)}" height="${BADGE_H}" rx="9"/>` +
          `<text x="${r1(x + PAD_X + 6)}" y="${r1(by + 13)}">${escXml(text)}</text></g>`,
      );
    }
    if (node.children.length) shapes.push(`<line class="sep" x1="${r1(x)}" y1="${r1(ty + PAD_Y - 2)}" x2="${r1(x + w)}" y2="${r1(ty + PAD_Y - 2)}"/>`);
    // what a click toggles: the whole box when collapsed, the header when expanded
    if (fold) {
      const hh = fold.collapsed ? h : ty + PAD_Y - 2 - y;
      shapes.push(
        `<rect class="hit" x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(hh)}" rx="8"><title>${fold.collapsed ? 'Click or Enter: expand' : 'Click or Enter: collapse'} ${escXml(node.key)}</title></rect>`,
      );
    }
    shapes.push('</g>');
    for (const c of n.children ?? []) drawNode(c, depth + 1);
  };

  const drawEdges = (n: ElkNode) => {
    for (const e of (n.edges ?? []) as ElkExtendedEdge[]) {
      const folded = e.id.startsWith('e') && chart.edges[Number(e.id.slice(1))]?.folded;
      const cls = `edge${e.id.startsWith('init:') ? ' init' : ''}${folded ? ' folded' : ''}`;
      for (const s of e.sections ?? []) {
        const pts = [s.startPoint, ...(s.bendPoints ?? []), s.endPoint];
        const d = pts.map((p, i) => `${i ? 'L' : 'M'}${r1(p.x)} ${r1(p.y)}`).join(' ');
        edges.push(`<path class="${cls}"${edgeAttrs(e.id)} d="${d}"/>`);
      }
      const fe = e.id.startsWith('e') ? chart.edges[Number(e.id.slice(1))] : undefined;
      for (const l of e.labels ?? []) {
        const lx = l.x ?? 0;
        const ly = l.y ?? 0;
        // the tooltip: every transition's full label (a gathered line drops the guards), then their ids
        const tip = fe ? [...fe.lines.flatMap((x) => x.full), ...fe.transitions].join('\n') : '';
        const rows = fe ? rowsOf(fe) : [{ text: l.text ?? '', transitions: [] }];
        const lines = rows.map(
          (row, j) =>
            `<text${fe && fe.lines.length > 1 ? ` class="line" data-transitions="${escXml(JSON.stringify(row.transitions))}"` : ''} x="${r1(lx + 4)}" y="${r1(ly + FONT + 1 + j * LINE_H)}">${escXml(row.text)}</text>`,
        );
        labels.push(
          `<g class="label${folded ? ' folded' : ''}"${edgeAttrs(e.id)}><title>${escXml(tip)}</title><rect x="${r1(lx)}" y="${r1(ly)}" width="${r1(l.width ?? 0)}" height="${r1(l.height ?? 0)}" rx="3"/>` +
            `${lines.join('')}</g>`,
        );
      }
    }
    for (const c of n.children ?? []) drawEdges(c);
  };

  for (const c of laid.children ?? []) drawNode(c, 0);
  drawEdges(laid);

  const W = Math.ceil(laid.width ?? 0);
  const H = Math.ceil(laid.height ?? 0);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="group" aria-label="${escXml(chart.name)} statechart">`,
    `<title>${escXml(chart.name)} statechart</title>`,
    '<defs>',
    // one arrow head per colour of the marks (workbench.css picks it with marker-end)
    ...Object.entries(ARROWS).map(
      ([id, fill]) =>
        `<marker id="${id}" viewBox="0 0 10 10" refX="10" refY="5" markerUnits="userSpaceOnUse" markerWidth="10" markerHeight="10" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${fill}"/></marker>`,
    ),
    '</defs>',
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    ...shapes,
    ...edges,
    ...labels,
    '</svg>',
  ].join('\n');
  return { svg, width: W, height: H };
}
