// What the player must see after each page-lifecycle event, written by hand from SPEC and DESIGN (not
// computed from the code): SPEC 2 (routes, "a page restored from the back-forward cache reloads", the
// overlay loader hidden when the page is visible again), SPEC 4 (Callback, Card response, success
// handling), SPEC 9 (persisted values: amount and source), DESIGN 7 (a deposit whose result cannot be read
// is pending, never failed; one player action is at most one deposit, whatever the reloads; never a blank
// page or a spinner without end) and docs/decisions.md "Page lifecycle".
//
// Each screen state of a machine (screens.ts) is given, by hand, the PHASE the player is in; the rule is
// then phase × event. A state without a phase fails the lifecycle check (test/lifecycle/lifecycle.test.ts):
// a new screen must be given its rule.
import type { LifecycleMachine } from './screens';

export const LIFECYCLE_EVENTS = ['reload', 'providerReturn', 'inAppClosed', 'backForward', 'newTab', 'hiddenShown'] as const;
export type LifecycleEvent = (typeof LIFECYCLE_EVENTS)[number];

export const EVENT_TEXT: Record<LifecycleEvent, string> = {
  reload: 'the page reloaded (same tab)',
  providerReturn: 'a return from a provider page (the callback route)',
  inAppClosed: 'the native in-app browser closed (the webview shown again)',
  backForward: 'browser back, then forward',
  newTab: 'the app reopened in a new tab of the same session (a duplicated tab: its sessionStorage copied)',
  hiddenShown: 'the page hidden, then shown',
};

export type Phase =
  | 'choosing' // the amount page: nothing sent
  | 'form' // a method's own form or the device's sheet: nothing sent
  | 'sending' // the deposit call is under way: it may be recorded
  | 'waiting' // the deposit was accepted: its outcome is awaited (money may move)
  | 'challenge' // the bank's 3DS2 challenge in the page
  | 'elsewhere' // the bank's or provider's page opened outside (issuer redirect, another app, a QR code)
  | 'handoff' // the page is leaving for a provider's page
  | 'returning' // the callback route reads a provider's return
  | 'outcome' // a dialog tells a deposit's outcome (a refusal, a success, Multibanco's reference)
  | 'unconfirmed' // the dialog of a deposit whose result is not known: "we are confirming", "we could not confirm"
  | 'sheet' // the device's payment sheet is over the page while the deposit call runs (Apple Pay)
  | 'deadEnd' // technical error, ineligible
  | 'sessionEnded' // the session timeout page: the session can no longer be refreshed
  | 'withdrawal' // the pending withdrawals fragment
  | 'flowRuns'; // the root while a flow runs: the flow's own screen states answer

export type Expect =
  | 'same' // the same step, as it was
  | 'amountChosen' // the amount page with the chosen method and amount
  | 'confirming' // the same wait resumed, "we are confirming", or its pending hand-over: never a form, never a new deposit
  | 'challengeAgain' // the bank's challenge again
  | 'returnRead' // the return read: the outcome, or "we are confirming"
  | 'sameOrAmount' // the same page or the amount page with its way on, never blank
  | 'sessionGone'; // a page that says the session cannot go on, with its way on

export const EXPECT_TEXT: Record<Expect, string> = {
  same: 'the same step',
  amountChosen: 'the amount page with the chosen method and amount',
  confirming: 'the wait resumed, "we are confirming", or the hand-over with status pending once the read ends (never a form, never a second deposit)',
  challengeAgain: "the bank's challenge again",
  returnRead: 'the return read: its outcome, or "we are confirming"',
  sameOrAmount: 'the same page or the amount page, with a way on',
  sessionGone:
    "the session timeout page, or, once the page loads again without a usable session, SPEC 4's failed context init (the technical error page); with a way on, never the amount page",
};

