// The callback (SPEC 4 Callback, SPEC 8 callback reasons) and the transaction polling (SPEC 4 Mobile money
// polling variant, 3DS2 polling, Callback), written from the product rules (docs/product-rules.md).
import { causeLogged, childThrew, called, callsList, doneOf, errorOf, expect, expectOutput, isEvent, output, sessionLost, type Rule, type Step } from './rule';

const params = (s: { input: unknown }) => s.input as { flow: string; transactionUid: string | null; depositId: string | null; refusal?: string | null };

export const callbackRules: Rule[] = [
  {
    id: 'child-threw→pending-unconfirmed',
    spec: 'DESIGN 7 (after the deposit call only an explicit refusal is a failure); docs/decisions.md "Unknown is not failed"',
    says: 'after a provider page, a monitoring or polling that threw ends pending, unconfirmed (never failed), its cause logged',
    when: (s) => childThrew(s, 'depositMonitor') || childThrew(s, 'transactionPolling'),
    then: (s) => expectOutput(s, { kind: 'pending', unconfirmed: true }) ?? causeLogged(s, s.event.type.replace('xstate.error.actor.', '')),
  },
  {
    id: 'gordon-when-deposit-id',
    spec: 'SPEC 4 Callback ("Flow type is \'gordon\' if the query holds deposit_id")',
    says: 'with a deposit_id the deposit is synced over the realtime stream (monitoring by deposit id)',
    when: (s) => s.index === 0 && !!params(s).depositId,
    then: (s) => expect((called(s, 'depositMonitor')[0]?.input as any)?.depositId === params(s).depositId, () => `started ${callsList(s)}`),
  },
  {
    id: 'polling-otherwise',
    spec: "SPEC 4 Callback (flow type 'polling'), Mobile money polling variant",
    says: 'without a deposit_id, the transaction is polled by its transaction_uid',
    when: (s) => s.index === 0 && !params(s).depositId && !!params(s).transactionUid,
    then: (s) => expect((called(s, 'transactionPolling')[0]?.input as any)?.transactionId === params(s).transactionUid, () => `started ${callsList(s)}`),
  },
  {
    id: 'no-deposit-named',
    spec: 'SPEC 8 (Apple Pay failures redirect to callback with status error and a reason); DESIGN 7 (only an explicit refusal is a failure)',
    says: 'a return naming neither deposit_id nor transaction_uid reads nothing: failed with its reason when marked status=error, else pending, unconfirmed',
    when: (s) => s.index === 0 && !params(s).depositId && !params(s).transactionUid,
    then: (s) =>
      expect(s.calls.length === 0, () => `started ${callsList(s)}`) ??
      (params(s).refusal ? expectOutput(s, { kind: 'failure', reason: params(s).refusal }) : expectOutput(s, { kind: 'pending', unconfirmed: true })),
  },
  {
    id: 'status-success→success',
    spec: 'SPEC 4 Callback',
    says: 'a success status gives success',
    when: (s) => doneOf(s, 'transactionPolling', (o) => o.kind === 'fetched' && o.result.status === 'success'),
    then: (s) => expectOutput(s, { kind: 'success' }),
  },
  {
    id: 'status-aborted→Deposit aborted',
    spec: "SPEC 4 Callback, SPEC 8 ('Deposit aborted')",
    says: "an aborted status is a failure 'Deposit aborted'",
    when: (s) => doneOf(s, 'transactionPolling', (o) => o.kind === 'fetched' && o.result.status === 'aborted'),
    then: (s) => expectOutput(s, { kind: 'failure', reason: 'Deposit aborted' }),
  },
  {
    id: 'status-other→reason-or-Unknown error',
    spec: "SPEC 4 Callback, SPEC 8 ('Unknown error')",
    says: 'a refused status (FAILURE, REFUSED, UNAUTHORIZE, 20, 30) is a failure with its reason, or \'Unknown error\'; any other value is pending, unconfirmed (docs/decisions.md "Unknown is not failed")',
    when: (s) => doneOf(s, 'transactionPolling', (o) => o.kind === 'fetched' && !['success', 'pending', 'redirect', 'aborted'].includes(o.result.status)),
    then: (s) => {
      const r = (s.event as any).output.result;
      const refused = ['failure', 'refused', 'unauthorize', '20', '30'].includes(String(r.status).trim().toLowerCase());
      return refused ? expectOutput(s, { kind: 'failure', reason: r.reason ?? 'Unknown error' }) : expectOutput(s, { kind: 'pending', unconfirmed: true });
    },
  },
  {
    id: 'poll-session-expired→session-timeout',
    spec: 'SPEC 4 Authentication',
    says: 'an expired session while polling ends as session timeout',
    when: (s) => doneOf(s, 'transactionPolling', (o) => o.kind === 'sessionExpired'),
    then: (s) => expectOutput(s, { kind: 'sessionExpired' }),
  },
  {
    id: 'unread/stopped→pending-unconfirmed',
    spec: 'docs/decisions.md "A result that cannot be read is pending, never failed" (goes further than SPEC 4 "a failed status fetch behaves as a failure", SPEC 8 \'Gordon Timeout\', \'Gordon Sync Failed\')',
    says: 'a status that could not be read (polling unknown, a gordon time-out or sync error with no transaction to read) or "Stop waiting" ends pending, unconfirmed: never a failure',
    when: (s) =>
      doneOf(s, 'transactionPolling', (o) => o.kind === 'unknown') ||
      (doneOf(s, 'depositMonitor', (o) => o.kind === 'timeout' || o.kind === 'error') && !(s.input as any)?.transactionUid) ||
      (isEvent(s, 'wait.stopped') && s.before?.status === 'active'),
    then: (s) => expectOutput(s, { kind: 'pending', unconfirmed: true }),
  },
  {
    id: 'gordon-unread→status-read',
    spec: 'DESIGN 7 ("pending after one status read"); docs/decisions.md "Silence is a fault"',
    says: "a gordon return whose stream timed out or failed (a silent one included) and that names its transaction has that transaction's status read",
    when: (s) => doneOf(s, 'depositMonitor', (o) => o.kind === 'timeout' || o.kind === 'error') && !!(s.input as any)?.transactionUid,
    then: (s) => expect(called(s, 'transactionPolling').length === 1, () => `started ${callsList(s)}`),
  },
  {
    id: 'gordon-success→success',
    spec: 'SPEC 4 Callback (Gordon monitoring: success when status Success)',
    says: 'a gordon Success is a success',
    when: (s) => doneOf(s, 'depositMonitor', (o) => o.kind === 'success'),
    then: (s) => expectOutput(s, { kind: 'success' }),
  },
  {
    id: 'gordon-pending→pending',
    spec: 'SPEC 4 Callback (pending when Pending; redirect treated as pending)',
    says: 'a gordon PENDING (with REDIRECT) is pending',
    when: (s) => doneOf(s, 'depositMonitor', (o) => o.kind === 'redirect'),
    then: (s) => expectOutput(s, { kind: 'pending' }),
  },
  {
    id: 'gordon-failure→Gordon Deposit failed',
    spec: "SPEC 4 Callback, SPEC 8 ('Gordon Deposit failed')",
    says: "a gordon FAILURE is a failure 'Gordon Deposit failed'",
    when: (s) => doneOf(s, 'depositMonitor', (o) => o.kind === 'failure'),
    then: (s) => expectOutput(s, { kind: 'failure', reason: 'Gordon Deposit failed' }),
  },
  {
    id: 'ends-with-a-result',
    spec: 'SPEC 4 Callback (outcomes success, pending, failure)',
    says: 'the callback always ends with success, pending, a failure with a reason, or a lost session',
    when: (s) => s.after.status === 'done',
    then: (s) => {
      const o = output(s);
      return expect(
        ['success', 'pending', 'sessionExpired'].includes(o?.kind) || (o?.kind === 'failure' && typeof o.reason === 'string' && o.reason !== ''),
        () => `output ${JSON.stringify(o)}`,
      );
    },
  },
];

