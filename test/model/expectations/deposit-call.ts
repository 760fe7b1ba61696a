// One intent, one deposit; unknown is not failed (docs/decisions.md "One intent, one deposit; an unreadable
// deposit answer", "Unknown is not failed", "No wait without a limit"), written from the decisions, not from
// the machines. The deposit call machine (machines/deposit-call.machine.ts), tested once: a send whose
// answer cannot be read (the connection dropped, no answer within 7 s, a 5xx, a body that is not the
// answer) is sent again with the same correlation id, at most twice, after 1 s then 3 s; then the call ends
// `unknown`. A clear refusal (a 4xx with its error code) on the first send ends `refused`.
// Each flow: how it reads the call's end, and the record kept for a reload while the call runs.
import {
  called,
  callsList,
  doneOf,
  emittedOf,
  errorOf,
  expect,
  expectOutput,
  isEvent,
  output,
  sessionLost,
  where,
  type Rule,
  type Step,
  refusedBy,
  unknownBy,
} from './rule';

const MAX_SENDS = 3; // the first send and two more ("a couple of times")
const BACK_OFF_MS = [1000, 3000];
const SEND_LIMIT_MS = 7000;

const allSteps = (s: Step) => [...s.previous, s];

// ---- the deposit call machine ------------------------------------------------------------------------

const callInput = (s: Step) => s.input as { correlationId: string; depositRequest: unknown };
/** The answer of a send is not known: the deposit may have been recorded. */
const notKnown = (s: Step) => unknownBy(s, 'send') || s.event.type.startsWith('xstate.after.depositSendTimeout.');
const notKnownSoFar = (s: Step) => allSteps(s).filter(notKnown).length;
const sendsOf = (s: Step) => allSteps(s).flatMap((p) => called(p, 'send').map((c) => ({ input: c.input as any, at: p.now })));

export const depositCallMachineRules: Rule[] = [
  {
    id: "every-send→the-intent's-correlation-id",
    spec: 'docs/decisions.md "One intent, one deposit", SPEC 3 (correlation_id generated per deposit)',
    says: "every send carries the intent's correlation id and the flow's request unchanged",
    when: (s) => called(s, 'send').length > 0,
    then: (s) => {
      const got = called(s, 'send')[0]!.input as any;
      return expect(
        got.correlationId === callInput(s).correlationId && JSON.stringify(got.depositRequest) === JSON.stringify(callInput(s).depositRequest),
        () => `sent ${JSON.stringify(got)}`,
      );
    },
  },
  {
    id: 'start→first-send',
    spec: 'docs/decisions.md "One intent, one deposit"',
    says: "the call starts with the intent's first send (attempt 0)",
    when: (s) => s.index === 0,
    then: (s) => expect((called(s, 'send')[0]?.input as any)?.attempt === 0, () => `started ${JSON.stringify(s.calls)}`),
  },
  {
    id: 'unreadable-answer→send-again',
    spec: 'docs/decisions.md "A result that cannot be read is pending, never failed" (the deposit call\'s own answer lost or garbled: retried with back-off)',
    says: 'an answer not known, with sends left: no end yet, and no send at once (the back-off first)',
    when: (s) => notKnown(s) && notKnownSoFar(s) < MAX_SENDS,
    then: (s) => expect(s.after.status === 'active' && called(s, 'send').length === 0, () => `state ${where(s.after)}, started ${callsList(s)} at once`),
  },
  {
    id: 'back-off→same-correlation-id',
    spec: 'docs/decisions.md "The retry is a machine state" (1 s, then 3 s), "One intent, one deposit" (a retry reuses the correlation id)',
    says: "after 1 s (then 3 s) the same intent is sent again: the previous send's correlation id, one more attempt",
    when: (s) => s.event.type.startsWith('xstate.after.depositRetry.'),
    then: (s) => {
      const sends = sendsOf(s);
      const [prev, now] = [sends.at(-2), sends.at(-1)];
      const lastUnknown = [...s.previous].reverse().find(notKnown);
      const waited = lastUnknown ? s.now - lastUnknown.now : NaN;
      return expect(
        called(s, 'send').length === 1 &&
          now?.input.correlationId === prev?.input.correlationId &&
          now?.input.attempt === prev?.input.attempt + 1 &&
          waited === BACK_OFF_MS[now?.input.attempt - 1],
        () => `sends ${JSON.stringify(sends.slice(-2))}, waited ${waited} ms`,
      );
    },
  },
  {
    id: 'send-unanswered-7s→not-known',
    spec: 'docs/decisions.md "No wait without a limit" (each send of the deposit call 7 s)',
    says: 'a send counts as unanswered 7 s after it went, not sooner',
    when: (s) => s.event.type.startsWith('xstate.after.depositSendTimeout.'),
    then: (s) => {
      const last = sendsOf(s).at(-1);
      return expect(!!last && s.now - last.at === SEND_LIMIT_MS, () => `timed out ${last ? s.now - last.at : '?'} ms after the send`);
    },
  },
  {
    id: 'unreadable-answers→unknown',
    spec: 'docs/decisions.md "A result that cannot be read is pending, never failed" ("we are confirming your deposit", never failed)',
    says: "the last send's answer not known too: the call ends unknown, with no further send",
    when: (s) => notKnown(s) && notKnownSoFar(s) >= MAX_SENDS,
    then: (s) => expectOutput(s, { kind: 'unknown' }) ?? expect(sendsOf(s).length === MAX_SENDS, () => `${sendsOf(s).length} sends`),
  },
  {
    id: 'clear-refusal→refused',
    spec: 'docs/decisions.md "Unknown is not failed" (a clear refusal stays a failure), SPEC 8 (error_code)',
    says: 'a 4xx with its error code on the first send ends the call refused, with that error',
    when: (s) => refusedBy(s, 'send'),
    then: (s) => expectOutput(s, { kind: 'refused', error: (s.event as any).error }),
  },
  {
    id: 'never-refused-while-unknown',
    spec: 'docs/decisions.md "Unknown is not failed" (a resend\'s 4xx may be about the first send)',
    says: 'an answer not known never ends the call refused',
    when: (s) => notKnown(s),
    then: (s) => expect(output(s)?.kind !== 'refused', () => `output ${JSON.stringify(output(s))}`),
  },
  {
    id: 'lost-session→sessionExpired',
    spec: 'SPEC 4 Authentication (a failed refresh ends the session)',
    says: 'a lost session on any send ends the call sessionExpired',
    when: (s) => errorOf(s, 'send', sessionLost),
    then: (s) => expectOutput(s, { kind: 'sessionExpired' }),
  },
  {
    id: 'answer→answered',
    spec: 'SPEC 4 "Deposit outcome statuses" (the flow reads the answer)',
    says: 'an answer ends the call with that answer, for the flow to read',
    when: (s) => doneOf(s, 'send'),
    then: (s) => expectOutput(s, { kind: 'answered', answer: (s.event as any).output }),
  },
];

