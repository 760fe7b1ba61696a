// The browser runs of the lifecycle check (test/e2e/lifecycle.spec.ts): each realises one (screen state ×
// lifecycle event) pair of screens.ts in Chromium against the sandbox and asserts the rule of rules.ts for
// it. Pairs of the same phase and event whose answer comes from the same mechanism are represented by one
// run (`stands for`): the browser cost stays small (docs/qa.md "Page lifecycle" lists every pair).
import type { LifecycleEvent, Phase } from './rules';
import type { LifecycleMachine } from './screens';

export interface LifecycleRun {
  id: string;
  machine: LifecycleMachine;
  /** The screen state as screens.ts names it. */
  state: string;
  event: LifecycleEvent;
  /** How the page event is made in Chromium. */
  how: string;
  /** The (phase, event) pairs this run stands for, with the mechanism that answers them all. */
  standsFor?: { phases: Phase[]; mechanism: string };
}

const DRAFT = "the amount page's choice kept for the tab (src/app/payment-draft.ts) read back at start";
const RECORD = "the pending-deposit record (src/app/pending-deposit.ts) read back at start: each flow's `resume` branch (its model paths in test/model)";

export const LIFECYCLE_RUNS: LifecycleRun[] = [
  {
    id: 'L1',
    machine: 'deposit',
    state: 'active.ready.flow.idle + active.ready.view.amount',
    event: 'reload',
    how: 'Paysafecard chosen, 30 typed, page.reload()',
    standsFor: { phases: ['choosing'], mechanism: DRAFT },
  },
  {
    id: 'L2',
    machine: 'deposit',
    state: 'active.ready.flow.idle + active.ready.view.amount',
    event: 'hiddenShown',
    how: 'visibilitychange to hidden, then visible',
    standsFor: {
      phases: ['choosing', 'form', 'sending', 'handoff', 'returning', 'outcome', 'deadEnd', 'withdrawal'],
      mechanism:
        "no state listens to the page's visibility: only the edges do (the realtime stream restarts, SPEC 4; the overlay loader hides, SPEC 2; analytics flush)",
    },
  },
  {
    id: 'L3',
    machine: 'card',
    state: 'form.known',
    event: 'reload',
    how: 'card chosen, 30, card typed, page.reload()',
    standsFor: { phases: ['form'], mechanism: DRAFT },
  },
  {
    id: 'L4',
    machine: 'card',
    state: 'form.known',
    event: 'backForward',
    how: 'card form, page.goBack(), page.goForward()',
    standsFor: { phases: ['form'], mechanism: 'back ends the flow (`navigation.back`, cancelled): the amount page keeps its choice; forward finds no flow' },
  },
  {
    id: 'L5',
    machine: 'card',
    state: 'form.known',
    event: 'newTab',
    how: "a new page of the same context with the tab's sessionStorage copied (as Duplicate does), at the same URL",
    standsFor: { phases: ['form'], mechanism: DRAFT },
  },
  {
    id: 'L6',
    machine: 'card',
    state: 'threeDs2',
    event: 'reload',
    how: 'test card 0013, its transaction HEADs held by page.route, page.reload()',
    standsFor: { phases: ['waiting', 'sending'], mechanism: RECORD },
  },
  {
    id: 'L7',
    machine: 'card',
    state: 'threeDs2',
    event: 'hiddenShown',
    how: 'visibilitychange to hidden, then visible',
    standsFor: { phases: ['waiting', 'elsewhere'], mechanism: "no state listens to the page's visibility (as L2)" },
  },
  {
    id: 'L8',
    machine: 'card',
    state: 'threeDs2',
    event: 'newTab',
    how: 'sessionStorage copied to a new page at the same URL',
    standsFor: { phases: ['waiting', 'sending'], mechanism: RECORD },
  },
  { id: 'L9', machine: 'card', state: 'challenge.showing', event: 'reload', how: 'test card 0021 (challenge), page.reload(), then the code 1234' },
  { id: 'L10', machine: 'card', state: 'challenge.showing', event: 'newTab', how: 'sessionStorage copied to a new page at /card/3ds2' },
  { id: 'L11', machine: 'card', state: 'challenge.showing', event: 'hiddenShown', how: 'visibilitychange to hidden, then visible' },
  {
    id: 'L12',
    machine: 'card',
    state: 'issuerRedirect',
    event: 'inAppClosed',
    how: 'iOS app (stub bridge), test card 0054: paymentRedirectInApp; the webview hidden then shown (the in-app browser closed over it)',
    standsFor: { phases: ['elsewhere'], mechanism: 'the wait screen with its way out at the top (no form, no spinning Pay)' },
  },
  {
    id: 'L13',
    machine: 'deposit',
    state: 'active.ready.flow.redirecting + active.ready.view.amount',
    event: 'providerReturn',
    how: 'a saved card and Paysafecard chosen, 30, Pay, the provider page declines: the callback route',
    standsFor: {
      phases: ['handoff'],
      mechanism: 'the callback machine reads the return; a failure puts the chosen method and amount back (deposit.callback.ts, payment-means `chosen`)',
    },
  },
  {
    id: 'L14',
    machine: 'deposit',
    state: 'active.ready.flow.redirecting + active.ready.view.amount',
    event: 'backForward',
    how: 'Paysafecard, 30, Pay, the provider page, page.goBack() (the page reloads, SPEC 2 back-forward cache)',
    standsFor: { phases: ['handoff'], mechanism: DRAFT },
  },
  {
    id: 'L15',
    machine: 'card',
    state: 'issuerRedirect',
    event: 'reload',
    how: 'iOS app, test card 0054, page.reload(): the issuer transaction is read again',
    standsFor: { phases: ['elsewhere'], mechanism: RECORD },
  },
];
