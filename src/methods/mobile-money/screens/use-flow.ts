import type { ActorRefFrom } from 'xstate';
import type { mobileMoneyMachine } from '../../../../machines/mobile-money.machine';
import { useFlow } from '../../../app/use-flow';

export type MobileMoneyRef = ActorRefFrom<typeof mobileMoneyMachine>;

/** The running mobile money flow (the root's `flow` child), if it is the one running. */
export function useMobileMoneyFlow(): MobileMoneyRef | undefined {
  return useFlow<MobileMoneyRef>('mobileMoney');
}
