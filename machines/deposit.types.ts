// The root deposit actor's types (machines/deposit.machine.ts): its context, events and what it emits.
import type { AppContext } from '../src/domain/context';
import type { TrackEmitted } from '../src/domain/tracking';
import type { BridgeEmitted } from '../src/domain/bridge-events';
import type { CallbackParams } from '../src/domain/callback';
import type { FeatureFlagValues } from '../src/domain/feature-flags';
import type { PaymentDraft, PendingDeposit } from '../src/domain/deposit-call';
import type { FragmentOpening } from '../src/domain/withdrawal';
import type { FlowKind } from '../src/domain/methods';
import type { PaymentMean } from '../src/domain/payment-means';
import type { EligibilityData } from './eligibility.machine';
import type { FlowEmittedEvent, PendingDepositEmitted, UnderWayEmitted } from './flow-output';
import type { ScreenMeta } from './routes';
import type { EntryView, View } from './deposit.views';

export interface LastDeposit {
  paymentMethod: string;
  amount: number;
  createdDate: string;
}

/** What the player asked to pay: the selected mean, the amount, and the flow the registry chose. */
export interface DepositRequest {
  mean: PaymentMean;
  amount: number;
  flow: FlowKind;
  /** The intent's id, made by the Pay button: its deposit call's correlation id. */
  intentId: string;
  /** The deposit under way before a reload, resumed by its flow. */
  resume: PendingDeposit | null;
}

export interface DepositSuccess {
  status: 'success' | 'pending';
  method: string;
  amount: number;
  transactionId: string | null;
  /** Pending because the result could not be read: "we are confirming your deposit" first. */
  unconfirmed?: true;
}

export interface DepositContext {
  app: AppContext;
  eligibility: EligibilityData | null;
  lastDeposit: LastDeposit | null;
  flags: FeatureFlagValues;
  /** The reason of the ineligibility dialog, when the player may not deposit. */
  ineligibleReason: string | null;
  callback: CallbackParams | null;
  request: DepositRequest | null;
  /** The provider page a flow sent the player to. */
  redirectUrl: string | null;
  /** The reason of the error dialog shown over the amount page after a failed deposit. */
  failure: string | null;
  /** A failed deposit's amount, put back in the field (SPEC 4 Callback). */
  failedAmount: number | null;
  /** A failed provider payment's method (the callback's `method`): selected again on the amount page. */
  failedMethod: string | null;
  /** The amount page's choice before the page was loaded again (context init read it; docs/decisions.md "Page lifecycle"). */
  draft: PaymentDraft | null;
  success: DepositSuccess | null;
  /**
   * What the flow region starts with once the page is ready (context init read it): a deposit under way
   * when the page was reloaded, resumed by its flow, or the withdrawal fragment the page was opened on
   * (run as the `withdrawal` flow).
   */
  resume: PendingDeposit | FragmentOpening | null;
  /**
   * The running flow's deposit under way: the record it emitted when it sent its deposit call, until it
   * cleared it (the record src/app keeps over a reload). A flow that throws with one ends pending, not failed.
   */
  depositUnderWay: PendingDeposit | null;
  /**
   * The last record of it a flow kept over a reload (`deposit.pendingSaved`, or the record a reloaded page
   * resumed): kept again while the player reads "we are confirming", until they close it (docs/decisions.md
   * "Page lifecycle", 2026-12-06). A wallet's `deposit.sent` is not kept over a reload: null then.
   */
  keptRecord: PendingDeposit | null;
  /**
   * The running flow's listener failed: its messages, among them the send of its deposit call, are no longer
   * heard, so whether its deposit is under way is not known (DESIGN 7: then it is treated as under way).
   */
  flowUnheard: boolean;
  /** The amount page's view the launch path asked for (/preferred, /methods). */
  entryView: EntryView | null;
}

export type DepositEvent =
  | { type: 'dialog.closed' }
  | { type: 'app.close' }
  | { type: 'deposit.requested'; mean: PaymentMean; amount: number; intentId: string }
  | { type: 'confirmation.closed' }
  /** The header's back button or the browser's back (popstate): the running flow decides where back goes. */
  | { type: 'navigation.back' }
  /** A link out of the payment (the FAQ) was followed: native apps open it in the device's browser. */
  | { type: 'link.opened'; url: string }
  /** The amount page's views (machines/deposit.views.ts). */
  | { type: 'view.opened'; view: View }
  | FlowEmittedEvent;

export type DepositEmitted =
  | BridgeEmitted
  | { type: 'app.redirect'; url: string }
  | { type: 'session.cleared' }
  /** The player left for the return URL: the refresh token is forgotten (the access cookie runs out by itself). */
  | { type: 'session.ended' }
  | { type: 'session.timedOut' }
  | { type: 'firstDeposit.cleared' }
  | { type: 'app.warning'; message: string }
  /** A provider callback failed: the global overlay loader hides (SPEC 2). */
  | { type: 'callback.failed' }
  | PendingDepositEmitted
  | UnderWayEmitted
  /** A flow's fresh balance (the withdrawal fragment's), taken by the root into the header. */
  | { type: 'balance.read'; balance: number | null }
  | TrackEmitted; // usage tracking (deposit.tracking.ts), sent by src/analytics

/** 'handoff': the page hands the player to a provider; the global overlay loader shows instead of the busy one. */
/**
 * The root's tags: 'busy', 'dialog' and 'handoff' say what covers the page; the others are the states the
 * app and its screens may name (docs/decisions.md "State names stay in their machine"): the context read
 * ('initializing'), the page's calls ('loading'), the amount page ready ('amountPage'), a failed deposit's
 * dialog ('depositFailed'), a deposit's confirmation ('confirmation'), and the pages that end the visit
 * ('ineligible', 'errorPage').
 */
export type DepositTag =
  | 'busy'
  | 'dialog'
  | 'handoff'
  | 'initializing'
  | 'loading'
  | 'amountPage'
  | 'depositFailed'
  | 'confirmation'
  | 'ineligible'
  | 'errorPage'
  // The contract the tests read (docs/decisions.md "State names stay in their machine"): the amount page with
  // no payment under way, a flow's code loading, a flow running (one tag per flow), the callback page, the
  // deposit made (its dialogs, its end), the two error pages and the app left.
  | 'noFlow'
  | 'flowLoading'
  | `${FlowKind}Flow`
  | 'callbackPage'
  | 'succeeded'
  | 'unconfirmedDialog'
  | 'resultDialog'
  | 'finishing'
  | 'sessionTimeout'
  | 'technicalError'
  | 'leaving';
export type DepositMeta = ScreenMeta;

/** The root's children: invoke id -> actor name (the `flow` child is whichever flow the registry chose). */
export type DepositChildren = {
  contextInit: 'contextInit';
  paymentMeans: 'paymentMeans';
  banner: 'banner';
  eligibility: 'eligibility';
  fetchLastDeposit: 'fetchLastDeposit';
  fetchFeatureFlags: 'fetchFeatureFlags';
  amount: 'amount';
  loadFlow: 'loadFlow';
  flow: FlowKind;
  flowListener: 'listenToFlow';
  callback: 'callback';
};
