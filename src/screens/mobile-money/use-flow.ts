import type { ActorRefFrom } from 'xstate';
import type { mobileMoneyMachine } from '../../../machines/mobile-money.machine';
import { FLOW_ACTOR_ID } from '../../../machines/routes';
import { useChild } from '../../app/actor-context';

export type MobileMoneyRef = ActorRefFrom<typeof mobileMoneyMachine>;

/** The running mobile money flow (the root's `flow` child), if it is the one running. */
export function useMobileMoneyFlow(): MobileMoneyRef | undefined {
  const flow = useChild<MobileMoneyRef>(FLOW_ACTOR_ID);
  return flow && (flow.getSnapshot() as { machine?: { id?: string } }).machine?.id === 'mobileMoney' ? flow : undefined;
}
