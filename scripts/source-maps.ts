// The production build's source maps (docs/decisions.md "Production errors"): `build.sourcemap: 'hidden'`
// writes a .map per chunk without the `sourceMappingURL` comment (the served files are byte for byte those
// of a build without maps: the size budgets do not move), and this plugin moves the maps out of the served
// directory, dist/assets/x.js.map → dist-sourcemaps/assets/x.js.map, so no static host, CDN upload or
// nginx `root` can publish the app's source. The operator uploads dist-sourcemaps/ to their error tool.
import { mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Moves every .map file under outDir to the same relative path under mapsDir; returns the new paths. */
export function moveSourceMaps(outDir: string, mapsDir: string): string[] {
  const moved: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const file = join(d, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.map')) {
        const target = join(mapsDir, relative(outDir, file));
        mkdirSync(dirname(target), { recursive: true });
        renameSync(file, target);
        moved.push(target);
      }
    }
  };
  walk(outDir);
  return moved;
}

/** The directory the maps of a build into outDir go to: its sibling `<outDir>-sourcemaps`. */
export const sourceMapsDirOf = (outDir: string): string => `${outDir.replace(/[\\/]+$/, '')}-sourcemaps`;

/** The Vite plugin: once the bundle is written, its maps leave the served directory. */
export function hiddenSourceMaps(): Plugin {
  let outDir = 'dist';
  return {
    name: 'cashier:hidden-source-maps',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      moveSourceMaps(outDir, sourceMapsDirOf(outDir));
    },
  };
}
