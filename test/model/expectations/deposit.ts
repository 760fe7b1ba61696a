// The root deposit actor (machines/deposit.machine.ts), written from the product rules (docs/product-rules.md) sections 2, 4 and 8.
import {
  called,
  callsList,
  doneOf,
  emittedOf,
  emittedTypes,
  errorOf,
  expect,
  isEvent,
  routeOf,
  sessionLost,
  tagsOf,
  where,
  type Rule,
  type Step,
} from './rule';
import { depositBridgeRules } from './bridge';
import { trackingRules } from './tracking';
import type { depositMachine } from '../../../machines/deposit.machine';

const depositTags = tagsOf<typeof depositMachine>();

const app = (s: Step) =>
  (s.after.context as any).app as { applicationType: string; embedConfirmation: boolean; isFirstDeposit: boolean; isUserLoggedIn: boolean };
/** SPEC 4 Authentication: "on non-web, non-launcher platforms the native app is closed via the bridge". */
const isNative = (type: string) => type !== 'WEBAPP' && !type.startsWith('LAUNCHER_');
/** SPEC 4 Success handling: the bridge is told in the (native apps') web view, "or always in the third-party poker launcher". */
const toldOnSuccess = (type: string) => isNative(type) || type.startsWith('LAUNCHER_POKER_');
const ctx = (s: Step) => s.after.context as any;
const flowEnd = (s: Step, kinds: string[]) => doneOf(s, 'flow', (o) => kinds.includes(o?.kind));
const callbackEnd = (s: Step, kinds: string[]) => doneOf(s, 'callback', (o) => kinds.includes(o?.kind));
/** A flow or callback that ends pending because its result could not be read. */
const unconfirmedEnd = (s: Step) => ['flow', 'callback'].some((id) => doneOf(s, id, (o) => o?.kind === 'pending' && o.unconfirmed === true));
/**
 * The deposit under way at this step (DESIGN 7, docs/decisions.md "Unknown is not failed"): from the start
 * of the current payment (the step that loaded its flow), the record a resumed payment started from, then
 * the last record a flow sent (`deposit.pendingSaved` when it sends its call, a wallet's `deposit.sent`),
 * until a refusal puts the player back on the form (`deposit.refusedOnForm`). A stage's
 * `deposit.pendingCleared` does not end it: after the send only an explicit refusal does.
 */
const underWay = (s: Step): any => {
  const steps = s.previous;
  const start = steps.findLastIndex((p) => called(p, 'loadFlow').length > 0);
  if (start < 0) return null;
  const resumed = isEvent(steps[start]!, 'deposit.requested')
    ? null
    : steps.map((p) => (doneOf(p, 'contextInit') ? (p.event as any).output.resume : undefined)).find((r) => r?.correlationId);
  let record = resumed ?? null;
  // Once the flow's listener failed, what the flow emits is no longer heard: with no record heard, whether
  // its call was sent is not known, so it is under way (DESIGN 7), the request's method and amount, no transaction.
  let unheard = false;
  for (const p of steps.slice(start)) {
    for (const e of p.emitted) {
      if (e.type === 'deposit.pendingSaved' || e.type === 'deposit.sent') record = e.deposit;
      if (e.type === 'deposit.refusedOnForm') record = null;
    }
    if (errorOf(p, 'flowListener')) unheard = true;
  }
  const requested = steps[start]!.event as any;
  if (record === null && unheard && requested.type === 'deposit.requested')
    return { method: requested.mean.method, amount: requested.amount, transactionId: null };
  return record;
};
/**
 * The record src/app keeps over a reload, as the path made it: the one a resumed payment started from, then
 * the last a flow kept (`deposit.pendingSaved`; a wallet's `deposit.sent` is not kept, a refusal on the form
 * drops it). A stage's clearing keeps it: the deposit is still under way (docs/decisions.md "Page lifecycle", 2026-12-06).
 */
const keptOnPath = (s: Step): any => {
  const steps = s.previous;
  const start = steps.findLastIndex((p) => called(p, 'loadFlow').length > 0);
  if (start < 0) return null;
  let record = isEvent(steps[start]!, 'deposit.requested')
    ? null
    : (steps.map((p) => (doneOf(p, 'contextInit') ? (p.event as any).output.resume : undefined)).find((r) => r?.correlationId) ?? null);
  for (const p of steps.slice(start))
    for (const e of p.emitted) {
      if (e.type === 'deposit.pendingSaved') record = e.deposit;
      if (e.type === 'deposit.sent' || e.type === 'deposit.refusedOnForm') record = null;
    }
  return record;
};
const closesUnconfirmed = (s: Step) =>
  (s.before?.context as any)?.success?.unconfirmed === true && !!s.before?.hasTag('dialog') && isEvent(s, 'confirmation.closed');
