import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { AnyStateMachine } from 'xstate';
import { commonAncestor, toChart, type Chart, type ChartNode } from './chart';
import { elkLayoutOptions } from './layout-options';

// Text metrics: a monospace font makes widths predictable without a browser.
const FONT = 12;
const CHAR_W = 7.3;
const LINE_H = 16;
const PAD_X = 12;
const PAD_Y = 8;
const DOT = 12;

const textWidth = (lines: string[]) => Math.max(...lines.map((l) => l.length), 1) * CHAR_W;

function nodeLines(node: ChartNode): { title: string; details: string[] } {
  const details: string[] = [];
  if (node.route) details.push(`route ${node.route}`);
  for (const inv of node.invokes) details.push(`invoke ${inv}`);
  if (node.tags.length) details.push(`tags ${node.tags.join(', ')}`);
  return { title: node.key, details };
}

const initialId = (id: string) => `${id}#initial`;
const r1 = (n: number) => (Math.round(n * 10) / 10).toString();
const escXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function buildElkGraph(chart: Chart): ElkNode {
  const edgesIn = new Map<string, ElkExtendedEdge[]>();
  const addEdge = (container: string, edge: ElkExtendedEdge) => edgesIn.set(container, [...(edgesIn.get(container) ?? []), edge]);

  chart.edges.forEach((e, i) => {
    const container = commonAncestor(chart, e.source, e.target).id;
    addEdge(container, {
      id: `e${i}`,
      sources: [e.source],
      targets: [e.target],
      labels: [{ id: `e${i}.label`, text: e.label, width: textWidth([e.label]) + 8, height: LINE_H + 2 }],
    });
  });

  const toElk = (node: ChartNode): ElkNode => {
    const { title, details } = nodeLines(node);
    const lines = [title, ...details];
    const headerH = PAD_Y * 2 + lines.length * LINE_H;
    if (!node.children.length) {
      return { id: node.id, width: textWidth(lines) + PAD_X * 2, height: Math.max(headerH, 36) };
    }
    const children: ElkNode[] = [];
    if (node.initial) {
      children.push({ id: initialId(node.id), width: DOT, height: DOT });
      addEdge(node.id, { id: `init:${node.id}`, sources: [initialId(node.id)], targets: [node.initial] });
    }
    children.push(...node.children.map(toElk));
    return {
      id: node.id,
      children,
      edges: [], // filled below, once every edge is known
      layoutOptions: {
        'elk.padding': `[top=${headerH + 4},left=${PAD_X + 4},bottom=${PAD_X + 4},right=${PAD_X + 4}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${r1(textWidth(lines) + PAD_X * 2)}, ${r1(headerH + 20)})`,
      },
    };
  };
  const top = toElk(chart.root);
  const attach = (n: ElkNode) => {
    if (n.children) {
      n.edges = edgesIn.get(n.id) ?? [];
      n.children.forEach(attach);
    }
  };
  attach(top);
  return {
    id: '__graph',
    children: [top],
    layoutOptions: elkLayoutOptions('DOWN'),
  };
}

/** Machine -> standalone SVG (ELK layered layout, own writer; byte-identical for identical input). */
export async function toSvg(name: string, machine: AnyStateMachine): Promise<string> {
  return chartToSvg(toChart(name, machine));
}

export interface SvgOptions {
  /**
   * Adds `data-transition` (transition id), `data-kind`, `data-source` and `data-target` to every edge path
   * and label, for tools that mark transitions (the QA workbench). Off for the docs, which stay byte-identical.
   */
  annotate?: boolean;
}

