// Build-time compression: every text file of dist/ above 1 KiB gets a brotli (.br,
// quality 11) and a gzip (.gz, level 9) copy next to it, written once at build time, so the front
// server sends the precompressed file the browser accepts (Accept-Encoding) and compresses nothing per
// request (docs/deployment.md). index.html is left out: it is answered with a fresh CSP nonce in it, so
// the server compresses that small answer itself (server/static.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Worth compressing: text formats, above this size (below it the headers cost more than the gain). */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest|ico|xml)$/;
export const MIN_BYTES = 1024;

export function compressFile(content: Buffer): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz: gzipSync(content, { level: 9 }),
  };
}

/** Writes the .br and .gz of every compressible file under dir (index.html excepted); returns their paths. */
export function precompressDir(dir: string): string[] {
  const written: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const file = join(d, name);
      if (statSync(file).isDirectory()) {
        if (name !== '.vite') walk(file);
        continue;
      }
      if (!COMPRESSIBLE.test(name) || relative(dir, file) === 'index.html') continue;
      const content = readFileSync(file);
      if (content.length < MIN_BYTES) continue;
      const { br, gz } = compressFile(content);
      // A copy no smaller than the file is useless: the server then sends the file itself.
      if (br.length < content.length) written.push(writeCopy(`${file}.br`, br));
      if (gz.length < content.length) written.push(writeCopy(`${file}.gz`, gz));
    }
  };
  walk(dir);
  return written;
}

function writeCopy(path: string, data: Buffer): string {
  writeFileSync(path, data);
  return path;
}

/** The Vite plugin: precompresses the output directory once the bundle is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'cashier:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