/**
 * Written from the law (DESIGN 7, docs/decisions.md "Unknown is not failed"), not from src/domain: a read
 * never refuses a deposit. Any failure but a lost session (a 4xx or 5xx, no answer, a body that could not
 * be read), or a read unanswered past its time limit, is not known.
 */
const unreadableError = (s: Step) =>
  ((errorOf(s, 'checkTransaction') || errorOf(s, 'fetchResult')) && !sessionLost((s.event as any).error)) ||
  s.event.type.startsWith('xstate.after.readTimeout.');
/** Unreadable answers in a row at the end of these steps: a readable HEAD, or moving on to the fetch, starts again. */
const unreadableInARow = (steps: Step[]) => {
  let n = 0;
  for (const p of steps) {
    if (unreadableError(p)) n++;
    else if (doneOf(p, 'checkTransaction') || isEvent(p, 'xstate.after.readAfter.transactionPolling.polling')) n = 0;
  }
  return n;
};

/** The last step that ended a check or a fetch, and which of the two it was. */
const lastCallEnd = (steps: Step[]) => [...steps].reverse().find((p) => ['checkTransaction', 'fetchResult'].some((id) => doneOf(p, id) || errorOf(p, id)));
const actorOf = (p: Step) => p.event.type.replace(/^xstate\.(done|error)\.actor\./, '');

