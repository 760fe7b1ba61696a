// The MB Way flow (SPEC 2 MB Way phone form, SPEC 3 MB Way bodies, SPEC 4 Choice of deposit request and
// MB Way, SPEC 5, SPEC 8), written from the product rules (docs/product-rules.md); the deposit call's rules are deposit-call.ts's.
import {
  answeredBy,
  called,
  callEndedAs,
  callsList,
  causeLogged,
  childThrew,
  depositRequestOf,
  doneOf,
  emittedOf,
  emittedTypes,
  expect,
  expectOutput,
  isEvent,
  routeOf,
  tagsOf,
  where,
  type Rule,
  type Step,
} from './rule';
import { depositCallRules as callChildRules, resumeRules } from './deposit-call';
import type { mbwayMachine } from '../../../machines/mbway.machine';

const mbwayTags = tagsOf<typeof mbwayMachine>();

const flowInput = (s: Step) => s.input as { mean: any; amount: number; app: { applicationType: string } };
const isToken = (s: Step) => flowInput(s).mean.format === 'TOKEN';
const isResumed = (s: Step) => !!(s.input as { resume?: unknown }).resume;
const created = (s: Step, pred: (o: any) => boolean) => answeredBy(s, pred);
const status = (o: any) => String(o?.status ?? '').toLowerCase();
/** Whether the player asked for a mandate on the form of this path. */
/** A deposit resumed after a reload keeps the method it was recorded as. */
const resumedMethod = (s: Step): string | undefined => (s.input as { resume?: { method: string } | null }).resume?.method;
export const mandateAsked = (s: Step) =>
  !!([...s.previous, s].reverse().find((p) => isEvent(p, 'mbway.submitted', (e) => /^9[1236]\d{7}$/.test(e.phoneDigits)))?.event as any)?.createMandate;

