// The root deposit actor, handed to React. Components select small slices (DESIGN 4), never the
// whole snapshot.
import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from './use-actor-selector';
import type { Actor, AnyActorRef, SnapshotFrom } from 'xstate';
import type { depositMachine } from '../../machines/deposit.machine';

export type DepositActor = Actor<typeof depositMachine>;
export type DepositSnapshot = SnapshotFrom<typeof depositMachine>;

const ActorContext = createContext<DepositActor | null>(null);

export function DepositActorProvider({ actor, children }: { actor: DepositActor; children: ReactNode }) {
  return <ActorContext.Provider value={actor}>{children}</ActorContext.Provider>;
}

export function useDepositActor(): DepositActor {
  const actor = useContext(ActorContext);
  if (!actor) throw new Error('useDepositActor needs a DepositActorProvider');
  return actor;
}

export function useDeposit<T>(selector: (s: DepositSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useDepositActor(), selector, compare);
}

/** A child actor of the root by its id (e.g. 'amount'), or undefined while it does not run. */
export function useChild<T extends AnyActorRef>(id: string): T | undefined {
  return useDeposit((s) => (s.children as Record<string, AnyActorRef | undefined>)[id] as T | undefined);
}
