// The check of scripts/state-paths.ts, run by `npm test` (docs/decisions.md "State names stay in their machine").
import { describe, expect, it } from 'vitest';
import { withProbeFile } from './probe-file';
import { statePaths } from './state-paths';

describe('state names stay in their machine', () => {
  it('no snapshot.matches(…) in the app or the front server: they read the tags a machine declares', () => {
    expect(statePaths()).toEqual([]);
  }, 60_000);

  it('finds a state path on a snapshot, and leaves a DOM element’s matches(selector) alone', () => {
    withProbeFile(
      'state-paths',
      [
        "import { createActor } from 'xstate';",
        "import { bannerMachine } from '../../machines/banner.machine';",
        'const snapshot = createActor(bannerMachine).getSnapshot();',
        "export const shown = snapshot.matches({ shown: { mission: 'optedIn' } });",
        "export const isButton = (e: Element) => e.matches('button');",
      ],
      (file) => expect(statePaths([file]).map((p) => [p.line, p.text])).toEqual([[4, "snapshot.matches({ shown: { mission: 'optedIn' } })"]]),
    );
  }, 60_000);
});
