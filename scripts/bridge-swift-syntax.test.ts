// The Swift syntax check's reading of a tree (scripts/bridge-swift-syntax.ts): an ERROR node or a token the
// parser had to invent fails, with its place; a clean tree passes. The parser itself runs in `npm test`'s
// own step (bridge:swift-syntax), which also makes sure it refuses broken Swift.
import { describe, expect, it } from 'vitest';
import { syntaxErrors } from './bridge-swift-syntax';

type Node = Parameters<typeof syntaxErrors>[0];
const node = (type: string, children: Node[] = [], extra: Partial<Node> = {}): Node => ({
  type,
  text: type,
  isMissing: false,
  startPosition: { row: 0, column: 0 },
  children,
  ...extra,
});

describe('syntaxErrors', () => {
  it('passes a tree without errors', () => {
    expect(syntaxErrors(node('source_file', [node('class_declaration', [node('identifier')])]))).toEqual([]);
  });

  it('names each ERROR node and missing token with its line and column', () => {
    const tree = node('source_file', [
      node('ERROR', [node('ERROR')], { text: 'let x: = 1', startPosition: { row: 2, column: 4 } }),
      node('call', [node(')', [], { isMissing: () => true, startPosition: { row: 7, column: 19 } })]),
    ]);
    expect(syntaxErrors(tree)).toEqual(['3:5 unexpected "let x: = 1"', '8:20 missing )']);
  });
});
