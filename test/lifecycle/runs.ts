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
  /**
   * The (phase, event) pairs this run stands for, with the mechanism that answers them all; `only` narrows
   * them to some machines, or states (`machine|state`, `*` ending a prefix), where the phase's states do not
   * all answer the same way.
   */
  standsFor?: { phases: Phase[]; mechanism: string; only?: string[] };
}

/** Whether a run's `only` takes in this machine's screen state. */
export function standsForState(only: string[] | undefined, machine: string, state: string): boolean {
  if (!only) return true;
  const key = `${machine}|${state}`;
  return only.some((o) => o === machine || (o.endsWith('*') ? key.startsWith(o.slice(0, -1)) : key === o));
}

const DRAFT = "the amount page's choice kept for the tab (src/app/payment-draft.ts) read back at start";
const RECORD = "the pending-deposit record (src/app/pending-deposit.ts) read back at start: each flow's `resume` branch (its model paths in test/model)";
const PAGE_AGAIN =
  'back leaves the page (nothing of the app is behind a page of the amount route or an error page: the app pushes an entry only for a flow screen, src/app/history-step.ts) and forward loads it again, as a reload (SPEC 2: a page restored from the back-forward cache reloads)';
const NO_BACK_HERE =
  "the state has no `navigation.back` (the call under way, the bank's wait, the stream's wait): the router puts the flow's entry back (src/app/router.tsx) and the screen stays";
const BACK_ENDS_WAIT =
  'back in a wait ends it pending, as its "Stop waiting" does (SPEC 4 polling "cancelled"; docs/decisions.md "BLIK · The wait", "MB Way · The wait", "Mobile money · No cancel once the operator asks")';
const WITHDRAWAL_AGAIN =
  "the fragment's route opens it again (context init, SPEC 2 `pending`) and its list is read again: a dialog's unsent input, or a cancel not yet answered, is read from the server, never guessed";
