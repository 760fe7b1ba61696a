import { describe, expect, it } from 'vitest';
import { lazyChunkWithImports, marketsShowing } from './early-start-plugin';

// The chunks the early start preloads for the wallets' check: the check's chunk and what it imports
// that the first screen has not loaded already. The bundles are written by hand, shaped as Rolldown's.
const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({ type: 'chunk', fileName, imports: [] as string[], ...extra });

describe('lazyChunkWithImports', () => {
  it('a chunk of its own (found by its facade): it and its imports, not the initial chunks', () => {
    const bundle = {
      entry: chunk('index.js', { isEntry: true, imports: ['shared.js'] }),
      shared: chunk('shared.js'),
      check: chunk('check.js', { facadeModuleId: '/repo/src/app/wallet-eligibility-actors.ts', imports: ['shared.js', 'wallets.js'] }),
      wallets: chunk('wallets.js'),
      other: chunk('other.js', { facadeModuleId: '/repo/src/flows/card.ts' }),
    };
    expect(lazyChunkWithImports(bundle, '/src/app/wallet-eligibility-actors.ts')).toEqual(['check.js', 'wallets.js']);
  });

  it('a group chunk (no facade): found by the modules it holds', () => {
    const bundle = {
      entry: chunk('index.js', { isEntry: true, imports: ['shared.js'] }),
      shared: chunk('shared.js'),
      group: chunk('wallet-check.js', {
        facadeModuleId: null,
        moduleIds: ['/repo/src/domain/wallets.ts', '/repo/src/app/wallet-eligibility-actors.ts'],
        imports: ['shared.js'],
      }),
    };
    expect(lazyChunkWithImports(bundle, '/src/app/wallet-eligibility-actors.ts')).toEqual(['wallet-check.js']);
  });

  it('no chunk holds the entry: the build fails rather than preload nothing', () => {
    const bundle = { entry: chunk('index.js', { isEntry: true }) };
    expect(() => lazyChunkWithImports(bundle, '/src/app/wallet-eligibility-actors.ts')).toThrow(/no chunk/);
  });
});

describe('the markets where the early start expects a wallet (SPEC 2 footers)', () => {
  it('Google Pay: FR only; Apple Pay: FR, PL and PT', () => {
    expect(marketsShowing('googlepay')).toEqual(['FR']);
    expect([...marketsShowing('applepay')].sort()).toEqual(['FR', 'PL', 'PT']);
  });
});