/**
 * A flow's code that failed to load, or did not arrive within its limit (DESIGN 7: no spinner without end;
 * docs/decisions.md "A flow's code that does not arrive"): read the same way.
 */
const loadFailed = (s: Step) => errorOf(s, 'loadFlow') || s.event.type.startsWith('xstate.after.flowLoadTimeout.');
/** SPEC 8: "A loader is hidden and the error dialog shown on every deposit failure." */
const errorDialog = (s: Step, reason: (r: unknown) => boolean, what: string) =>
  expect(
    depositTags.has(s.after, 'depositFailed') && s.after.hasTag('dialog') && !s.after.hasTag('busy') && reason(ctx(s).failure),
    () => `state ${where(s.after)}, tags [${[...s.after.tags].join(', ')}], failure ${JSON.stringify(ctx(s).failure)}; expected the error dialog with ${what}`,
  );

export const depositRules: Rule[] = [
  // ---- A page opened on the pending withdrawals fragment (SPEC 2 route pending) ----------------------
  {
    id: 'opened-on-pending→withdrawal-flow',
    spec: 'SPEC 2 (route pending: pending withdrawals), docs/decisions.md "Withdrawal fragments"',
    says: 'a page opened on /pending loads the withdrawal fragment once the page is ready (its flag is read by the fragment)',
    when: (s) =>
      depositTags.entered(s, 'amountPage') &&
      s.previous.some((p) => doneOf(p, 'contextInit', (o) => o.resume?.fragment === 'pending')) &&
      !s.previous.some((p) => p.calls.some((c) => c.id === 'loadFlow')),
    then: (s) =>
      expect(
        (called(s, 'loadFlow')[0]?.input as any)?.kind === 'withdrawal',
        () => `started ${callsList(s)} with ${JSON.stringify(called(s, 'loadFlow')[0]?.input)}`,
      ),
  },
  // ---- Context init and eligibility (SPEC 4 Context init, SPEC 2 access rules, SPEC 8) --------------------------
  {
    id: 'init-failed→technical-error',
    spec: 'SPEC 2 access rules, SPEC 4 Context init',
    says: 'when context init ends Failed, the player goes to the technical error page',
    when: (s) => doneOf(s, 'contextInit', (o) => o.app.initStatus === 'Failed'),
    then: (s) => depositTags.expect(s, 'technicalError'),
  },
  {
    id: 'invalid-token→session-cleared',
    spec: 'SPEC 4 Context init',
    says: 'an invalid token deletes the cookies (session.cleared)',
    when: (s) => doneOf(s, 'contextInit', (o) => o.sessionInvalid === true),
    then: (s) => expect(emittedOf(s, 'session.cleared').length === 1, () => `emitted ${emittedTypes(s)}`),
  },
  {
    id: 'init-succeeded→eligibility-fetched',
    spec: 'SPEC 4 Context init',
    says: 'eligibility is fetched after context init, unless on the callback route',
    when: (s) => doneOf(s, 'contextInit', (o) => o.app.initStatus === 'Succeeded' && o.callback === null),
    then: (s) => expect(called(s, 'eligibility').length === 1, () => `started ${callsList(s)}`),
  },
  {
    id: 'callback-route→no-eligibility',
    spec: 'SPEC 4 Context init, SPEC 2 (route CALLBACK)',
    says: 'on the callback route eligibility is not fetched; the callback is read at /callback',
    when: (s) => doneOf(s, 'contextInit', (o) => o.app.initStatus === 'Succeeded' && o.callback !== null),
    then: (s) =>
      expect(
        called(s, 'eligibility').length === 0 && called(s, 'callback').length === 1 && routeOf(s.after) === '/callback',
        () => `started ${callsList(s)}, route ${routeOf(s.after)}`,
      ),
  },
  {
    id: 'eligibility-session-expired→session-timeout',
    spec: 'SPEC 4 Authentication, SPEC 8 Session',
    says: 'an expired session while fetching eligibility goes to session timeout',
    when: (s) => doneOf(s, 'eligibility', (o) => o.kind === 'sessionExpired'),
    then: (s) => depositTags.expect(s, 'sessionTimeout'),
  },
  {
    id: 'eligibility-failed→technical-error',
    spec: 'SPEC 4 Context init, SPEC 8 (eligibility failure: technical error route)',
    says: 'an eligibility fetch failure goes to the technical error route',
    when: (s) => doneOf(s, 'eligibility', (o) => o.kind === 'failed'),
    then: (s) => depositTags.expect(s, 'technicalError'),
  },
  {
    id: 'ineligible→dialog-by-reason',
    spec: 'SPEC 4 Context init, SPEC 8 Ineligible deposit',
    says: 'a player not eligible sees an error dialog by reason',
    when: (s) => doneOf(s, 'eligibility', (o) => o.kind === 'ineligible'),
    then: (s) =>
      expect(
        s.after.hasTag('dialog') && ctx(s).ineligibleReason === (s.event as any).output.reason,
        () => `state ${where(s.after)}, reason ${ctx(s).ineligibleReason}`,
      ),
  },
  {
    id: 'ineligible-dialog-closed→leaves',
    spec: 'SPEC 4 Context init, SPEC 8 Ineligible deposit',
    says: 'after the ineligibility dialog the player leaves the payment app',
    when: (s) => depositTags.has(s.before, 'ineligible') && isEvent(s, 'dialog.closed'),
    then: (s) =>
      expect(
        s.after.status === 'done' && emittedOf(s, 'bridge.paymentCloseApplication').length + emittedOf(s, 'app.redirect').length === 1,
        () => `state ${where(s.after)}, emitted ${emittedTypes(s)}`,
      ),
  },
  {
    id: 'last-deposit-failure→technical-error',
    spec: 'SPEC 8 Last-deposit fetch failure',
    says: 'a last-deposit fetch failure goes to the technical error page (an expired session to session timeout)',
    when: (s) => errorOf(s, 'fetchLastDeposit'),
    then: (s) => depositTags.expect(s, sessionLost((s.event as any).error) ? 'sessionTimeout' : 'technicalError'),
  },
  {
    id: 'last-deposit→means-configured',
    spec: 'SPEC 4 Default mean rules',
    says: 'the default-mean rules get the last method once the last deposit is known',
    when: (s) => doneOf(s, 'fetchLastDeposit', (o) => o !== null),
    then: (s) =>
      expect(
        s.sent.some(
          (e) => e.to === 'paymentMeans' && e.event.type === 'means.configure' && e.event.config.lastMethod === (s.event as any).output.paymentMethod,
        ),
        () => `sent ${JSON.stringify(s.sent.map((e) => [e.to, e.event.type]))}`,
      ),
  },
  {
    id: 'means-failure→technical-error',
    spec: 'SPEC 4 Payment methods, SPEC 2 access rules',
    says: 'a payment means fetch failure goes to the technical error page (an expired session to session timeout)',
    when: (s) => isEvent(s, 'xstate.snapshot.paymentMeans', (e) => e.snapshot?.context?.failure != null),
    then: (s) => depositTags.expect(s, (s.event as any).snapshot.context.failure === 'sessionExpired' ? 'sessionTimeout' : 'technicalError'),
  },
  {
    id: 'feature-flags-failure→logged',
    spec: 'SPEC 8 Feature flag failure',
    says: 'a feature flag failure is logged and the page goes on',
    when: (s) => errorOf(s, 'fetchFeatureFlags', (e) => !sessionLost(e)),
    then: (s) =>
      expect(
        emittedOf(s, 'app.warning').length === 1 && !depositTags.has(s.after, 'technicalError'),
        () => `state ${where(s.after)}, emitted ${emittedTypes(s)}`,
      ),
  },
  {
    id: 'secondary-call-session-expired→session-timeout',
    spec: 'SPEC 4 Authentication ("a 401 triggers refresh and one retry"; a failed refresh ends the session)',
    says: "a lost session on a secondary call (feature flags, the banner's messages, missions or opt-in) goes to session timeout, never leaving the amount page up",
    when: (s) => errorOf(s, 'fetchFeatureFlags', sessionLost) || isEvent(s, 'xstate.done.actor.banner'),
    then: (s) => depositTags.expect(s, 'sessionTimeout'),
  },
  {
    id: 'banner-failure→logged',
    spec: 'SPEC 8 Banner failure, SPEC 4 Banner',
    says: 'a banner failure means no banner, logged; nothing else changes',
    when: (s) => errorOf(s, 'banner'),
    then: (s) =>
      expect(
        emittedOf(s, 'app.warning').length === 1 && JSON.stringify(s.after.value) === JSON.stringify(s.before?.value),
        () => `state ${where(s.after)}, emitted ${emittedTypes(s)}`,
      ),
  },
  // ---- Session timeout, technical error, leaving (SPEC 2, SPEC 4 Authentication) -------------------------------
  {
    id: 'session-timeout→logged-out',
    spec: 'SPEC 4 Authentication, SPEC 4 Context init ("a session timeout marks the user logged out")',
    says: 'on session timeout the user is logged out and a session-timeout action is fired',
    when: (s) => depositTags.entered(s, 'sessionTimeout'),
    then: (s) =>
      expect(
        app(s).isUserLoggedIn === false && emittedOf(s, 'session.timedOut').length === 1,
        () => `isUserLoggedIn ${app(s).isUserLoggedIn}, emitted ${emittedTypes(s)}`,
      ),
  },
  {
    id: 'route:session-timeout',
    spec: 'SPEC 2 (route SESSION_TIMEOUT)',
    says: 'the session timeout state is at /session-timeout',
    when: (s) => depositTags.has(s.after, 'sessionTimeout'),
    then: (s) => expect(routeOf(s.after) === '/session-timeout', `route ${routeOf(s.after)}`),
  },
  {
    id: 'route:technical-error',
    spec: 'SPEC 2 (route ERROR_TECHNICAL)',
    says: 'the technical error state is at /error/technical',
    when: (s) => depositTags.has(s.after, 'technicalError'),
    then: (s) => expect(routeOf(s.after) === '/error/technical', `route ${routeOf(s.after)}`),
  },
  {
    id: 'route:amount',
    spec: 'SPEC 2 (route AMOUNT, the root)',
    says: 'the amount page (ready, its dialogs) is at the root /, or at one of its views /preferred and /methods',
    when: (s) => depositTags.has(s.after, 'amountPage') || depositTags.has(s.after, 'ineligible'),
    then: (s) => expect(['/', '/preferred', '/methods'].includes(routeOf(s.after) ?? ''), `route ${routeOf(s.after)}`),
  },
  {
    id: 'leaving:native→bridge-close',
    spec: 'SPEC 4 Authentication (leaving the app)',
    says: 'leaving on a native app closes it through the bridge (bridge.paymentCloseApplication)',
    when: (s) => depositTags.entered(s, 'leaving') && isNative(app(s).applicationType),
    then: (s) =>
      expect(emittedOf(s, 'bridge.paymentCloseApplication').length === 1 && emittedOf(s, 'app.redirect').length === 0, () => `emitted ${emittedTypes(s)}`),
  },
  {
    id: 'leaving:web→redirect',
    spec: 'SPEC 4 Authentication (leaving the app)',
    says: 'leaving on the web app (or a launcher) redirects the browser to a URL',
    when: (s) => depositTags.entered(s, 'leaving') && !isNative(app(s).applicationType),
    then: (s) =>
      expect(emittedOf(s, 'app.redirect').length === 1 && emittedOf(s, 'bridge.paymentCloseApplication').length === 0, () => `emitted ${emittedTypes(s)}`),
  },
  {
    id: 'close-on-amount-page→leaves',
    spec: 'SPEC 2 Layout (close button on the root page)',
    says: 'the close button on the amount page (or a payment not sent yet) leaves the app',
    when: (s) => depositTags.has(s.before, 'amountPage') && isEvent(s, 'app.close') && underWay(s) === null,
    then: (s) => depositTags.expect(s, 'leaving'),
  },
  {
    id: 'close-with-deposit-under-way→pending-unconfirmed',
    spec: 'DESIGN 7 ("after the deposit call is sent, only an explicit refusal is a failure"), docs/decisions.md "Unknown is not failed", "Desktop close asks"',
    says: 'close with a deposit under way ends it as a crash after the send does: pending, unconfirmed ("we are confirming"), then success handling; never a plain leave',
    when: (s) => depositTags.has(s.before, 'amountPage') && isEvent(s, 'app.close') && underWay(s) !== null,
    then: (s) => {
      const d = underWay(s);
      const got = ctx(s).success;
      return expect(
        depositTags.has(s.after, 'unconfirmedDialog') &&
          s.after.hasTag('dialog') &&
          got?.status === 'pending' &&
          got.unconfirmed === true &&
          got.method === d.method &&
          got.amount === d.amount &&
          got.transactionId === d.transactionId &&
          emittedOf(s, 'bridge.paymentCloseApplication').length === 0,
        () => `state ${where(s.after)}, success ${JSON.stringify(got)}, emitted ${emittedTypes(s)}; under way ${JSON.stringify(d)}`,
      );
    },
  },
  // ---- A method flow's end (SPEC 4 Deposit outcome statuses, Success handling; SPEC 8) ---------------------------
  {
    id: 'flow-success→success-handling',
    spec: 'SPEC 4 Deposit outcome statuses, Success handling',
    says: 'a successful or pending deposit goes to success handling with its status, method and amount',
    when: (s) => flowEnd(s, ['success', 'pending']),
    then: (s) => {
      const o = (s.event as any).output;
      const got = ctx(s).success;
      return expect(
        depositTags.has(s.after, 'succeeded') && got?.status === o.kind && got.method === o.method && got.amount === o.amount,
        () => `state ${where(s.after)}, success ${JSON.stringify(got)}`,
      );
    },
  },
  {
    id: 'flow-redirect→redirect',
    spec: 'SPEC 4 Deposit outcome statuses (redirect)',
    says: "a flow's redirect sends the browser to the provider URL",
    when: (s) => flowEnd(s, ['redirect']),
    then: (s) =>
      expect(
        emittedOf(s, 'app.redirect').some((e) => e.url === (s.event as any).output.url),
        () => `emitted ${JSON.stringify(s.emitted)}`,
      ),
  },
  {
    id: 'flow-failure→error-dialog(reason)',
    spec: 'SPEC 8 (error dialog on every deposit failure), SPEC 4',
    says: 'a flow failure shows the error dialog over the amount page with its reason, loader hidden',
    when: (s) => flowEnd(s, ['failure']),
    then: (s) => errorDialog(s, (r) => r === (s.event as any).output.reason, `reason ${(s.event as any).output.reason}`),
  },
  {
    id: 'flow-crash-before-send→error-dialog',
    spec: 'SPEC 8 (error dialog on every deposit failure), DESIGN 7',
    says: 'a flow that crashes or fails to load before its deposit call was sent ends in the error dialog with a reason',
    when: (s) => (errorOf(s, 'flow') || loadFailed(s)) && underWay(s) === null,
    then: (s) => errorDialog(s, (r) => typeof r === 'string' && r !== '', 'a reason'),
  },
  {
    id: 'flow-crash-after-send→pending-unconfirmed',
    spec: 'DESIGN 7 ("after the deposit call is sent, only an explicit refusal is a failure"), docs/decisions.md "Unknown is not failed"',
    says: 'a flow that crashes (or, resumed, fails to load) with its deposit call sent is not known yet: pending, unconfirmed ("we are confirming"), with the deposit\'s method, amount and reference, never the error dialog',
    when: (s) => (errorOf(s, 'flow') || loadFailed(s)) && underWay(s) !== null,
    then: (s) => {
      const d = underWay(s);
      const got = ctx(s).success;
      return expect(
        depositTags.has(s.after, 'unconfirmedDialog') &&
          s.after.hasTag('dialog') &&
          ctx(s).failure === null &&
          got?.status === 'pending' &&
          got.unconfirmed === true &&
          got.method === d.method &&
          got.amount === d.amount &&
          got.transactionId === d.transactionId,
        () => `state ${where(s.after)}, success ${JSON.stringify(got)}, failure ${ctx(s).failure}; under way ${JSON.stringify(d)}`,
      );
    },
  },
  {
    id: 'flow-session-expired→session-timeout',
    spec: 'SPEC 4 Authentication',
    says: 'an expired session during a payment goes to session timeout',
    when: (s) => flowEnd(s, ['sessionExpired']),
    then: (s) => depositTags.expect(s, 'sessionTimeout'),
  },
  {
    id: 'flow-cancelled→amount-page',
    spec: 'SPEC 2 (back button), SPEC 4',
    says: 'a cancelled or closed flow goes back to the amount page, no dialog',
    when: (s) => flowEnd(s, ['cancelled', 'closed']),
    then: (s) => expect(depositTags.has(s.after, 'noFlow') && !s.after.hasTag('dialog'), () => `state ${where(s.after)}`),
  },
  {
    id: 'flow-bridge-message→forwarded',
    spec: 'SPEC 4 Card response (detail 6 via the native bridge)',
    says: "a flow's bridge message reaches the native app (emitted by the root)",
    when: (s) => isEvent(s, 'flow.emitted'),
    then: (s) =>
      expect(
        s.emitted.some((e) => JSON.stringify(e) === JSON.stringify((s.event as any).emitted)),
        () => `emitted ${emittedTypes(s)}`,
      ),
  },
  // ---- Callback (SPEC 4 Callback, Context init, Payment methods) ------------------------------------------------
  {
    id: 'callback-success→success-handling',
    spec: 'SPEC 4 Callback, Success handling',
    says: 'a callback success or pending (redirect included) goes to success handling with that status',
    when: (s) => callbackEnd(s, ['success', 'pending']),
    then: (s) =>
      expect(
        depositTags.has(s.after, 'succeeded') && ctx(s).success?.status === (s.event as any).output.kind,
        () => `state ${where(s.after)}, success ${JSON.stringify(ctx(s).success)}`,
      ),
  },
  {
    id: 'callback-session-expired→session-timeout',
    spec: 'SPEC 4 Authentication',
    says: 'an expired session while reading the callback goes to session timeout',
    when: (s) => callbackEnd(s, ['sessionExpired']),
    then: (s) => depositTags.expect(s, 'sessionTimeout'),
  },
  {
    id: 'callback-failure→warn,reset-amount,refetch',
    spec: 'SPEC 4 Callback, Context init ("after a callback failure eligibility is re-fetched"), Payment methods',
    says: 'a callback failure warns, keeps its reason for the dialog, resets the amount to the failed amount, re-fetches eligibility and the payment means',
    when: (s) => callbackEnd(s, ['failure']),
    then: (s) => {
      const c = ctx(s);
      const failedAmount = (s.before?.context as any)?.callback?.amount;
      return expect(
        c.failure === (s.event as any).output.reason &&
          c.failedAmount === failedAmount &&
          emittedOf(s, 'app.warning').length === 1 &&
          called(s, 'eligibility').length === 1 &&
          s.sent.some((e) => e.to === 'paymentMeans' && e.event.type === 'means.refetch'),
        () =>
          `failure ${c.failure}, failedAmount ${c.failedAmount}, emitted ${emittedTypes(s)}, started ${callsList(s)}, sent ${JSON.stringify(s.sent.map((e) => e.event.type))}`,
      );
    },
  },
  // The routes preferred and methods of SPEC 2 (docs/decisions.md "The shell's rules").
  ...(['preferred', 'methods'] as const).map(
    (view): Rule => ({
      id: `opened-at-${view}→/${view}`,
      spec: 'SPEC 2 (route segments preferred, methods) ("opening Cashier at /preferred or /methods lands there")',
      says: `opened at /${view}, the page lands on /${view} once ready`,
      when: (s) => depositTags.entered(s, 'amountPage') && ctx(s).entryView === view && !depositTags.has(s.after, 'depositFailed'),
      then: (s) => expect(routeOf(s.after) === `/${view}`, () => `route ${routeOf(s.after)}`),
    }),
  ),
  {
    id: 'opened-at-root→/',
    spec: 'SPEC 2 (empty segment: the amount page, the root)',
    says: 'opened anywhere else, the page lands on the amount page once ready',
    when: (s) => depositTags.entered(s, 'amountPage') && ctx(s).entryView === null && !ctx(s).resume && ctx(s).request === null,
    then: (s) => expect(routeOf(s.after) === '/', () => `route ${routeOf(s.after)}`),
  },
  {
    id: 'view-opened→its-route',
    spec: 'SPEC 2 (preferred, methods)',
    says: 'on the amount page, opening the full list goes to /methods, the preferred means to /preferred, the amount page to /',
    when: (s) => isEvent(s, 'view.opened') && depositTags.has(s.before, 'noFlow'),
    then: (s) => {
      const want = (s.event as any).view === 'amount' ? '/' : `/${(s.event as any).view}`;
      return expect(routeOf(s.after) === want, () => `route ${routeOf(s.after)}, wanted ${want}`);
    },
  },
  {
    id: 'methods-back→amount',
    spec: 'SPEC 2 (a back button off the root)',
    says: 'back from the full list of means goes to the amount page',
    when: (s) => isEvent(s, 'navigation.back') && !!s.before && routeOf(s.before) === '/methods',
    then: (s) => expect(routeOf(s.after) === '/', () => `route ${routeOf(s.after)}`),
  },
  {
    id: 'callback-failure→overlay-loader-hidden',
    spec: 'SPEC 2 (the global overlay loader "is hidden ... when the callback fails")',
    says: 'a callback failure tells the edge, which hides the global overlay loader',
    when: (s) => callbackEnd(s, ['failure']),
    then: (s) => expect(emittedOf(s, 'callback.failed').length === 1, () => `emitted ${emittedTypes(s)}`),
  },
  {
    id: 'pending-failure→error-dialog-on-amount-page',
    spec: 'SPEC 4 Callback ("show error dialog, reset the amount to the failed amount, go to the amount page, hide loader")',
    says: 'back on the amount page after a failed callback, the error dialog shows its reason and the amount field the failed amount',
    when: (s) => depositTags.entered(s, 'amountPage') && (s.after.context as any).failure !== null,
    then: (s) => {
      const amount = s.calls.find((c) => c.id === 'amount')?.input as { initialAmount?: number } | undefined;
      return expect(
        errorDialog(s, (r) => r !== null, 'the pending reason') === null && amount?.initialAmount === ctx(s).failedAmount,
        () => `state ${where(s.after)}, failure ${ctx(s).failure}, amount input ${JSON.stringify(amount)}`,
      );
    },
  },
  // ---- Success handling (SPEC 4 Success handling) ---------------------------------------------------------------
  {
    id: 'success:embedded→confirmation-first',
    spec: 'SPEC 4 Success handling (embedded confirmation)',
    says: 'with embedded confirmation a dialog is shown first, and nothing redirects yet',
    when: (s) => depositTags.entered(s, 'succeeded') && app(s).embedConfirmation,
    then: (s) => expect(s.after.hasTag('dialog') && emittedOf(s, 'app.redirect').length === 0, () => `state ${where(s.after)}, emitted ${emittedTypes(s)}`),
  },
  {
    id: 'success:confirmation-closed→redirect',
    spec: 'SPEC 4 Success handling ("the redirect follows on close")',
    says: 'closing the confirmation redirects to the return URL',
    when: (s) => depositTags.has(s.before, 'resultDialog') && isEvent(s, 'confirmation.closed'),
    then: (s) => expect(emittedOf(s, 'app.redirect').length === 1, () => `emitted ${emittedTypes(s)}`),
  },
  {
    id: 'success:return-url',
    spec: 'SPEC 4 Success handling',
    says: 'success handling redirects to the return URL carrying method, status, amount, isFirstDeposit and transactionid',
    when: (s) => depositTags.entered(s, 'finishing'),
    then: (s) => {
      const redirects = emittedOf(s, 'app.redirect');
      if (redirects.length !== 1) return `emitted ${emittedTypes(s)}`;
      const q = new URL(redirects[0]!.url, 'https://app.invalid').searchParams;
      const ok = ctx(s).success;
      return expect(
        q.get('method') === ok.method &&
          q.get('status') === ok.status &&
          q.get('amount') === String(ok.amount) &&
          q.get('isFirstDeposit') === String(app(s).isFirstDeposit) &&
          (ok.transactionId === null || q.get('transactionid') === ok.transactionId),
        `return URL ${redirects[0]!.url} for ${JSON.stringify(ok)}`,
      );
    },
  },
  {
    id: 'success:bridge-told',
    spec: 'SPEC 4 Success handling',
    says: 'the native bridge is told of a pending or confirmed deposit (bridge.paymentDepositSuccess with status, method, amount) before the redirect',
    when: (s) => depositTags.entered(s, 'finishing') && toldOnSuccess(app(s).applicationType),
    then: (s) => {
      const told = emittedOf(s, 'bridge.paymentDepositSuccess');
      const ok = ctx(s).success;
      const p = told[0]?.payload;
      return expect(
        told.length === 1 &&
          p.status === ok.status &&
          p.method === ok.method &&
          p.amount === ok.amount &&
          s.emitted.indexOf(told[0]!) < s.emitted.findIndex((e) => e.type === 'app.redirect'),
        () => `emitted ${JSON.stringify(s.emitted)}`,
      );
    },
  },
  {
    id: 'success:web-no-bridge',
    spec: 'SPEC 4 Success handling, Authentication (the web app in a browser has no native bridge)',
    says: 'in the web app in a browser no bridge message is sent on success; only the redirect',
    when: (s) => depositTags.entered(s, 'finishing') && !toldOnSuccess(app(s).applicationType),
    then: (s) =>
      expect(
        s.emitted.every((e) => !e.type.startsWith('bridge.')),
        () => `emitted ${emittedTypes(s)}`,
      ),
  },
  ...([false, true] as const).map(
    (embedded): Rule => ({
      id: `unconfirmed→we-are-confirming-first${embedded ? ' (embedded confirmation)' : ''}`,
      spec: 'docs/decisions.md "A result that cannot be read is pending, never failed" ("We are confirming your deposit" with the reference first)',
      says: 'a pending whose result could not be read first shows a dialog with its reference, whatever the embedded-confirmation setting: no failure, no redirect, no bridge message yet',
      when: (s) => unconfirmedEnd(s) && app(s).embedConfirmation === embedded,
      then: (s) => {
        const o = (s.event as any).output;
        const got = ctx(s).success;
        const reference = o.transactionId ?? (s.before?.context as any)?.callback?.transactionUid ?? null;
        return expect(
          s.after.hasTag('dialog') &&
            got?.status === 'pending' &&
            got.unconfirmed === true &&
            got.transactionId === reference &&
            ctx(s).failure === null &&
            s.emitted.every((e) => e.type === 'analytics.track' || e.type === 'deposit.pendingSaved'),
          () => `state ${where(s.after)}, success ${JSON.stringify(got)}, failure ${ctx(s).failure}, emitted ${emittedTypes(s)}`,
        );
      },
    }),
  ),
  {
    id: 'unconfirmed→kept-over-a-reload',
    spec: 'docs/decisions.md "Page lifecycle" (2026-12-06: "we are confirming" is kept over a reload until closed), DESIGN 7',
    says: 'while the dialog of a deposit not known is open, the record the flow last kept stays for a reload (saved again); with none, nothing is saved',
    when: (s) => unconfirmedEnd(s),
    then: (s) => {
      const kept = keptOnPath(s);
      const saved = emittedOf(s, 'deposit.pendingSaved') as any[];
      return expect(
        kept ? saved.length === 1 && JSON.stringify(saved[0].deposit) === JSON.stringify(kept) : saved.length === 0,
        () => `kept ${JSON.stringify(kept)}, emitted ${emittedTypes(s)}`,
      );
    },
  },
  {
    id: 'unconfirmed-dialog-closed→record-dropped',
    spec: 'docs/decisions.md "Page lifecycle" (2026-12-06)',
    says: 'closing the "we are confirming" dialog drops the record kept for a reload: the next page starts afresh',
    when: (s) => closesUnconfirmed(s) && keptOnPath(s) !== null,
    then: (s) => expect(emittedOf(s, 'deposit.pendingCleared').length === 1, () => `emitted ${emittedTypes(s)}`),
  },
  {
    id: 'unconfirmed-dialog-closed→success-handling(pending)',
    spec: 'docs/decisions.md "A result that cannot be read is pending, never failed" (then success handling with status pending), SPEC 4 Success handling ("pending or confirmed deposit": bridge, return URL)',
    says: 'closing the "we are confirming" dialog goes on with success handling, status pending',
    when: closesUnconfirmed,
    then: (s) => {
      const redirects = emittedOf(s, 'app.redirect');
      const status = redirects.length === 1 ? new URL(redirects[0]!.url, 'https://app.invalid').searchParams.get('status') : null;
      return expect(status === 'pending', () => `emitted ${emittedTypes(s)} (status ${status})`);
    },
  },
];

/** The rules of the machines this file covers, by registry name (gathered by index.ts). */
export const expectations: Record<string, readonly Rule[]> = {
  deposit: [...depositRules, ...depositBridgeRules, ...trackingRules],
};
