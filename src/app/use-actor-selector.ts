// @xstate/react's useSelector, with one difference: while React hydrates the server's first screen, every
// actor reads the snapshot it had when hydration started (docs/decisions.md "The first screen on the
// server"). An actor can move on in between (the wallets' check answering in the browser), and React then
// renders that change right after hydration, as useSyncExternalStore's server snapshot is meant to do,
// instead of meeting markup that no longer matches.
import { useCallback } from 'react';
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/shim/with-selector';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

const frozen = new WeakMap<AnyActorRef, unknown>();

/** Keeps each actor's snapshot of now (the root and every actor under it) for hydration to read. */
export function freezeForHydration(root: AnyActorRef): void {
  const visit = (actor: AnyActorRef) => {
    const snapshot = actor.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> };
    frozen.set(actor, snapshot);
    for (const child of Object.values(snapshot.children ?? {})) if (child) visit(child);
  };
  visit(root);
}

const identity = (a: unknown, b: unknown) => a === b;

export function useSelector<TActor extends AnyActorRef | undefined, T>(
  actor: TActor,
  selector: (snapshot: TActor extends AnyActorRef ? SnapshotFrom<TActor> : undefined) => T,
  compare: (a: T, b: T) => boolean = identity,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const { unsubscribe } = actor.subscribe(onChange);
      return unsubscribe;
    },
    [actor],
  );
  const getSnapshot = useCallback(() => actor?.getSnapshot(), [actor]);
  const getServerSnapshot = useCallback(() => (actor && frozen.has(actor) ? frozen.get(actor) : actor?.getSnapshot()), [actor]);
  return useSyncExternalStoreWithSelector(subscribe, getSnapshot, getServerSnapshot, selector as (snapshot: unknown) => T, compare);
}