const SESSION_AGAIN =
  'the page starts again: context init reads the session and, on an error page, the same end while its cause stands (SPEC 4 Context init, Eligibility)';

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
      phases: ['choosing', 'form', 'sending', 'handoff', 'returning', 'outcome', 'unconfirmed', 'deadEnd', 'sessionEnded', 'withdrawal', 'sheet'],
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
  {
    id: 'L10',
    machine: 'card',
    state: 'challenge.showing',
    event: 'newTab',
    how: 'sessionStorage copied to a new page at /card/3ds2',
    standsFor: {
      phases: ['challenge'],
      mechanism: 'the record\'s stage `challenge` read back at start: the CReq posted again (docs/decisions.md "Page lifecycle")',
    },
  },
  {
    id: 'L11',
    machine: 'card',
    state: 'challenge.showing',
    event: 'hiddenShown',
    how: 'visibilitychange to hidden, then visible',
    standsFor: { phases: ['challenge'], mechanism: "no state listens to the page's visibility (as L2)" },
  },
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
      phases: ['handoff', 'returning'],
      mechanism:
        'the callback machine reads the return its URL carries (a return landing on the callback page is the same page load); a failure puts the chosen method and amount back (deposit.callback.ts, payment-means `chosen`)',
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
  {
    id: 'L16',
    machine: 'deposit',
    state: 'active.ready.flow.idle + active.ready.view.amount',
    event: 'newTab',
    how: "Paysafecard chosen, 30 typed, the tab's sessionStorage copied to a new page at the same URL",
    standsFor: { phases: ['choosing'], mechanism: DRAFT },
  },
  {
    id: 'L17',
    machine: 'deposit',
    state: 'active.ready.flow.idle + active.ready.view.amount',
    event: 'backForward',
    how: 'Paysafecard chosen, 30 typed, page.goBack() (the page before the app), page.goForward()',
    standsFor: { phases: ['choosing'], mechanism: `${PAGE_AGAIN}: the draft read back` },
  },
  {
    id: 'L18',
    machine: 'deposit',
    state: 'active.ready.flow.redirecting + active.ready.view.amount',
    event: 'reload',
    how: "Paysafecard, 30, Pay; the provider page's navigation held by page.route, page.reload()",
    standsFor: {
      phases: ['handoff'],
      mechanism: `the flow has ended (no record: the provider has the payment's page, nothing is paid before it), ${DRAFT}`,
    },
  },
  {
    id: 'L19',
    machine: 'deposit',
    state: 'active.ready.flow.redirecting + active.ready.view.amount',
    event: 'newTab',
    how: "Paysafecard, 30, Pay; the provider page's navigation held, the tab's sessionStorage copied to a new page",
    standsFor: { phases: ['handoff'], mechanism: `as L18: ${DRAFT}` },
  },
  {
    id: 'L20',
    machine: 'card',
    state: 'threeDs2',
    event: 'backForward',
    how: 'test card 0013, its transaction HEADs answered "not ready", page.goBack(), page.goForward()',
    standsFor: {
      phases: ['sending', 'waiting', 'elsewhere'],
      mechanism: NO_BACK_HERE,
      only: ['card', 'blik|depositing', 'mbway|depositing', 'mobile-money|monitoring'],
    },
  },
  {
    id: 'L21',
    machine: 'blik',
    state: 'waiting',
    event: 'backForward',
    how: 'BLIK code 777123 (the banking app never answers), the wait, page.goBack(), page.goForward()',
    standsFor: {
      phases: ['waiting', 'elsewhere'],
      mechanism: BACK_ENDS_WAIT,
      only: ['blik|waiting', 'mbway|waiting', 'mbway|appToApp', 'mobile-money|polling', 'mobile-money|waveQr'],
    },
  },
  {
    id: 'L22',
    machine: 'google-pay',
    state: 'depositing',
    event: 'backForward',
    how: 'Google Pay (the sandbox stand-in), 50, the card tapped; its deposit call held by page.route, page.goBack(), page.goForward()',
  },
  {
    id: 'L23',
    machine: 'card',
    state: 'issuerRedirect',
    event: 'providerReturn',
    how: "the web app, test card 0054: the issuer's page (the sandbox's), its Confirm: the callback route",
    standsFor: { phases: ['elsewhere'], mechanism: 'the callback machine reads the return (the callback route; the MB Way app and Wave return there too)' },
  },
  {
    id: 'L24',
    machine: 'card',
    state: 'issuerRedirect',
    event: 'newTab',
    how: "iOS app, test card 0054, the tab's sessionStorage copied to a new page",
    standsFor: { phases: ['elsewhere'], mechanism: RECORD },
  },
  {
    id: 'L25',
    machine: 'card',
    state: 'challenge.showing',
    event: 'backForward',
    how: 'test card 0021, page.goBack(): the question; page.goBack() again: the challenge',
  },
  { id: 'L26', machine: 'card', state: 'challenge.confirmingCancel', event: 'backForward', how: 'the question, page.goBack(): the challenge again' },
  {
    id: 'L27',
    machine: 'card',
    state: 'challenge.confirmingCancel',
    event: 'reload',
    how: 'the question, page.reload(): the challenge again, then the code 1234',
  },
  {
    id: 'L28',
    machine: 'deposit',
    state: 'active.ready.flow.failed + active.ready.view.amount',
    event: 'reload',
    how: 'Paysafecard, 30, Pay, the provider page declines: the error dialog, page.reload()',
    standsFor: { phases: ['outcome'], mechanism: `a told outcome is not kept: ${DRAFT}`, only: ['deposit'] },
  },
  {
    id: 'L29',
    machine: 'deposit',
    state: 'active.ready.flow.failed + active.ready.view.amount',
    event: 'newTab',
    how: "the error dialog, the tab's sessionStorage copied to a new page",
    standsFor: { phases: ['outcome'], mechanism: `as L28: ${DRAFT}`, only: ['deposit'] },
  },
  {
    id: 'L30',
    machine: 'deposit',
    state: 'active.ready.flow.failed + active.ready.view.amount',
    event: 'backForward',
    how: 'the error dialog, page.goBack() (the provider page), page.goForward()',
    standsFor: { phases: ['outcome'], mechanism: `${PAGE_AGAIN}: the draft read back`, only: ['deposit'] },
  },
  { id: 'L31', machine: 'direct-deposit', state: 'showingReference', event: 'reload', how: 'Multibanco, 30, Pay: the reference, page.reload()' },
  { id: 'L32', machine: 'direct-deposit', state: 'showingReference', event: 'newTab', how: "the reference, the tab's sessionStorage copied to a new page" },
  { id: 'L33', machine: 'direct-deposit', state: 'showingReference', event: 'backForward', how: 'the reference, page.goBack(), page.goForward()' },
  {
    id: 'L34',
    machine: 'deposit',
    state: 'active.succeeded.unconfirmed',
    event: 'reload',
    how: 'test card 0013, its HEADs answered "not ready", Stop waiting: "we are confirming", page.reload()',
    standsFor: { phases: ['unconfirmed'], mechanism: `the record kept until the dialog is closed (docs/decisions.md "Page lifecycle", 2026-12-06): ${RECORD}` },
  },
  {
    id: 'L35',
    machine: 'deposit',
    state: 'active.succeeded.unconfirmed',
    event: 'newTab',
    how: '"we are confirming", the tab\'s sessionStorage copied to a new page',
    standsFor: { phases: ['unconfirmed'], mechanism: 'as L34' },
  },
  {
    id: 'L36',
    machine: 'deposit',
    state: 'active.succeeded.unconfirmed',
    event: 'backForward',
    how: '"we are confirming", page.goBack(), page.goForward()',
    standsFor: { phases: ['unconfirmed'], mechanism: `${PAGE_AGAIN}: as L34` },
  },
  {
    id: 'L37',
    machine: 'deposit',
    state: 'technicalError',
    event: 'reload',
    how: 'eligibility answers 500: the technical error page, page.reload()',
    standsFor: { phases: ['deadEnd'], mechanism: SESSION_AGAIN },
  },
  { id: 'L38', machine: 'deposit', state: 'technicalError', event: 'backForward', how: 'the technical error page, page.goBack(), page.goForward()' },
  { id: 'L39', machine: 'deposit', state: 'technicalError', event: 'newTab', how: "the technical error page, the tab's sessionStorage copied to a new page" },
  {
    id: 'L40',
    machine: 'deposit',
    state: 'sessionTimeout',
    event: 'reload',
    how: 'a session whose refresh answers 401: the session timeout page, page.reload()',
  },
  { id: 'L41', machine: 'deposit', state: 'sessionTimeout', event: 'backForward', how: 'the session timeout page, page.goBack(), page.goForward()' },
  { id: 'L42', machine: 'deposit', state: 'sessionTimeout', event: 'newTab', how: "the session timeout page, the tab's sessionStorage copied to a new page" },
  {
    id: 'L43',
    machine: 'deposit',
    state: 'ineligible',
    event: 'reload',
    how: 'eligibility not_eligible: its dialog, page.reload()',
    standsFor: { phases: ['deadEnd'], mechanism: SESSION_AGAIN },
  },
  { id: 'L44', machine: 'deposit', state: 'ineligible', event: 'backForward', how: 'the dialog, page.goBack(), page.goForward()' },
  { id: 'L45', machine: 'deposit', state: 'ineligible', event: 'newTab', how: "the dialog, the tab's sessionStorage copied to a new page" },
  {
    id: 'L46',
    machine: 'deposit',
    state: 'active.callback',
    event: 'reload',
    how: "Paysafecard declined on the provider page; the callback's read held by page.route, page.reload()",
  },
  {
    id: 'L47',
    machine: 'deposit',
    state: 'active.callback',
    event: 'backForward',
    how: "the callback's read held, page.goBack() (the provider page), page.goForward()",
  },
  {
    id: 'L48',
    machine: 'deposit',
    state: 'active.callback',
    event: 'newTab',
    how: "the callback's read held, the tab's sessionStorage copied to a new page at the callback URL",
  },
  {
    id: 'L49',
    machine: 'withdrawal',
    state: 'pending.list.idle',
    event: 'reload',
    how: 'opened on /pending (two pending withdrawals), page.reload()',
    standsFor: { phases: ['withdrawal'], mechanism: WITHDRAWAL_AGAIN },
  },
  {
    id: 'L50',
    machine: 'withdrawal',
    state: 'pending.list.idle',
    event: 'backForward',
    how: 'opened on /pending, page.goBack() (the page before the app), page.goForward()',
    standsFor: { phases: ['withdrawal'], mechanism: `${PAGE_AGAIN}: ${WITHDRAWAL_AGAIN}` },
  },
  {
    id: 'L51',
    machine: 'withdrawal',
    state: 'pending.list.idle',
    event: 'newTab',
    how: "opened on /pending, the tab's sessionStorage copied to a new page at the same URL",
    standsFor: { phases: ['withdrawal'], mechanism: WITHDRAWAL_AGAIN },
  },
];
