// The contract between the root and a method's own flow machine (card, mobile money, ...), which the
// root invokes as its `flow` child (see routes.ts FLOW_ACTOR_ID) from the `flow` region of `ready`.
import type { AppContext } from '../src/domain/context';
import type { PaymentMean } from '../src/domain/payment-means';
import type { FeatureFlagValues } from './deposit.machine';
import { notProvided } from './side-effects';

export interface FlowInput {
  mean: PaymentMean;
  amount: number;
  app: AppContext;
  flags: FeatureFlagValues;
}

/** How a flow ends. Failures the flow recovers from itself (e.g. a refused card back on the card form) never reach the root. */
export type FlowOutput =
  | { kind: 'success' | 'pending'; method: string; amount: number; transactionId: string | null }
  | { kind: 'failure'; reason: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'cancelled' }
  | { kind: 'sessionExpired' };

/**
 * The root's default for a method flow: it fails loudly. The real flow machine is provided by src/app
 * once its code is loaded (the root's `loadFlow` step), so no flow code is in the initial bundle.
 */
export const flowNotProvided = (name: string) => notProvided<FlowOutput, FlowInput>(name);
