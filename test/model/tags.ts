// The states a test may name are the tags the machine declares (docs/decisions.md "State names stay in their
// machine"), read through the machine's own tag union: a misspelt tag, or one the machine no longer
// declares, fails tsc, and a state renamed or moved inside the machine breaks no test.
import type { AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate';

/** The tags a machine declares in its setup's `types.tags`. */
export type TagOf<M extends AnyStateMachine> = Parameters<SnapshotFrom<M>['hasTag']>[0];

/** `tagReader<typeof cardMachine>()(snapshot, 'cvvForm')`: the snapshot carries the card's tag. */
export const tagReader =
  <M extends AnyStateMachine>() =>
  (snap: AnyMachineSnapshot | null | undefined, tag: TagOf<M>): boolean =>
    !!snap?.hasTag(tag);
