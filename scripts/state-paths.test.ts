// The check of scripts/state-paths.ts, run by `npm test` (docs/decisions.md "State names stay in their machine").
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withProbeFile } from './probe-file';
import { checkedFiles, statePaths } from './state-paths';

describe('state names stay in their machine', () => {
  it('no snapshot.matches(…) or state-path helper outside a machine’s own files: the app, the server and the tests read the tags a machine declares', () => {
    expect(statePaths()).toEqual([]);
  }, 120_000);

  it('checks the tests and the machines’ other files, and leaves a machine its own files (machines/<name>.*.ts, its unit tests included)', () => {
    const files = checkedFiles().map((f) => relative(`${import.meta.dirname}/..`, f));
    expect(files).toEqual(
      expect.arrayContaining([
        'src/app/focus-on-screen.ts',
        'server/main.ts',
        'test/model/expectations/rule.ts',
        'test/model/tooling.test.ts',
        'test/e2e/model-run/card.ts',
        'test/e2e/lifecycle.spec.ts',
        'machines/registry.ts',
        'machines/wait-resume.test.ts',
      ]),
    );
    for (const own of ['machines/card.machine.ts', 'machines/card.machine.test.ts', 'machines/card.context.ts', 'machines/deposit.flows.ts']) {
      expect(files).not.toContain(own);
    }
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

  it('in a test: finds a model step’s snapshot.matches(…) and a state-path helper, and leaves the tags alone', () => {
    withProbeFile(
      'state-paths-test',
      [
        "import type { AnyMachineSnapshot } from 'xstate';",
        "import type { cardMachine } from '../../machines/card.machine';",
        "import { tagsOf, type Step } from '../../test/model/expectations/rule';",
        "import { tagReader } from '../../test/model/tags';",
        'const inState = (snap: AnyMachineSnapshot | null, path: string) => !!snap?.matches(path as never);',
        "export const cancelled = (s: Step) => !!s.before?.matches('issuerRedirect') || inState(s.after, 'cvvForm');",
        "export const tagged = (s: Step) => tagsOf<typeof cardMachine>().has(s.after, 'cvvForm') || tagReader<typeof cardMachine>()(s.before, 'issuer');",
      ],
      (file) =>
        expect(statePaths([file]).map((p) => [p.line, p.text])).toEqual([
          [5, 'snap?.matches(path as never)'],
          [6, "s.before?.matches('issuerRedirect')"],
          [6, "inState(s.after, 'cvvForm')"],
        ]),
    );
  }, 60_000);
});