// ---- each flow that invokes it --------------------------------------------------------------------------

const input = (s: Step) =>
  s.input as {
    intentId: string;
    amount: number;
    resume?: { stage: string; transactionId: string | null; depositId: string | null; correlationId: string } | null;
  };
/** The intent id of the submission that started the current intent: the card form's own, else the Pay button's. */
const intentIdAt = (s: Step) => {
  const submit = allSteps(s)
    .reverse()
    .find((p) => isEvent(p, 'card.submitted') || isEvent(p, 'cvv.submitted'));
  return (submit?.event as any)?.intentId ?? input(s).intentId;
};
const ended = (s: Step, kind: string) => doneOf(s, 'depositCall', (o) => o?.kind === kind);

/**
 * Whether the deposit is under way at this step: its call answered that the deposit goes on (pending, a
 * redirect) or could not be read, or the flow resumed one after a reload, and no refusal was read since.
 */
const underWay = (s: Step) => {
  const steps = allSteps(s);
  const lastEnd = steps.map((p) => doneOf(p, 'depositCall')).lastIndexOf(true);
  const refusedSince = steps.slice(Math.max(lastEnd, 0)).some((p) => emittedOf(p, 'deposit.refusedOnForm').length > 0);
  if (refusedSince) return false;
  if (lastEnd < 0) return !!input(s).resume;
  const end = (steps[lastEnd]!.event as any).output;
  return end?.kind === 'unknown' || (end?.kind === 'answered' && ['pending', 'redirect'].includes(end.answer?.status));
};

/**
 * What a flow does with its deposit call child (`depositCall`). `refusal` is false for a flow whose explicit
 * refusal is not a plain failure (the card: back on its form with the reason). `specCancels` names the steps
 * at which SPEC lets the player cancel a deposit under way (the card's 3DS: its authentication given up).
 */
