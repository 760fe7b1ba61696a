// The BLIK flow (SPEC 2 BLIK code form, SPEC 3 BLIK bodies, SPEC 4 Choice of deposit request and BLIK,
// SPEC 5, SPEC 8) and the waiting screen (docs/decisions.md "BLIK"), written from the product rules (docs/product-rules.md). The flow ends with its
// output (machines/flow-output.ts), which the root reads.
import {
  answeredBy,
  called,
  callEndedAs,
  callsList,
  causeLogged,
  childThrew,
  depositRequestOf,
  doneOf,
  expect,
  expectOutput,
  isEvent,
  routeOf,
  tagsOf,
  where,
  type Rule,
  type Step,
} from './rule';
import { recordedCallRules } from './tracking';
import { depositCallRules as callChildRules, resumeRules } from './deposit-call';
import type { blikMachine } from '../../../machines/blik.machine';

const blikTags = tagsOf<typeof blikMachine>();

const flowInput = (s: Step) => s.input as { mean: any; amount: number };
const isToken = (s: Step) => flowInput(s).mean.format === 'TOKEN';
const created = (s: Step, pred: (o: any) => boolean) => answeredBy(s, pred);
const polled = (s: Step, pred: (o: any) => boolean) => doneOf(s, 'transactionPolling', pred);
const status = (o: any) => String(o?.result?.status ?? '').toUpperCase();
const pendingEnd = (s: Step) => expectOutput(s, { kind: 'pending', method: 'BLIK', amount: flowInput(s).amount });
/** SPEC 8: "Refusal reason on an API failure is the response error_code, or payment.internal.error when absent". */
const apiReason = (error: any) => error?.errorCode || 'payment.internal.error';

