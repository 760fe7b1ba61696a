import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir: string;
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('precompressDir (the build precompressed)', () => {
  it('writes a .br and a .gz of each text file above 1 KiB, which decompress to the file; not index.html, not small files, not images', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cashier-precompress-'));
    await mkdir(path.join(dir, 'assets'));
    const js = 'export const a = "deposit";\n'.repeat(200);
    await writeFile(path.join(dir, 'assets', 'index-abc.js'), js);
    await writeFile(path.join(dir, 'assets', 'index-abc.css'), '.a{color:red}\n'.repeat(200));
    await writeFile(path.join(dir, 'assets', 'tiny-abc.js'), 'export{}');
    await writeFile(path.join(dir, 'assets', 'logo.png'), Buffer.alloc(4096));
    await writeFile(path.join(dir, 'index.html'), '<p>page</p>'.repeat(200));

    precompressDir(dir);

    const br = await readFile(path.join(dir, 'assets', 'index-abc.js.br'));
    const gz = await readFile(path.join(dir, 'assets', 'index-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(js);
    expect(gunzipSync(gz).toString()).toBe(js);
    expect(br.length).toBeLessThan(js.length);
    expect(existsSync(path.join(dir, 'assets', 'index-abc.css.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'assets', 'index-abc.css.gz'))).toBe(true);
    for (const skipped of ['assets/tiny-abc.js', 'assets/logo.png', 'index.html']) {
      expect(existsSync(path.join(dir, `${skipped}.br`)), skipped).toBe(false);
      expect(existsSync(path.join(dir, `${skipped}.gz`)), skipped).toBe(false);
    }
  });
});