export const mbwayRules: Rule[] = [
  {
    id: 'polling-threw→pending-unconfirmed',
    spec: 'DESIGN 7 (after the deposit call only an explicit refusal is a failure); docs/decisions.md "Unknown is not failed"',
    says: 'a polling that threw while waiting ends pending, unconfirmed (never failed), its cause logged',
    when: (s) => childThrew(s, 'transactionPolling'),
    then: (s) => expectOutput(s, { kind: 'pending', unconfirmed: true, amount: flowInput(s).amount }) ?? causeLogged(s, 'transactionPolling'),
  },
  {
    id: 'new→phone-form',
    spec: 'SPEC 2 (mbway: MB Way phone form), SPEC 4 Choice of deposit request',
    says: 'a new MB Way opens the phone form at /mbway: no deposit call yet',
    when: (s) => s.index === 0 && !isToken(s) && !isResumed(s),
    then: (s) => expect(routeOf(s.after) === '/mbway' && called(s, 'depositCall').length === 0, () => `route ${routeOf(s.after)}, started ${callsList(s)}`),
  },
  {
    id: 'token→direct',
    spec: 'SPEC 4 Choice of deposit request ("direct for MB Way and BLIK"), SPEC 3 (token variant)',
    says: 'a saved MB Way is paid at once with its token id and the amount',
    when: (s) => s.index === 0 && isToken(s) && !isResumed(s),
    then: (s) => {
      const call = depositRequestOf(s);
      return expect(
        call?.tokenId === flowInput(s).mean.tokenId && call?.amount === flowInput(s).amount,
        () => `started ${callsList(s)} with ${JSON.stringify(call)}`,
      );
    },
  },
  {
    id: 'app-to-app-unless-webapp',
    spec: 'SPEC 4 MB Way ("App-to-app is allowed whenever the application type is not WEBAPP"), SPEC 3 (enable_app_to_app)',
    says: 'the deposit call asks for app-to-app exactly when the application type is not WEBAPP',
    when: (s) => called(s, 'depositCall').length > 0,
    then: (s) => {
      const call = depositRequestOf(s);
      return expect(
        call.appToApp === (flowInput(s).app.applicationType !== 'WEBAPP'),
        () => `appToApp ${call.appToApp} for ${flowInput(s).app.applicationType}`,
      );
    },
  },
  {
    id: 'missing-phone→no-deposit',
    spec: 'SPEC 5 ("a missing phone number ... shows payment.null.information.error")',
    says: 'a missing (or not Portuguese mobile) number stays on the form: no deposit call',
    when: (s) => isEvent(s, 'mbway.submitted', (e) => e.phoneDigits === '' || !/^9/.test(e.phoneDigits)),
    then: (s) => expect(called(s, 'depositCall').length === 0 && mbwayTags.has(s.after, 'form'), () => `state ${where(s.after)}, started ${callsList(s)}`),
  },
  {
    id: 'success→success',
    spec: 'SPEC 4 MB Way ("success gives success")',
    says: 'a success answer ends in success, method MBWAY, the amount',
    when: (s) => created(s, (o) => status(o) === 'success'),
    then: (s) => expectOutput(s, { kind: 'success', method: 'MBWAY', amount: flowInput(s).amount }),
  },
  {
    id: 'pending→waiting',
    spec: 'SPEC 4 MB Way (pending), docs/decisions.md "MB Way" (the wait: a waiting screen while the player approves in the MB Way app)',
    says: 'a pending answer shows the waiting screen at /mbway',
    when: (s) => created(s, (o) => status(o) === 'pending'),
    then: (s) => expect(routeOf(s.after) === '/mbway' && s.after.hasTag('waiting'), () => `route ${routeOf(s.after)} in ${where(s.after)}`),
  },
  {
    id: 'pending-end→MBWayOneClick-with-mandate',
    spec: 'SPEC 4 MB Way ("pending with create-mandate gives a new-mandate pending outcome recorded as method MBWayOneClick")',
    says: 'a wait that ends pending is recorded as MBWayOneClick when a mandate was asked for, else MBWAY',
    when: (s) => mbwayTags.has(s.before, 'waiting') && s.after.status === 'done' && (s.after.output as any)?.kind === 'pending',
    then: (s) => expectOutput(s, { kind: 'pending', method: resumedMethod(s) ?? (mandateAsked(s) ? 'MBWayOneClick' : 'MBWAY'), amount: flowInput(s).amount }),
  },
  {
    id: 'approval-wait-expired→pending-unconfirmed',
    spec: 'SPEC 4 MB Way (pending), SPEC 2 countdown timer (counts down to 0, then an expiry), docs/decisions.md "MB Way · The wait" (5 minutes, counted down on the screen)',
    says: "no answer within the 5-minute wait (from the answer) ends as pending, unconfirmed (the MB Way app's result is not known), never failed",
    when: (s) => mbwayTags.has(s.before, 'waiting') && s.event.type.startsWith('xstate.after.') && !isResumed(s),
    then: (s) => {
      const answered = [...s.previous].reverse().find((p) => created(p, () => true));
      const waited = answered ? s.now - answered.now : NaN;
      return expectOutput(s, { kind: 'pending', unconfirmed: true, amount: flowInput(s).amount }) ?? expect(waited === 300_000, `waited ${waited} ms`);
    },
  },
  {
    id: 'wait-polls-past-25s',
    spec: 'docs/decisions.md "MB Way · The wait" (the 5 minutes counted down on the screen end the wait: nothing ends it earlier on its own)',
    says: "the wait's transaction polling is not bounded before the 5 minutes (its own limit is past them)",
    when: (s) => called(s, 'transactionPolling').length > 0,
    then: (s) => {
      const input = called(s, 'transactionPolling')[0]?.input as { limitMs?: number } | undefined;
      // Without limitMs the shared polling ends at its default 25 s (machines/transaction-polling.machine.ts).
      return expect((input?.limitMs ?? 25_000) > 300_000, () => `polling input ${JSON.stringify(input)}`);
    },
  },
  {
    id: 'redirect→app-to-app',
    spec: 'SPEC 4 MB Way ("redirect gives an app-to-app redirect"), SPEC 7 (bridge paymentRedirectAppToApp)',
    says: 'a redirect answer opens the MB Way app through the bridge message paymentRedirectAppToApp with the redirect URL',
    when: (s) => created(s, (o) => status(o) === 'redirect' && !!o.transaction_context?.redirect_url),
    then: (s) => {
      const sent = emittedOf(s, 'bridge.paymentRedirectAppToApp')[0] as any;
      return expect(sent?.payload?.url === (s.event as any).output.answer.transaction_context.redirect_url, () => `emitted ${emittedTypes(s)}`);
    },
  },
  {
    id: 'other→genericfailurenoncard',
    spec: 'SPEC 4 MB Way ("any other status fails with payment.genericfailurenoncard"), SPEC 8',
    says: 'any other status fails with payment.genericfailurenoncard',
    when: (s) => created(s, (o) => !['success', 'pending', 'redirect'].includes(status(o))),
    then: (s) =>
      status((s.event as any).output.answer) === 'refused'
        ? expectOutput(s, { kind: 'failure', reason: 'payment.genericfailurenoncard' })
        : expectOutput(s, { kind: 'pending', unconfirmed: true }),
  },
  {
    id: 'api-error→error-code',
    spec: 'SPEC 8 (refusal reason on an API failure: error_code, else payment.internal.error)',
    says: 'a deposit call refused (a 4xx with its code) fails with its error code',
    when: (s) => callEndedAs(s, 'refused'),
    then: (s) => expectOutput(s, { kind: 'failure', reason: (s.event as any).output.error?.errorCode || 'payment.internal.error' }),
  },
  {
    id: 'session-expired→session-timeout',
    spec: 'SPEC 4 Authentication',
    says: 'a lost session ends as session timeout',
    when: (s) => callEndedAs(s, 'sessionExpired') || doneOf(s, 'transactionPolling', (o) => o.kind === 'sessionExpired'),
    then: (s) => expectOutput(s, { kind: 'sessionExpired' }),
  },
];

/** The rules of the machines this file covers, by registry name (gathered by index.ts). */
export const expectations: Record<string, readonly Rule[]> = {
  mbway: [
    ...mbwayRules,
    // A pending MB Way asked with a mandate is recorded as MBWayOneClick (SPEC 4), so is its record; a resumed one keeps its record's method.
    ...callChildRules((s) => (s.input as { resume?: { method: string } | null }).resume?.method ?? (mandateAsked(s) ? 'MBWayOneClick' : 'MBWAY')),
    ...resumeRules({ polling: { child: 'transactionPolling', key: 'transactionId' } }),
  ],
};
