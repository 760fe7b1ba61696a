// The compile hint goes first in the chunks index.html loads at once, and in no lazy chunk
// (docs/decisions.md "V8 compiles the first screen's code as it arrives").
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, initialChunks } from './compile-hints';

const chunk = (code: string, imports: string[] = [], isEntry = false) => ({ type: 'chunk' as const, isEntry, imports, code });

function bundle() {
  return {
    'assets/index.js': chunk('import "./shared.js";\nboot();', ['assets/shared.js', 'assets/runtime.js'], true),
    'assets/index.js.map': { type: 'asset' as const, source: '{"mappings":"AAAA;AACA"}' },
    'assets/shared.js': chunk('export const react = 1;', ['assets/runtime.js']),
    'assets/runtime.js': chunk('export const r = 0;'),
    'assets/CardScreen.js': chunk('export const card = 1;', ['assets/shared.js']),
    'assets/CardScreen.js.map': { type: 'asset' as const, source: '{"mappings":"AAAA"}' },
    'assets/index.css': { type: 'asset' as const, source: '.a{}' },
  };
}

describe('the compile hints of the first screen', () => {
  it('are the entry chunk and its static imports, transitively; never a lazy chunk', () => {
    expect(initialChunks(bundle()).sort()).toEqual(['assets/index.js', 'assets/runtime.js', 'assets/shared.js']);
  });

  it('start each initial chunk with the hint, once, and leave lazy chunks and assets as they were', () => {
    const b = bundle();
    addCompileHints(b);
    addCompileHints(b); // a second pass adds nothing
    expect(b['assets/index.js'].code).toBe(`${COMPILE_HINT}import "./shared.js";\nboot();`);
    expect(b['assets/shared.js'].code.startsWith(COMPILE_HINT)).toBe(true);
    expect(b['assets/runtime.js'].code.startsWith(COMPILE_HINT)).toBe(true);
    expect(b['assets/CardScreen.js'].code).toBe('export const card = 1;');
    expect(b['assets/CardScreen.js.map'].source).toBe('{"mappings":"AAAA"}');
    expect(b['assets/index.css'].source).toBe('.a{}');
  });

  it("keep the source map true: its lines move down by the hint's one line", () => {
    const b = bundle();
    addCompileHints(b);
    expect(JSON.parse(b['assets/index.js.map'].source).mappings).toBe(';AAAA;AACA');
  });

  it('is the magic comment V8 reads on the first line (v8.dev/blog/explicit-compile-hints)', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
