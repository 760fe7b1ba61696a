// The rules of a deposit call a machine sends itself, not through the deposit call machine
// (machines/deposit-call.machine.ts): the wallets (Apple Pay, Google Pay) send theirs once.
// One intent, one deposit; unknown is not failed (docs/decisions.md "One intent, one deposit; an unreadable
// deposit answer", "Unknown is not failed"), written from the decisions, not from the machines: a deposit
// call whose answer cannot be read (the connection dropped or timed out, a 5xx, a body that is not JSON or
// not the answer) is sent again with the same correlation id, at most twice, after a back-off; then the
// deposit is pending, unconfirmed, never failed. A clear refusal (a 4xx with its error code) is a failure.
// While a deposit is under way its record is kept for a reload; a reload resumes the deposit (its
// transaction is polled or monitored again), and a reload during the call itself is pending, unconfirmed.
import { called, callsList, emittedOf, expect, expectOutput, isEvent, output, where, type Rule, type Step, refusedBy, unknownBy } from './rule';

/** The answer is not known (rule.ts refusesDeposit, by hand): the deposit may have been recorded. */
const notKnown = (s: Step, id: string) => unknownBy(s, id) || s.event.type.startsWith('xstate.after.depositSendTimeout.');
const MAX_SENDS = 3; // the first send and two more ("a couple of times")

const input = (s: Step) =>
  s.input as {
    intentId: string;
    amount: number;
    resume?: { stage: string; transactionId: string | null; depositId: string | null; correlationId: string } | null;
  };
const allSteps = (s: Step) => [...s.previous, s];
/** Every start of the deposit call in the path up to this step, in order. */
const callsOf = (s: Step, id: string) => allSteps(s).flatMap((p) => called(p, id));
/** The intent id of the submission that started the current intent: the card form's own, else the Pay button's. */
const intentIdAt = (s: Step) => {
  const submit = allSteps(s)
    .reverse()
    .find((p) => isEvent(p, 'card.submitted') || isEvent(p, 'cvv.submitted'));
  return (submit?.event as any)?.intentId ?? input(s).intentId;
};
/** Answers not known since the current intent's first send. */
const unreadableSinceIntent = (s: Step, id: string) => {
  const steps = allSteps(s);
  const start = steps.map((p) => isEvent(p, 'card.submitted') || isEvent(p, 'cvv.submitted')).lastIndexOf(true);
  return steps.slice(start + 1).filter((p) => notKnown(p, id)).length;
};

export const inlineDepositCallRules = (id: string, methodOf: (s: Step) => string): Rule[] => [
  {
    id: 'one-intent→one-correlation-id',
    spec: 'docs/decisions.md "One intent, one deposit" (one intent, one deposit), SPEC 3 (correlation_id generated per deposit)',
    says: "every send of a deposit intent carries that intent's id as its correlation id",
    when: (s) => called(s, id).length > 0,
    then: (s) => {
      const got = (called(s, id)[0]!.input as any).correlationId;
      return expect(got === intentIdAt(s), () => `correlation id ${got}, intent ${intentIdAt(s)}`);
    },
  },
  {
    id: 'unreadable-answer→send-again',
    spec: 'docs/decisions.md "A result that cannot be read is pending, never failed" (the deposit call\'s own answer lost or garbled: retried with back-off)',
    says: 'an unreadable answer, with sends left: no end yet, and after the back-off the same intent is sent again (same correlation id)',
    when: (s) => notKnown(s, id) && unreadableSinceIntent(s, id) < MAX_SENDS,
    then: (s) => expect(s.after.status === 'active' && called(s, id).length === 0, () => `state ${where(s.after)}, started ${callsList(s)} at once`),
  },
  {
    id: 'back-off→same-correlation-id',
    spec: 'docs/decisions.md "A result that cannot be read is pending, never failed" (a retry of the same intent reuses its correlation id)',
    says: "the send after the back-off repeats the previous send's correlation id and counts one more attempt",
    when: (s) => s.event.type.startsWith('xstate.after.depositRetry.'),
    then: (s) => {
      const sends = callsOf(s, id);
      const [prev, now] = [sends.at(-2)?.input as any, sends.at(-1)?.input as any];
      return expect(
        called(s, id).length === 1 && now?.correlationId === prev?.correlationId && now?.attempt === prev?.attempt + 1,
        () => `sends ${JSON.stringify(sends.slice(-2).map((c) => c.input))}`,
      );
    },
  },
  {
    id: 'unreadable-answers→pending-unconfirmed',
    spec: 'docs/decisions.md "A result that cannot be read is pending, never failed" ("we are confirming your deposit", never failed); AGENTS: money is never guessed',
    says: "the last send's answer unreadable too: pending, unconfirmed, with the method and the amount",
    when: (s) => notKnown(s, id) && unreadableSinceIntent(s, id) >= MAX_SENDS,
    then: (s) => expectOutput(s, { kind: 'pending', method: methodOf(s), amount: input(s).amount, unconfirmed: true }),
  },
  {
    id: 'clear-refusal→failure',
    spec: 'docs/decisions.md "Unknown is not failed" (a clear refusal stays a failure), SPEC 8 (error_code, else payment.internal.error)',
    says: 'a 4xx with its error code on the first send is a failure with that code, never pending',
    when: (s) => refusedBy(s, id),
    then: (s) => expectOutput(s, { kind: 'failure', reason: (s.event as any).error.errorCode || 'payment.internal.error' }),
  },
  {
    id: 'never-failed-while-unknown',
    spec: 'docs/decisions.md "A result that cannot be read is pending, never failed" (the player never sees "failed" for a deposit whose result cannot be read)',
    says: 'no flow ends in failure on an unreadable answer',
    when: (s) => notKnown(s, id),
    then: (s) => expect(output(s)?.kind !== 'failure', () => `output ${JSON.stringify(output(s))}`),
  },
  {
    id: 'call-under-way→kept-for-reload',
    spec: 'docs/decisions.md "One intent, one deposit" (a reload during a pending deposit)',
    says: 'the first send of an intent records the deposit under way: this flow, method, amount and correlation id, stage calling',
    when: (s) => called(s, id).length > 0 && (called(s, id)[0]!.input as any).attempt === 0,
    then: (s) => {
      const saved = emittedOf(s, 'deposit.pendingSaved').at(-1)?.deposit;
      const call = called(s, id)[0]!.input as any;
      return expect(
        saved?.stage === 'calling' && saved.method === methodOf(s) && saved.amount === input(s).amount && saved.correlationId === call.correlationId,
        () => `saved ${JSON.stringify(saved)}`,
      );
    },
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
    says: 'a flow resumed on a deposit that was in its call ends at once pending, unconfirmed, without a new send',
    when: (s) => s.index === 0 && input(s).resume?.stage === 'calling',
    then: (s) =>
      expect(called(s, id).length === 0, () => `started ${callsList(s)}`) ??
      expectOutput(s, { kind: 'pending', method: methodOf(s), amount: input(s).amount, unconfirmed: true }),
  },
];