export async function chartToSvg(chart: Chart, options: SvgOptions = {}): Promise<string> {
  const elk = new ELK();
  const laid = await elk.layout(buildElkGraph(chart));
  const edgeAttrs = (elkId: string): string => {
    if (!options.annotate || !elkId.startsWith('e')) return '';
    const e = chart.edges[Number(elkId.slice(1))];
    if (!e) return '';
    return ` data-transition="${escXml(e.transition)}" data-kind="${e.kind}" data-source="${escXml(e.source)}" data-target="${escXml(e.target)}"`;
  };
  const shapes: string[] = [];
  const edges: string[] = [];
  const labels: string[] = [];

  const drawNode = (n: ElkNode, depth: number) => {
    const x = n.x ?? 0;
    const y = n.y ?? 0;
    const w = n.width ?? 0;
    const h = n.height ?? 0;
    if (n.id.endsWith('#initial')) {
      shapes.push(`<circle class="initial" cx="${r1(x + w / 2)}" cy="${r1(y + h / 2)}" r="${r1(DOT / 2)}"/>`);
      return;
    }
    const node = chart.byId.get(n.id);
    if (!node) return;
    const region = node.parent?.type === 'parallel';
    const cls = ['state', node.type, region ? 'region' : '', node.children.length ? 'composite' : '', depth === 0 ? 'machine' : ''].filter(Boolean).join(' ');
    shapes.push(`<g class="${cls}" data-id="${escXml(node.id)}">`);
    shapes.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="8"/>`);
    if (node.type === 'final') shapes.push(`<rect class="inner" x="${r1(x + 3)}" y="${r1(y + 3)}" width="${r1(w - 6)}" height="${r1(h - 6)}" rx="6"/>`);
    const { title, details } = nodeLines(node);
    let ty = y + PAD_Y + FONT;
    shapes.push(`<text class="title" x="${r1(x + PAD_X)}" y="${r1(ty)}">${escXml(title)}</text>`);
    for (const d of details) {
      ty += LINE_H;
      shapes.push(`<text class="detail" x="${r1(x + PAD_X)}" y="${r1(ty)}">${escXml(d)}</text>`);
    }
    if (node.children.length) {
      shapes.push(`<line class="sep" x1="${r1(x)}" y1="${r1(ty + PAD_Y - 2)}" x2="${r1(x + w)}" y2="${r1(ty + PAD_Y - 2)}"/>`);
    }
    shapes.push('</g>');
    for (const c of n.children ?? []) drawNode(c, depth + 1);
  };

  const drawEdges = (n: ElkNode) => {
    for (const e of (n.edges ?? []) as ElkExtendedEdge[]) {
      for (const s of e.sections ?? []) {
        const pts = [s.startPoint, ...(s.bendPoints ?? []), s.endPoint];
        const d = pts.map((p, i) => `${i ? 'L' : 'M'}${r1(p.x)} ${r1(p.y)}`).join(' ');
        edges.push(`<path class="edge${e.id.startsWith('init:') ? ' init' : ''}"${edgeAttrs(e.id)} d="${d}" marker-end="url(#arrow)"/>`);
      }
      for (const l of e.labels ?? []) {
        const lx = l.x ?? 0;
        const ly = l.y ?? 0;
        labels.push(
          `<g class="label"${edgeAttrs(e.id)}><rect x="${r1(lx)}" y="${r1(ly)}" width="${r1(l.width ?? 0)}" height="${r1(l.height ?? 0)}" rx="3"/>` +
            `<text x="${r1(lx + 4)}" y="${r1(ly + FONT + 1)}">${escXml(l.text ?? '')}</text></g>`,
        );
      }
    }
    for (const c of n.children ?? []) drawEdges(c);
  };

  for (const c of laid.children ?? []) drawNode(c, 0);
  drawEdges(laid);

  const W = Math.ceil(laid.width ?? 0);
  const H = Math.ceil(laid.height ?? 0);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escXml(chart.name)} statechart">`,
    `<title>${escXml(chart.name)} statechart</title>`,
    '<defs>',
    '<marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#334155"/></marker>',
    '<style>',
    `text{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace;font-size:${FONT}px;fill:#0f172a}`,
    '.state>rect{fill:#ffffff;stroke:#334155;stroke-width:1.5}',
    '.state.composite>rect{fill:#f8fafc}',
    '.state.machine>rect{fill:#f1f5f9;stroke-width:2}',
    '.state.region>rect{fill:none;stroke:#64748b;stroke-dasharray:6 4}',
    '.state.final>rect.inner{fill:none;stroke:#334155;stroke-width:1.5}',
    '.state .title{font-weight:bold}',
    '.state .detail{fill:#475569;font-size:11px}',
    '.sep{stroke:#cbd5e1;stroke-width:1}',
    '.state.region .sep{display:none}',
    '.initial{fill:#0f172a}',
    '.edge{fill:none;stroke:#334155;stroke-width:1.3}',
    '.label rect{fill:#ffffff;fill-opacity:0.9;stroke:#e2e8f0}',
    '.label text{fill:#1e40af;font-size:11px}',
    '</style>',
    '</defs>',
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    ...shapes,
    ...edges,
    ...labels,
    '</svg>',
    '',
  ].join('\n');
}
