// V8's explicit compile hint (Chrome 136 and later; https://v8.dev/blog/explicit-compile-hints): a script
// that starts with the magic comment below has all its functions compiled at once, on a background thread
// while it streams in, instead of one by one on the main thread at their first call. The first screen's
// chunks (index.html's entry and its static imports) run most of their functions before presets and tiles
// show, so they carry it; lazy chunks do not (docs/decisions.md "V8 compiles the first screen's code as it
// arrives"). Other engines read it as a comment.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface BundleChunk {
  type: 'chunk';
  isEntry: boolean;
  imports: string[];
  code: string;
}
interface BundleAsset {
  type: 'asset';
  source: string | Uint8Array;
}
type Bundle = Record<string, BundleChunk | BundleAsset | { type: string }>;

/** The chunks the page loads at once: every entry chunk and its static imports, transitively. */
export function initialChunks(bundle: Bundle): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (seen.has(name) || chunk?.type !== 'chunk') return;
    seen.add(name);
    for (const dep of (chunk as BundleChunk).imports) visit(dep);
  };
  for (const [name, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && (chunk as BundleChunk).isEntry) visit(name);
  return [...seen];
}

/** Puts the hint first in each initial chunk; its source map (the `.map` asset beside it, when the build writes one) gains the hint's empty line. */
export function addCompileHints(bundle: Bundle): string[] {
  const names = initialChunks(bundle);
  for (const name of names) {
    const chunk = bundle[name] as BundleChunk;
    if (chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = COMPILE_HINT + chunk.code;
    const map = bundle[`${name}.map`] as BundleAsset | undefined;
    if (map?.type === 'asset') {
      const json = JSON.parse(typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source)) as { mappings: string };
      json.mappings = `;${json.mappings}`;
      map.source = JSON.stringify(json);
    }
  }
  return names;
}

/** The Vite plugin (build only). */
export function compileHints(): Plugin {
  return {
    name: 'cashier:compile-hints',
    apply: 'build',
    // After every other plugin's: Vite's preload helper puts its dependency map first in the entry chunk.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle as unknown as Bundle);
      },
    },
  };
}
