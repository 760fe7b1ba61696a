import type { AnyStateMachine } from 'xstate';
import { commonAncestor, toChart, type Chart, type ChartNode } from './chart';

/** Mermaid-safe identifier for a state node id. */
const mid = (id: string) => 's_' + id.replace(/[^A-Za-z0-9_]/g, '_');

/** Mermaid treats '#', ';' and '"' specially in labels: write them as entity codes. */
const esc = (text: string) => text.replace(/#/g, '#35;').replace(/;/g, '#59;').replace(/"/g, '#quot;');

function title(node: ChartNode): string {
  const lines = [node.key];
  if (node.route) lines.push(`route: ${node.route}`);
  for (const inv of node.invokes) lines.push(`invoke: ${inv}`);
  if (node.tags.length) lines.push(`tags: ${node.tags.join(', ')}`);
  return lines.map(esc).join('<br/>');
}

/** Machine -> Mermaid `stateDiagram-v2` text (deterministic: document order throughout). */
export function toMermaid(name: string, machine: AnyStateMachine): string {
  return chartToMermaid(toChart(name, machine));
}

export function chartToMermaid(chart: Chart): string {
  const out: string[] = ['stateDiagram-v2'];
  const edgesIn = new Map<string, typeof chart.edges>();
  for (const e of chart.edges) {
    // Mermaid cannot hold transitions between `--` regions: lift those out of a parallel state.
    let node = commonAncestor(chart, e.source, e.target);
    while (node.type === 'parallel' && node.parent) node = node.parent;
    const container = node.id;
    edgesIn.set(container, [...(edgesIn.get(container) ?? []), e]);
  }

  const block = (node: ChartNode, indent: string) => {
    const children = node.children;
    const writeChildren = (list: ChartNode[], ind: string) => {
      for (const c of list) {
        out.push(`${ind}state "${title(c)}" as ${mid(c.id)}`);
        if (c.children.length) {
          out.push(`${ind}state ${mid(c.id)} {`);
          block(c, ind + '  ');
          out.push(`${ind}}`);
        }
      }
    };
    if (node.type === 'parallel') {
      children.forEach((region, i) => {
        if (i > 0) out.push(`${indent}--`);
        writeChildren([region], indent);
      });
    } else {
      if (node.initial) out.push(`${indent}[*] --> ${mid(node.initial)}`);
      writeChildren(children, indent);
      for (const c of children) if (c.type === 'final') out.push(`${indent}${mid(c.id)} --> [*]`);
    }
    for (const e of edgesIn.get(node.id) ?? []) {
      out.push(`${indent}${mid(e.source)} --> ${mid(e.target)} : ${esc(e.label)}`);
    }
  };
  block(chart.root, '  ');
  return out.join('\n') + '\n';
}