const pollInput = (s: { input: unknown }) => s.input as { transactionId: string; intervalMs: number; readAfterMs?: number | null };

export const transactionPollingRules: Rule[] = [
  {
    id: 'starts-checking',
    spec: 'SPEC 4 Mobile money polling variant ("start a transaction status check"), SPEC 7',
    says: 'polling starts with a status check of the transaction',
    when: (s) => s.index === 0,
    then: (s) => expect((called(s, 'checkTransaction')[0]?.input as any)?.transactionId === pollInput(s).transactionId, () => `started ${callsList(s)}`),
  },
  {
    id: 'not-ready→check-again-after-interval',
    spec: 'SPEC 4 Mobile money polling variant ("if not ready poll at the server-given interval")',
    says: 'when not ready, the next check runs after the server-given interval (else the current one)',
    when: (s) => isEvent(s, 'xstate.after.pollInterval.transactionPolling.polling.waiting'),
    then: (s) => {
      const lastCheck = [...s.previous].reverse().find((p) => doneOf(p, 'checkTransaction'))!;
      const given = (lastCheck.event as any).output.intervalMs;
      // the interval in force: the last one the server gave, else the input's
      const earlier = s.previous.filter((p) => doneOf(p, 'checkTransaction', (o) => o.intervalMs > 0)).map((p) => (p.event as any).output.intervalMs);
      const want = given > 0 ? given : (earlier.at(-1) ?? pollInput(s).intervalMs);
      return expect(
        s.now - lastCheck.now === want && called(s, 'checkTransaction').length === 1,
        () => `checked again after ${s.now - lastCheck.now} ms (expected ${want}), started ${callsList(s)}`,
      );
    },
  },
  {
    id: 'ready→fetch-status',
    spec: 'SPEC 4 Mobile money polling variant ("when ready fetch the deposit status"), 3DS2 polling',
    says: 'once ready, the status is fetched',
    when: (s) => doneOf(s, 'checkTransaction', (o) => o.ready === true),
    then: (s) => expect((called(s, 'fetchResult')[0]?.input as any)?.transactionId === pollInput(s).transactionId, () => `started ${callsList(s)}`),
  },
  {
    id: 'fetched→result',
    spec: 'SPEC 4 3DS2 polling, Mobile money polling variant',
    says: 'the fetched status is handed to the parent to read',
    when: (s) => doneOf(s, 'fetchResult'),
    then: (s) => expectOutput(s, { kind: 'fetched', result: (s.event as any).output }),
  },
  {
    id: 'session-expired→session-timeout',
    spec: 'SPEC 4 Authentication',
    says: 'a lost session during a check or the fetch ends as session timeout',
    when: (s) => errorOf(s, 'checkTransaction', sessionLost) || errorOf(s, 'fetchResult', sessionLost),
    then: (s) => expectOutput(s, { kind: 'sessionExpired' }),
  },
  {
    id: 'never-failed',
    spec: 'DESIGN 7 (a deposit whose result cannot be read is pending, never failed); docs/decisions.md "Unknown is not failed"',
    says: 'the polling never ends as failed: fetched, unknown, a lost session or a cancel',
    when: (s) => s.after.status === 'done',
    then: (s) => expect(['fetched', 'unknown', 'sessionExpired', 'cancelled'].includes(output(s)?.kind), () => `output ${JSON.stringify(output(s))}`),
  },
  {
    id: 'limit→unknown',
    spec: 'DESIGN 7 (no wait over 30 s without an outcome); docs/decisions.md "Unknown is not failed"',
    says: 'a polling still without a result at its limit (25 s unless its parent says) ends unknown',
    when: (s) => s.event.type.startsWith('xstate.after.pollLimit.'),
    then: (s) => expect(s.now === ((s.input as any).limitMs ?? 25_000), () => `ended at ${s.now} ms`) ?? expectOutput(s, { kind: 'unknown' }),
  },
  {
    id: 'unreadable→read-again-after-back-off',
    spec: 'docs/decisions.md "A result that cannot be read is pending, never failed" (read retries after 1 s, 2 s, 4 s)',
    says: 'an unreadable answer (no answer, 5xx, malformed or incomplete body) is asked again after 1 s, then 2 s, then 4 s',
    when: (s) => {
      const last = lastCallEnd(s.previous);
      return !!last && unreadableError(last) && called(s, actorOf(last)).length > 0;
    },
    then: (s) => {
      const failure = lastCallEnd(s.previous)!;
      const inARow = unreadableInARow(s.previous);
      const want = [1000, 2000, 4000][inARow - 1];
      return expect(s.now - failure.now === want, () => `asked again after ${s.now - failure.now} ms (expected ${want} after ${inARow} unreadable)`);
    },
  },
  {
    id: 'unreadable-before-last-try→no-result-yet',
    spec: 'docs/decisions.md "A result that cannot be read is pending, never failed" (read retries after 1 s, 2 s, 4 s)',
    says: 'an unreadable answer with tries left ends nothing: neither failed nor unknown yet',
    when: (s) => unreadableError(s) && unreadableInARow([...s.previous, s]) <= 3,
    then: (s) => expect(s.after.status === 'active', () => `the polling ended with ${JSON.stringify(output(s))}`),
  },
  {
    id: 'unreadable-after-last-try→unknown',
    spec: 'docs/decisions.md "A result that cannot be read is pending, never failed" (still unreadable: unknown)',
    says: 'still unreadable after the three tries again, the result is unknown (never failed)',
    when: (s) => unreadableError(s) && unreadableInARow([...s.previous, s]) > 3,
    then: (s) => expectOutput(s, { kind: 'unknown' }),
  },
  {
    id: 'cancel→cancelled',
    spec: 'SPEC 4 Mobile money polling variant ("until ready or cancelled"), 3DS2 ("Polling can be cancelled")',
    says: 'a cancel ends the polling at once',
    when: (s) => isEvent(s, 'polling.cancelled'),
    then: (s) => expectOutput(s, { kind: 'cancelled' }),
  },
];

/** The rules of the machines this file covers, by registry name (gathered by index.ts). */
export const expectations: Record<string, readonly Rule[]> = {
  callback: callbackRules,
  'transaction-polling': transactionPollingRules,
};
