// The root's composition is typed (docs/decisions.md "Typed composition; a flow that throws after its
// deposit call"): its flow region is built with `depositSetup.createStateConfig` (deposit.machine.ts), so a
// name the root's setup does not know fails `tsc`. These are type assertions, checked by `tsc` (npm test's
// "types" step, `npx tsc -p tsconfig.json --noEmit`), not at run time: were the configs untyped again, each
// `@ts-expect-error` directive would be unused and `tsc` would fail on it.
import { describe, expectTypeOf, it } from 'vitest';
import { depositSetup } from './deposit.machine';

describe("the root's typed setup", () => {
  it('refuses an unknown action, guard or child (checked by tsc)', () => {
    // @ts-expect-error an action the root does not have
    expectTypeOf(depositSetup.createStateConfig).toBeCallableWith({ entry: 'hideCloseIcn' });
    // @ts-expect-error a guard the root does not have
    expectTypeOf(depositSetup.createStateConfig).toBeCallableWith({ always: { guard: 'hasResum', target: 'idle' } });
    // @ts-expect-error a child the root does not provide
    expectTypeOf(depositSetup.createStateConfig).toBeCallableWith({ invoke: { src: 'listenToFlw', id: 'flowListener' } });
    // Known names compile.
    expectTypeOf(depositSetup.createStateConfig).toBeCallableWith({
      entry: 'hideCloseIcon',
      always: { guard: 'hasResume', target: 'idle' },
      invoke: { src: 'listenToFlow', id: 'flowListener' },
    });
  });
});