/** The player's phase in each screen state, by hand (state names as screens.ts gives them; `*` ends a prefix). */
export const PHASES: Record<LifecycleMachine, Array<[string, Phase]>> = {
  deposit: [
    ['active.ready.flow.idle*', 'choosing'],
    ['active.ready.flow.loadingFlow*', 'choosing'], // the method's code loads: nothing sent
    ['active.ready.flow.failed*', 'outcome'],
    ['active.ready.flow.redirecting*', 'handoff'],
    ['active.ready.flow.*', 'flowRuns'],
    ['active.callback', 'returning'],
    ['active.succeeded.unconfirmed', 'unconfirmed'],
    ['active.succeeded.*', 'outcome'],
    ['ineligible', 'deadEnd'],
    ['sessionTimeout', 'sessionEnded'],
    ['technicalError', 'deadEnd'],
  ],
  card: [
    ['form.*', 'form'],
    ['cvvForm', 'form'],
    ['fetchingTokenBrands', 'form'],
    ['networkChannels', 'form'],
    ['encrypting', 'form'], // encryption in the page: nothing has left it yet
    ['depositing*', 'sending'],
    ['fingerprinting', 'waiting'],
    ['threeDs2', 'waiting'],
    ['challenge.*', 'challenge'],
    ['issuerRedirect', 'elsewhere'],
  ],
  'mobile-money': [
    ['operators', 'form'],
    ['phone', 'form'],
    ['code', 'form'],
    ['monitoring', 'waiting'],
    ['polling', 'waiting'],
    ['postingForm', 'handoff'],
    ['waveQr', 'elsewhere'],
  ],
  mbway: [
    ['form', 'form'],
    ['depositing*', 'sending'],
    ['waiting', 'waiting'],
    ['appToApp', 'elsewhere'],
  ],
  blik: [
    ['form', 'form'],
    ['depositing*', 'sending'],
    ['waiting', 'waiting'],
  ],
  'direct-deposit': [
    ['skrillForm', 'form'],
    ['ticketForm', 'form'],
    ['showingReference', 'outcome'],
  ],
  paypal: [
    ['preparing', 'form'],
    ['approving', 'form'],
  ],
  'apple-pay': [
    ['validating', 'form'],
    ['awaitingMerchant', 'form'],
    ['awaitingPayment', 'form'],
    // The sheet shows its own spinner over the page until completePayment, sent at the call's end
    // (machines/apple-pay.machine.ts `depositing`: completeSuccess / completeFailure on each of its ends).
    ['depositing', 'sheet'],
  ],
  'google-pay': [
    ['askingBridge.*', 'form'],
    ['askingWeb', 'form'],
    ['depositing', 'sending'],
  ],
  withdrawal: [['pending.*', 'withdrawal']],
};

export function phaseOf(machine: LifecycleMachine, state: string): Phase | null {
  for (const [pattern, phase] of PHASES[machine]) {
    if (pattern.endsWith('*') ? state.startsWith(pattern.slice(0, -1)) : state === pattern) return phase;
  }
  return null;
}

/** Why an event cannot reach a phase at all (no such page event there). */
const NO_PROVIDER =
  'no provider page is open from here: a return needs one (a late return after a cancel is stopped by paymentCancelRedirectInApp, docs/bridge.md)';
const NO_IN_APP = "no in-app browser is open from here (only the card issuer's page of a native app opens one: paymentRedirectInApp, docs/bridge.md)";
const HANDOFF_IN_PAGE =
  "the provider's page opens in this page, not in an in-app browser: app.redirect navigates the document itself, in a native app's webview too (src/app/effects.ts; only the card issuer's page uses paymentRedirectInApp)";
const UNDER_THE_SHEET =
  "Apple Pay's sheet covers the page while the deposit call runs (its spinner; completePayment is sent on each of the call's ends, machines/apple-pay.machine.ts `depositing`): the page's reload, back and address bar are out of reach until it closes, and no provider page is open";

export type Rule = { expect: Expect } | { notApplicable: string };