export const depositCallRules = (methodOf: (s: Step) => string, opts: { refusal?: boolean; specCancels?: (s: Step) => boolean } = {}): Rule[] => [
  {
    id: 'under-way→never-cancelled',
    spec: 'DESIGN 7 (after the deposit call is sent, only an explicit refusal is a failure; what the player is shown agrees with what the server recorded)',
    says: 'a flow whose deposit is under way never ends cancelled, as if nothing was paid, except at a cancel SPEC names for that step',
    when: (s) => output(s)?.kind === 'cancelled' && !(opts.specCancels?.(s) ?? false),
    then: (s) => expect(!underWay(s), () => `ended cancelled on ${s.event.type} in ${s.before ? where(s.before) : 'its start'} with its deposit under way`),
  },
  {
    id: 'one-intent→one-correlation-id',
    spec: 'docs/decisions.md "One intent, one deposit" (one intent, one deposit), SPEC 3 (correlation_id generated per deposit)',
    says: "the deposit call of an intent carries that intent's id as its correlation id",
    when: (s) => called(s, 'depositCall').length > 0,
    then: (s) => {
      const got = (called(s, 'depositCall')[0]!.input as any).correlationId;
      return expect(got === intentIdAt(s), () => `correlation id ${got}, intent ${intentIdAt(s)}`);
    },
  },
  {
    id: 'call-under-way→kept-for-reload',
    spec: 'docs/decisions.md "One intent, one deposit" (a reload during a pending deposit)',
    says: 'the deposit call started records the deposit under way: this flow, method, amount and correlation id, stage calling',
    when: (s) => called(s, 'depositCall').length > 0,
    then: (s) => {
      const saved = emittedOf(s, 'deposit.pendingSaved').at(-1)?.deposit;
      const call = called(s, 'depositCall')[0]!.input as any;
      return expect(
        saved?.stage === 'calling' && saved.method === methodOf(s) && saved.amount === input(s).amount && saved.correlationId === call.correlationId,
        () => `saved ${JSON.stringify(saved)}`,
      );
    },
  },
  {
    id: 'call-unknown→pending-unconfirmed',
    spec: 'docs/decisions.md "A result that cannot be read is pending, never failed" ("we are confirming your deposit", never failed); DESIGN 7',
    says: 'a deposit call that ended unknown, or whose child threw, ends the flow pending, unconfirmed, with the method and the amount',
    when: (s) => ended(s, 'unknown') || errorOf(s, 'depositCall'),
    then: (s) => expectOutput(s, { kind: 'pending', method: methodOf(s), amount: input(s).amount, unconfirmed: true }),
  },
  ...(opts.refusal === false
    ? []
    : [
        {
          id: 'clear-refusal→failure',
          spec: 'docs/decisions.md "Unknown is not failed" (a clear refusal stays a failure), SPEC 8 (error_code, else payment.internal.error)',
          says: 'a deposit call refused (a 4xx with its error code on the first send) is a failure with that code, never pending',
          when: (s: Step) => ended(s, 'refused'),
          then: (s: Step) => expectOutput(s, { kind: 'failure', reason: (s.event as any).output.error?.errorCode || 'payment.internal.error' }),
        },
      ]),
  {
    id: 'lost-session→sessionExpired',
    spec: 'SPEC 4 Authentication',
    says: 'a deposit call that ended on a lost session ends the flow sessionExpired',
    when: (s) => ended(s, 'sessionExpired'),
    then: (s) => expectOutput(s, { kind: 'sessionExpired' }),
  },
  {
    id: 'flow-ended→record-cleared',
    spec: 'docs/decisions.md "One intent, one deposit" (the record is cleared when the deposit ends)',
    says: 'a flow that saved a record clears it by the time it ends',
    when: (s) => s.after.status === 'done' && allSteps(s).some((p) => emittedOf(p, 'deposit.pendingSaved').length > 0),
    then: (s) => {
      const last = allSteps(s)
        .flatMap((p) => p.emitted)
        .filter((e) => e.type.startsWith('deposit.pending'))
        .at(-1);
      return expect(last?.type === 'deposit.pendingCleared', () => `last record event ${JSON.stringify(last)}`);
    },
  },
  {
    id: 'reload-during-call→pending-unconfirmed',
    spec: 'docs/decisions.md "A result that cannot be read is pending, never failed" (a reload during the call: whether it was recorded cannot be told)',
    says: 'a flow resumed on a deposit that was in its call ends at once pending, unconfirmed, without a new deposit call',
    when: (s) => s.index === 0 && input(s).resume?.stage === 'calling',
    then: (s) =>
      expect(called(s, 'depositCall').length === 0, () => `started ${callsList(s)}`) ??
      expectOutput(s, { kind: 'pending', method: methodOf(s), amount: input(s).amount, unconfirmed: true }),
  },
];

/** Resuming a deposit that waited on its transaction: the waiting starts again on that transaction. */
export const resumeRules = (waits: Record<string, { child: string; key: 'transactionId' | 'depositId' }>): Rule[] => [
  {
    id: 'reload-while-waiting→waits-on-that-deposit',
    spec: 'docs/decisions.md "One intent, one deposit" (reloading during a pending deposit shows that deposit\'s state, not a fresh amount page)',
    says: 'a flow resumed on a waiting deposit waits on the same transaction again (no new deposit call)',
    when: (s) => s.index === 0 && !!input(s).resume && input(s).resume!.stage in waits,
    then: (s) => {
      const r = input(s).resume!;
      const w = waits[r.stage]!;
      const started = called(s, w.child)[0]?.input as any;
      return expect(started?.[w.key] === r[w.key] && s.after.status === 'active', () => `started ${JSON.stringify(s.calls)} in ${where(s.after)}`);
    },
  },
];

export const expectations: Record<string, readonly Rule[]> = {
  'deposit-call': depositCallMachineRules,
};
