// The root's composition is typed (docs/decisions.md "Typed composition"): its flow region is built with
// `depositSetup.createStateConfig` (deposit.machine.ts), so a name the root's setup does not know fails
// `tsc`. The `@ts-expect-error` lines hold it: were the configs untyped again, each directive would be
// unused and `tsc` would fail on it.
import { describe, expect, it } from 'vitest';
import { depositSetup } from './deposit.machine';

describe("the root's typed setup", () => {
  it('refuses an unknown action, guard or child (checked by tsc)', () => {
    const configs = [
      // @ts-expect-error an action the root does not have
      depositSetup.createStateConfig({ entry: 'hideCloseIcn' }),
      // @ts-expect-error a guard the root does not have
      depositSetup.createStateConfig({ always: { guard: 'hasResum', target: 'idle' } }),
      // @ts-expect-error a child the root does not provide
      depositSetup.createStateConfig({ invoke: { src: 'listenToFlw', id: 'flowListener' } }),
      // Known names compile.
      depositSetup.createStateConfig({ entry: 'hideCloseIcon', always: { guard: 'hasResume', target: 'idle' }, invoke: { src: 'listenToFlow', id: 'flowListener' } }),
    ];
    // createStateConfig checks types only: it hands the config back as written.
    expect(configs[3]).toEqual({ entry: 'hideCloseIcon', always: { guard: 'hasResume', target: 'idle' }, invoke: { src: 'listenToFlow', id: 'flowListener' } });
  });
});