/** The rule of (phase, event), from SPEC and DESIGN. */
export function ruleFor(phase: Phase, event: LifecycleEvent): Rule {
  if (phase === 'flowRuns') return { notApplicable: "the running flow's own screen states carry these pairs (its machine's rows)" };
  if (event === 'hiddenShown') return { expect: 'same' }; // nothing of the page changes; the stream restarts (SPEC 4)
  if (phase === 'sheet') return { notApplicable: UNDER_THE_SHEET };
  switch (phase) {
    case 'choosing':
    case 'form':
      // Nothing sent: the amount page as the player chose it (SPEC 9 persisted amount and source).
      if (event === 'providerReturn') return { notApplicable: NO_PROVIDER };
      if (event === 'inAppClosed') return { notApplicable: NO_IN_APP };
      return { expect: 'amountChosen' };
    case 'sending':
      // DESIGN 7: the deposit may be recorded: resume its wait or say "we are confirming". Back is ignored
      // during the call (docs/decisions.md "BLIK": "Back ignored during the call"), or, where the call's
      // screen is the amount page (Google Pay), leaves the page, and forward loads it again as a reload.
      if (event === 'providerReturn') return { notApplicable: NO_PROVIDER };
      if (event === 'inAppClosed') return { notApplicable: NO_IN_APP };
      return { expect: 'confirming' };
    case 'waiting':
      // As sending; back in a wait ends it pending where the flow says so (SPEC 4 polling "cancelled";
      // docs/decisions.md "BLIK · The wait", "MB Way · The wait", "Mobile money · No cancel once the operator
      // asks"), else the wait stays: either way "confirming", never a form, never failed.
      if (event === 'providerReturn') return { notApplicable: NO_PROVIDER };
      if (event === 'inAppClosed') return { notApplicable: NO_IN_APP };
      return { expect: 'confirming' };
    case 'challenge':
      if (event === 'providerReturn') return { notApplicable: NO_PROVIDER };
      if (event === 'inAppClosed') return { notApplicable: NO_IN_APP };
      return { expect: event === 'backForward' ? 'same' : 'challengeAgain' }; // back asks first (SPEC 4 detail 3)
    case 'elsewhere':
      // The bank or provider has the payment: its return is read; closing its browser leaves the wait usable.
      if (event === 'providerReturn') return { expect: 'returnRead' };
      if (event === 'inAppClosed') return { expect: 'same' };
      return { expect: 'confirming' }; // back: as in a wait (above)
    case 'handoff':
      if (event === 'providerReturn') return { expect: 'returnRead' };
      if (event === 'inAppClosed') return { notApplicable: HANDOFF_IN_PAGE };
      // Back from the provider's page: the page reloads (SPEC 2 back-forward cache) on the amount page as chosen.
      return { expect: 'amountChosen' };
    case 'returning':
      if (event === 'inAppClosed') return { notApplicable: NO_IN_APP };
      return { expect: 'returnRead' };
    case 'outcome':
      // The outcome is known and told: the page may show it again or the amount page as chosen (docs/decisions.md
      // "Page lifecycle", 2026-12-06), never a blank page, never another outcome.
      if (event === 'providerReturn') return { notApplicable: NO_PROVIDER };
      if (event === 'inAppClosed') return { notApplicable: NO_IN_APP };
      return { expect: 'sameOrAmount' };
    case 'unconfirmed':
      // DESIGN 7: the result is not known and the dialog said "do not pay again": the deposit stays under way
      // until the player closes it (docs/decisions.md "Page lifecycle", 2026-12-06). Back leaves the app's
      // page (the dialog is on the amount page's route) and forward loads it again, as a reload.
      if (event === 'providerReturn') return { notApplicable: NO_PROVIDER };
      if (event === 'inAppClosed') return { notApplicable: NO_IN_APP };
      return { expect: 'confirming' };
    case 'deadEnd':
      if (event === 'providerReturn') return { notApplicable: NO_PROVIDER };
      if (event === 'inAppClosed') return { notApplicable: NO_IN_APP };
      return { expect: 'sameOrAmount' };
    case 'sessionEnded':
      // SPEC 4 Context init: a page load whose session cannot be restored goes to the technical error page
      // (an invalid token deletes the cookies); docs/decisions.md "Page lifecycle" (2026-12-06).
      if (event === 'providerReturn') return { notApplicable: NO_PROVIDER };
      if (event === 'inAppClosed') return { notApplicable: NO_IN_APP };
      return { expect: 'sessionGone' };
    case 'withdrawal':
      if (event === 'providerReturn') return { notApplicable: NO_PROVIDER };
      if (event === 'inAppClosed') return { notApplicable: NO_IN_APP };
      return { expect: 'sameOrAmount' };
  }
}
