import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeOptions, npmrc, wantedMajor } from './node-guard';

const ROOT = new URL('../', import.meta.url);
const run = (options: string) =>
  spawnSync(process.execPath, ['-e', 'console.log("the script ran")'], { env: { ...process.env, NODE_OPTIONS: options }, encoding: 'utf8' });

describe('the Node guard of .npmrc', () => {
  it('is the line .npmrc holds, for the major of .nvmrc', () => {
    expect(wantedMajor(ROOT)).toBe(24);
    expect(readFileSync(new URL('.npmrc', ROOT), 'utf8')).toBe(npmrc(24));
  });

  it('under an older Node: one line saying which Node is needed, exit 1, the script never runs', () => {
    const newer = Number(process.versions.node.split('.')[0]) + 1;
    const result = run(nodeOptions(newer));
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Cashier needs Node ${newer} (this is Node ${process.version})`);
    expect(lines[0]).toContain('nvm install');
  });

  it('under the wanted Node: the script runs as without it', () => {
    const result = run(nodeOptions(Number(process.versions.node.split('.')[0])));
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('the script ran\n');
    expect(result.stderr).toBe('');
  });
});
