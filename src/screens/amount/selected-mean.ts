// The payment mean the player has selected, read from the root's paymentMeans child.
import { useSelector } from '../../app/use-actor-selector';
import type { ActorRefFrom } from 'xstate';
import type { paymentMeansMachine } from '../../../machines/payment-means.machine';
import type { PaymentMean } from '../../domain/payment-means';
import { useChild } from '../../app/actor-context';

export type MeansRef = ActorRefFrom<typeof paymentMeansMachine>;

export function useMeansRef(): MeansRef | undefined {
  return useChild<MeansRef>('paymentMeans');
}

/** Whether the means list is shown (its machine ready): what sits below it comes with it (CLS). */
export function useMeansShown(meansRef: MeansRef | undefined): boolean {
  return useSelector(meansRef, (snap) => snap?.hasTag('ready') ?? false);
}

export function useSelectedMean(meansRef: MeansRef | undefined): PaymentMean | null {
  return useSelector(meansRef, (snap) => snap?.context.data?.means.find((m) => m.id === snap.context.selectedId) ?? null);
}
