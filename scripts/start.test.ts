// `npm start` as a newcomer reads it (docs/decisions.md "npm start says what it does"): scripts/start.sh run
// for real, in a copy of the tracked files (a fresh clone with its packages installed: node_modules is the
// repo's, linked), up to the launcher's address. Before it, one line per step and nothing else; a build that
// fails still prints its error and stops there. The copy keeps the repo's dist/ folders untouched.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const LAUNCHER_LINE = /^Cashier sandbox: http:\/\/localhost:\d+\/sandbox \(launcher\)$/;

let clone: string;
const started: ChildProcess[] = [];

beforeAll(() => {
  clone = mkdtempSync(path.join(tmpdir(), 'cashier-start-'));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(ROOT, file);
    if (!existsSync(from)) continue; // deleted in the working tree
    mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
    copyFileSync(from, path.join(clone, file));
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(clone, 'node_modules'), 'dir');
  // the packages are installed: the lock file is older than node_modules (scripts/ensure-deps.sh)
  utimesSync(path.join(clone, 'package-lock.json'), 0, 0);
});

afterAll(() => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
  }
  if (clone) rmSync(clone, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs `bash scripts/start.sh` in the copy, stderr into stdout (one stream, in order), under this Node
 * (the README's Node 24) and without the test runner's variables. Resolves with the lines printed up to the
 * launcher's line, or all of them and the exit code when the script ends first.
 */
async function start(): Promise<{ lines: string[]; launcher: string | null; code: number | null }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(VITEST|NODE_ENV$|TEST$|TINYPOOL)/.test(k)));
  env.PATH = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`;
  env.PORT = String(await freePort());
  const child = spawn('bash', ['-c', 'exec bash scripts/start.sh 2>&1'], { cwd: clone, env, detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
  started.push(child);
  return new Promise((resolve) => {
    const lines: string[] = [];
    let rest = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) {
        if (LAUNCHER_LINE.test(line)) {
          process.kill(-child.pid!, 'SIGTERM');
          resolve({ lines, launcher: line, code: null });
          return;
        }
        lines.push(line);
      }
    });
    child.on('exit', (code) => resolve({ lines: rest ? [...lines, rest] : lines, launcher: null, code }));
  });
}

describe('npm start (scripts/start.sh)', () => {
  it("prints one line per step before the launcher's address, nothing else", { timeout: 240_000 }, async () => {
    const { lines, launcher } = await start();
    expect(launcher, `no launcher line; printed:\n${lines.join('\n')}`).not.toBeNull();
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Building the app \(Node v24\.\d+\.\d+\)…$/);
    expect(lines.slice(1)).toEqual(["Building the server's first screen…", 'Building the statechart workbench…', 'Starting the sandbox…']);
  });

  it('a build that fails prints its error and stops before serving', { timeout: 240_000 }, async () => {
    writeFileSync(path.join(clone, 'src', 'main.tsx'), 'export const broken = ;\n');
    const { lines, launcher, code } = await start();
    expect(launcher).toBeNull();
    expect(code).not.toBe(0);
    const printed = lines.join('\n');
    expect(printed).toContain('src/main.tsx');
    expect(printed).toMatch(/error/i);
    expect(printed).not.toContain("Building the server's first screen");
  });
});
