// The one-line answer of every npm script under an older Node (docs/decisions.md "Node 24"): .npmrc's
// `node-options` preloads this guard into every node process npm and npx start, so `npm run dev`, `npm run
// build`, `npx vitest`, `npx tsx scripts/record-trace.ts`… under Node 20 say that Node 24 is needed instead
// of dying on an import Node 20 lacks ("does not provide an export named 'globSync'"). It runs before the
// script's modules are even linked, which a check inside a script cannot. A data: URL, not a file: it holds
// wherever the process's working directory is (proto/, a temporary copy). scripts/use-node.sh still brings
// Node 24 itself for npm start and npm test. Written as the .npmrc line by `npx tsx scripts/node-guard.ts`;
// scripts/node-guard.test.ts holds the two in step.
import { readFileSync, writeFileSync } from 'node:fs';

/** The guard's code: plain JavaScript that Node 20 runs too. */
export function guardSource(wantedMajor: number): string {
  const before = `Cashier needs Node ${wantedMajor} (this is Node `;
  const after = `): \`nvm install\` (reads .nvmrc), \`fnm use\` or \`brew install node@${wantedMajor}\`, then run the command again (npm start and npm test install it themselves on Linux).\n`;
  return `if (Number(process.versions.node.split('.')[0]) < ${wantedMajor}) { process.stderr.write(${JSON.stringify(before)} + process.version + ${JSON.stringify(after)}); process.exit(1); }`;
}

/** The `node-options` value of .npmrc: the guard as a module of a data: URL, percent-encoded whole (no space or quote for NODE_OPTIONS to split on). */
export function nodeOptions(wantedMajor: number): string {
  const encoded = encodeURIComponent(guardSource(wantedMajor)).replace(/['()!*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `--import=data:text/javascript,${encoded}`;
}

export const NPMRC_HEADER = '# Written by `npx tsx scripts/node-guard.ts` (why: scripts/node-guard.ts).';

export function npmrc(wantedMajor: number): string {
  return `${NPMRC_HEADER}\nnode-options=${nodeOptions(wantedMajor)}\n`;
}

export const wantedMajor = (root: URL): number => Number(readFileSync(new URL('.nvmrc', root), 'utf8').replace(/\D/g, ''));

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL('../', import.meta.url);
  writeFileSync(new URL('.npmrc', root), npmrc(wantedMajor(root)));
}
