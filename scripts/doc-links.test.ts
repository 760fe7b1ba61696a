// No link in README.md or docs/ leaves the repository (a clone must be readable on its own), and every
// relative link names a file that exists.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenLinks, linksOf } from './doc-links';

describe('doc links', () => {
  it('README.md and docs/ link only inside the repository, to files that exist', () => {
    expect(brokenLinks()).toEqual([]);
  });

  const dir = mkdtempSync(join(tmpdir(), 'doc-links-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('catches a link out of the clone, a missing file, an absolute path and ../shared even in code; allows the web and anchors', () => {
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'docs', 'here.md'), '# here\n');
    writeFileSync(
      join(dir, 'README.md'),
      [
        'Rules: [spec](../shared/SPEC.md), [gone](docs/gone.md), [abs](/docs/here.md).',
        'Fine: [here](docs/here.md#here), [web](https://example.com/x), [anchor](#top), `[code](../shared/x.md)`.',
        '```',
        '[fenced](../outside.md)',
        '```',
        '![img](docs/missing.png)',
      ].join('\n'),
    );
    expect(brokenLinks(dir).map((b) => `${b.line} ${b.target} ${b.why}`)).toEqual([
      '1 ../shared/SPEC.md leaves the repository',
      '1 docs/gone.md no such file',
      '1 /docs/here.md absolute path: write it relative to the file',
      '6 docs/missing.png no such file',
      '2 ../shared/x.md names a file outside the repository',
    ]);
  });

  it('reads inline links, images, html links and reference definitions', () => {
    expect(linksOf('[a](x.md "t") <a href="y.md">y</a>\n[ref]: z.md').map((l) => l.target)).toEqual(['x.md', 'y.md', 'z.md']);
  });
});
