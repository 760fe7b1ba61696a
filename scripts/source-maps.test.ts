import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { moveSourceMaps, sourceMapsDirOf } from './source-maps';

let work: string;
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('moveSourceMaps (hidden source maps leave the served directory)', () => {
  it('moves each .map to the same path under the maps directory and leaves every other file', () => {
    work = mkdtempSync(path.join(tmpdir(), 'cashier-maps-'));
    const dist = path.join(work, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'export{}');
    writeFileSync(path.join(dist, 'assets', 'index-abc.js.map'), '{"version":3}');
    writeFileSync(path.join(dist, 'index.html'), '<p>page</p>');

    const maps = sourceMapsDirOf(dist);
    expect(maps).toBe(path.join(work, 'dist-sourcemaps'));
    expect(moveSourceMaps(dist, maps)).toEqual([path.join(maps, 'assets', 'index-abc.js.map')]);
    expect(existsSync(path.join(dist, 'assets', 'index-abc.js.map'))).toBe(false);
    expect(readFileSync(path.join(maps, 'assets', 'index-abc.js.map'), 'utf8')).toBe('{"version":3}');
    expect(existsSync(path.join(dist, 'assets', 'index-abc.js'))).toBe(true);
    expect(existsSync(path.join(dist, 'index.html'))).toBe(true);
  });
});
