// The contract between the root and a method's own flow machine (card, mobile money, direct, ...),
// which the root invokes as its `flow` child (routes.ts FLOW_ACTOR_ID) from the `flow` region of
// `ready`, one state per flow of the method registry (src/domain/methods.ts FLOWS).
import { fromCallback, type AnyEventObject } from 'xstate';
import type { AppContext } from '../src/domain/context';
import type { PendingDeposit } from '../src/domain/deposit-call';
import type { FeatureFlagValues } from '../src/domain/feature-flags';
import { FLOW_KINDS, type FlowKind } from '../src/domain/methods';
import type { PaymentMean } from '../src/domain/payment-means';
import { FLOW_ACTOR_ID } from './routes';
import { notProvided } from './side-effects';

export interface FlowInput {
  mean: PaymentMean;
  amount: number;
  app: AppContext;
  flags: FeatureFlagValues;
  /** The deposit intent's id (made by the Pay button): the correlation id of the flow's deposit call. */
  intentId: string;
  /** A deposit under way before the page was reloaded: the flow resumes it instead of starting. */
  resume?: PendingDeposit | null;
}

/**
 * How a flow ends. Failures the flow recovers from itself (e.g. a refused card back on the card form)
 * never reach the root. `cancelled`: the player went back; `closed`: the flow's last screen was closed
 * with nothing left to do (the Multibanco reference).
 */
export type FlowOutput =
  | {
      kind: 'success' | 'pending';
      method: string;
      amount: number;
      transactionId: string | null;
      /**
       * Pending because the result could not be read (lost answer, failing status or stream after the
       * deposit was accepted): the player is told "we are confirming your deposit", never "failed".
       */
      unconfirmed?: true;
    }
  | { kind: 'failure'; reason: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'cancelled' }
  | { kind: 'closed' }
  | { kind: 'sessionExpired' };

/**
 * The player stops waiting for a result (every waiting screen has a way out). The deposit may
 * still complete, so the flow ends as pending, unconfirmed: never failed, never a second deposit.
 */
export type StopWaitingEvent = { type: 'wait.stopped' };

/** A pending end whose result could not be read (or was not waited for): "we are confirming your deposit". */
export const unconfirmedPending = (method: string, amount: number, transactionId: string | null): FlowOutput => ({
  kind: 'pending',
  method,
  amount,
  transactionId,
  unconfirmed: true,
});

/**
 * What a flow emits about its deposit under way, for src/app to keep in (or drop from) sessionStorage:
 * saved while the deposit call runs or the flow waits on the deposit, cleared when it leaves that state.
 */
export type PendingDepositEmitted = { type: 'deposit.pendingSaved'; deposit: PendingDeposit } | { type: 'deposit.pendingCleared' };

/**
 * What a flow tells the root alone about its deposit under way (docs/decisions.md "Unknown is not failed"):
 * `deposit.sent`, a deposit call sent that is not kept over a reload (a wallet's sheet cannot be shown
 * again); `deposit.refusedOnForm`, an explicit refusal that put the player back on the flow's form, so
 * nothing is under way. The root's record otherwise lives until the flow ends.
 */
export type UnderWayEmitted = { type: 'deposit.sent'; deposit: PendingDeposit } | { type: 'deposit.refusedOnForm' };

/** Every event a flow emits (bridge messages, redirects), handed to the root to emit as its own. */
export type FlowEmittedEvent = { type: 'flow.emitted'; emitted: AnyEventObject };

/**
 * The root's default for each flow: it fails loudly. The real flow machine is provided by src/app once
 * its code is loaded (the root's `loadFlow` step), so no flow code is in the initial bundle.
 */
export const flowActors = Object.fromEntries(FLOW_KINDS.map((kind) => [kind, notProvided<FlowOutput, FlowInput>(kind)])) as Record<
  FlowKind,
  ReturnType<typeof notProvided<FlowOutput, FlowInput>>
>;

/**
 * Listens to the running flow child's emitted events and sends each to the root, which emits it like
 * its own (DESIGN 3: machine actions emit bridge messages; src/app forwards the root's).
 */
export const listenToFlow = fromCallback<AnyEventObject>(({ system, sendBack }) => {
  const flow = system.get(FLOW_ACTOR_ID) as { on?: (type: '*', fn: (e: AnyEventObject) => void) => { unsubscribe(): void } } | undefined;
  const subscription = flow?.on?.('*', (emitted) => sendBack({ type: 'flow.emitted', emitted } satisfies FlowEmittedEvent));
  return () => subscription?.unsubscribe();
});