export const blikRules: Rule[] = [
  {
    id: 'polling-threw→pending-unconfirmed',
    spec: 'DESIGN 7 (after the deposit call only an explicit refusal is a failure); docs/decisions.md "Unknown is not failed"',
    says: 'a polling that threw while waiting ends pending, unconfirmed (never failed), its cause logged',
    when: (s) => childThrew(s, 'transactionPolling'),
    then: (s) => expectOutput(s, { kind: 'pending', unconfirmed: true, method: 'BLIK', amount: flowInput(s).amount }) ?? causeLogged(s, 'transactionPolling'),
  },
  {
    id: 'new→code-form',
    spec: 'SPEC 2 (blik: BLIK code form), SPEC 4 Choice of deposit request (BLIK opens its flow)',
    says: 'a new BLIK opens the code form at /blik: no deposit call yet',
    when: (s) => s.index === 0 && !isToken(s) && !(s.input as any).resume,
    then: (s) => expect(routeOf(s.after) === '/blik' && called(s, 'depositCall').length === 0, () => `route ${routeOf(s.after)}, started ${callsList(s)}`),
  },
  {
    id: 'token→direct',
    spec: 'SPEC 4 Choice of deposit request ("direct for MB Way and BLIK"), SPEC 3 (token variant detail.token_id)',
    says: 'a saved BLIK (one-click) is paid at once with its token id and the amount, no code',
    when: (s) => s.index === 0 && isToken(s),
    then: (s) => {
      const call = depositRequestOf(s);
      return expect(
        call?.tokenId === flowInput(s).mean.tokenId && call?.code === null && call?.amount === flowInput(s).amount,
        () => `started ${callsList(s)} with ${JSON.stringify(call)}`,
      );
    },
  },
  {
    id: 'missing-code→no-deposit',
    spec: 'SPEC 5 ("BLIK code required; a missing ... BLIK code shows payment.null.information.error")',
    says: 'a missing or incomplete code stays on the form: no deposit call',
    when: (s) => isEvent(s, 'blik.submitted', (e) => !/^\d{6}$/.test(e.code)),
    then: (s) => expect(called(s, 'depositCall').length === 0 && blikTags.has(s.after, 'form'), () => `state ${where(s.after)}, started ${callsList(s)}`),
  },
  {
    id: 'code→deposit-call',
    spec: 'SPEC 3 (BLIK: detail.code)',
    says: 'a 6-digit code is sent to the deposit call with the amount and the one-click consent',
    when: (s) => isEvent(s, 'blik.submitted', (e) => /^\d{6}$/.test(e.code)),
    then: (s) => {
      const call = depositRequestOf(s);
      const e = s.event as any;
      return expect(
        call?.code === e.code && call?.oneClick === e.oneClick && call?.amount === flowInput(s).amount && call?.tokenId === null,
        () => `started ${callsList(s)} with ${JSON.stringify(call)}`,
      );
    },
  },
  {
    id: 'close→amount-page',
    spec: 'SPEC 2 (BLIK code form: close), SPEC 2 Back',
    says: 'closing the code form (or back) returns to the amount page with no deposit',
    when: (s) => blikTags.has(s.before, 'form') && (isEvent(s, 'blik.cancelled') || isEvent(s, 'navigation.back')),
    then: (s) => expectOutput(s, { kind: 'cancelled' }),
  },
  {
    id: 'pending→waiting-screen',
    spec: 'SPEC 4 BLIK (pending), docs/decisions.md "BLIK" (a waiting screen while the player confirms in the banking app)',
    says: 'a pending answer shows the waiting screen at /blik while the transaction is watched',
    when: (s) => created(s, (o) => String(o.status).toLowerCase() === 'pending'),
    then: (s) =>
      expect(
        routeOf(s.after) === '/blik' && s.after.hasTag('waiting') && called(s, 'transactionPolling').length === 1,
        () => `route ${routeOf(s.after)} in ${where(s.after)}, started ${callsList(s)}`,
      ),
  },
  {
    id: 'non-success→genericfailure',
    spec: 'SPEC 4 BLIK ("anything else gives failure with the generic failure reason"), SPEC 8 (payment.genericfailure: BLIK non-success)',
    says: 'an answer that is neither pending nor success fails with payment.genericfailure',
    // docs/decisions.md "Unknown is not failed": only refused fails; any other value is pending, unconfirmed.
    when: (s) => created(s, (o) => !['pending', 'success'].includes(String(o.status).toLowerCase())),
    then: (s) =>
      String((s.event as any).output.answer.status)
        .trim()
        .toLowerCase() === 'refused'
        ? expectOutput(s, { kind: 'failure', reason: 'payment.genericfailure' })
        : expectOutput(s, { kind: 'pending', unconfirmed: true }),
  },
  {
    id: 'api-error→error-code',
    spec: 'SPEC 8 (refusal reason on an API failure: error_code, else payment.internal.error)',
    says: 'a deposit call refused (a 4xx with its code) fails with its error code',
    when: (s) => callEndedAs(s, 'refused'),
    then: (s) => expectOutput(s, { kind: 'failure', reason: apiReason((s.event as any).output.error) }),
  },
  {
    id: 'answer-lost→pending-unconfirmed',
    spec: 'docs/decisions.md "One intent, one deposit; an unreadable deposit answer" (a deposit call whose answer is lost or garbled may be recorded: pending, never failed)',
    says: 'a deposit call whose answer cannot be read (no answer, a 5xx, a garbled body) ends pending, unconfirmed',
    when: (s) => callEndedAs(s, 'unknown'),
    then: (s) => expectOutput(s, { kind: 'pending', unconfirmed: true, method: 'BLIK', amount: flowInput(s).amount, transactionId: null }),
  },
  {
    id: 'session-expired→session-timeout',
    spec: 'SPEC 4 Authentication',
    says: 'a lost session (deposit call or wait) ends as session timeout',
    when: (s) => callEndedAs(s, 'sessionExpired') || polled(s, (o) => o.kind === 'sessionExpired'),
    then: (s) => expectOutput(s, { kind: 'sessionExpired' }),
  },
  {
    id: 'confirmed→success',
    spec: 'SPEC 4 Success handling (a confirmed deposit), SPEC 3 Deposit status response',
    says: 'a deposit status SUCCESS read while waiting ends in success, method BLIK, the amount',
    when: (s) => polled(s, (o) => o.kind === 'fetched' && status(o) === 'SUCCESS'),
    then: (s) => expectOutput(s, { kind: 'success', method: 'BLIK', amount: flowInput(s).amount }),
  },
  {
    id: 'refused-at-bank→genericfailure',
    spec: 'SPEC 4 BLIK ("anything else gives failure with the generic failure reason"), SPEC 8',
    says: 'a deposit status FAILURE read while waiting fails with payment.genericfailure',
    when: (s) => polled(s, (o) => o.kind === 'fetched' && status(o) === 'FAILURE'),
    then: (s) => expectOutput(s, { kind: 'failure', reason: 'payment.genericfailure' }),
  },
  {
    id: 'unreadable→pending',
    spec: 'SPEC 4 BLIK (pending gives deposit success with status pending); house rule: a result that cannot be read is pending, never failed',
    says: 'a failed poll or a status still pending ends as pending, never as a failure',
    when: (s) => polled(s, (o) => o.kind === 'failed' || (o.kind === 'fetched' && !['SUCCESS', 'FAILURE'].includes(status(o)))),
    then: (s) => pendingEnd(s),
  },
  {
    id: 'back-while-waiting→pending',
    spec: 'SPEC 4 BLIK (pending gives deposit success with status pending), SPEC 2 Back',
    says: 'leaving the waiting screen (its button or back) ends as pending: the deposit goes on at the bank',
    when: (s) => blikTags.has(s.before, 'waiting') && (isEvent(s, 'blik.cancelled') || isEvent(s, 'navigation.back')),
    then: (s) => pendingEnd(s),
  },
  {
    id: 'code-expired→pending-unconfirmed',
    spec: 'SPEC 4 BLIK (pending), SPEC 4 Timer (counts down to 0, then an expiry), docs/decisions.md "BLIK · The wait" (a BLIK code lives 2 minutes; the screen counts it down)',
    says: "no answer within the code lifetime (2 minutes from the answer) ends as pending, unconfirmed (the bank's result is not known), never failed",
    when: (s) => blikTags.has(s.before, 'waiting') && s.event.type.startsWith('xstate.after.') && !(s.input as any).resume,
    then: (s) => {
      const answered = [...s.previous].reverse().find((p) => created(p, () => true));
      const waited = answered ? s.now - answered.now : NaN;
      return (
        expectOutput(s, { kind: 'pending', unconfirmed: true, method: 'BLIK', amount: flowInput(s).amount }) ??
        expect(waited === 120_000, `waited ${waited} ms`)
      );
    },
  },
  {
    id: 'wait-polls-past-25s',
    spec: 'docs/decisions.md "BLIK · The wait" (the code\'s lifetime, counted down on the screen, ends the wait: nothing ends it earlier on its own)',
    says: "the wait's transaction polling is not bounded before the code's 2 minutes (its own limit is past them)",
    when: (s) => called(s, 'transactionPolling').length > 0,
    then: (s) => {
      const input = called(s, 'transactionPolling')[0]?.input as { limitMs?: number } | undefined;
      // Without limitMs the shared polling ends at its default 25 s (machines/transaction-polling.machine.ts).
      return expect((input?.limitMs ?? 25_000) > 120_000, () => `polling input ${JSON.stringify(input)}`);
    },
  },
  {
    id: 'success-answer→success',
    spec: 'SPEC 4 Success handling; house rule (one intent is one deposit: an accepted deposit is never reported as failed)',
    says: 'a success answer ends in success, method BLIK',
    when: (s) => created(s, (o) => String(o.status).toLowerCase() === 'success'),
    then: (s) => expectOutput(s, { kind: 'success', method: 'BLIK', amount: flowInput(s).amount }),
  },
];

/** The rules of the machines this file covers, by registry name (gathered by index.ts). */
export const expectations: Record<string, readonly Rule[]> = {
  blik: [
    ...blikRules,
    ...recordedCallRules('depositCall'),
    ...callChildRules(() => 'BLIK'),
    ...resumeRules({ polling: { child: 'transactionPolling', key: 'transactionId' } }),
  ],
};
