// The running method flow (the root's `flow` child) when it is the given machine, for that flow's screens.
import { useSelector } from './use-actor-selector';
import type { AnyActorRef } from 'xstate';
import { FLOW_ACTOR_ID } from '../../machines/routes';
import { useChild } from './actor-context';

export function useFlow<T extends AnyActorRef>(machineId: string): T | undefined {
  const ref = useChild<T>(FLOW_ACTOR_ID);
  const matches = useSelector(ref, (s) => (s as { machine?: { id?: string } } | undefined)?.machine?.id === machineId);
  return ref && matches ? ref : undefined;
}
