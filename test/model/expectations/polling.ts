// The callback (SPEC 4 Callback, SPEC 8 callback reasons) and the transaction polling (SPEC 4 Mobile money
// polling variant, 3DS2 polling, Callback), written from SPEC.md.
import { called, callsList, doneOf, errorOf, expect, expectOutput, isEvent, output, sessionLost, type Rule } from './rule';

const params = (s: { input: unknown }) => s.input as { flow: string; transactionUid: string | null; depositId: string | null };

export const callbackRules: Rule[] = [
  {
    id: 'gordon-when-deposit-id',
    spec: 'SPEC 4 Callback ("Flow type is \'gordon\' if the query holds deposit_id")',
    says: 'with a deposit_id the deposit is synced over the realtime stream (monitoring by deposit id)',
    when: (s) => s.index === 0 && !!params(s).depositId,
    then: (s) => expect((called(s, 'depositMonitor')[0]?.input as any)?.depositId === params(s).depositId, () => `started ${callsList(s)}`),
  },
  {
    id: 'polling-otherwise',
    spec: 'SPEC 4 Callback (flow type \'polling\'), Mobile money polling variant',
    says: 'without a deposit_id, the transaction is polled by its transaction_uid',
    when: (s) => s.index === 0 && !params(s).depositId && !!params(s).transactionUid,
    then: (s) => expect((called(s, 'transactionPolling')[0]?.input as any)?.transactionId === params(s).transactionUid, () => `started ${callsList(s)}`),
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
    says: "any other status is a failure with its reason, or 'Unknown error'",
    when: (s) => doneOf(s, 'transactionPolling', (o) => o.kind === 'fetched' && !['success', 'pending', 'redirect', 'aborted'].includes(o.result.status)),
    then: (s) => expectOutput(s, { kind: 'failure', reason: (s.event as any).output.result.reason ?? 'Unknown error' }),
  },
  {
    id: 'poll-session-expired→session-timeout',
    spec: 'SPEC 4 Authentication',
    says: 'an expired session while polling ends as session timeout',
    when: (s) => doneOf(s, 'transactionPolling', (o) => o.kind === 'sessionExpired'),
    then: (s) => expectOutput(s, { kind: 'sessionExpired' }),
  },
  {
    id: 'poll-failed→internal-error',
    spec: 'SPEC 8 (payment.internal.error: transaction status fetch error)',
    says: 'a failed transaction status fetch is a failure payment.internal.error',
    when: (s) => doneOf(s, 'transactionPolling', (o) => o.kind === 'failed'),
    then: (s) => expectOutput(s, { kind: 'failure', reason: 'payment.internal.error' }),
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
    id: 'gordon-timeout→Gordon Timeout',
    spec: "SPEC 4 Callback, SPEC 8 ('Gordon Timeout')",
    says: "a gordon time-out is a failure 'Gordon Timeout'",
    when: (s) => doneOf(s, 'depositMonitor', (o) => o.kind === 'timeout'),
    then: (s) => expectOutput(s, { kind: 'failure', reason: 'Gordon Timeout' }),
  },
  {
    id: 'gordon-sync-error→Gordon Sync Failed',
    spec: "SPEC 8 ('Gordon Sync Failed'), SPEC 4 Async monitoring (a sync error gives an error outcome)",
    says: "a gordon sync error is a failure 'Gordon Sync Failed'",
    when: (s) => doneOf(s, 'depositMonitor', (o) => o.kind === 'error'),
    then: (s) => expectOutput(s, { kind: 'failure', reason: 'Gordon Sync Failed' }),
  },
  {
    id: 'ends-with-a-result',
    spec: 'SPEC 4 Callback (outcomes success, pending, failure)',
    says: 'the callback always ends with success, pending, a failure with a reason, or a lost session',
    when: (s) => s.after.status === 'done',
    then: (s) => {
      const o = output(s);
      return expect(['success', 'pending', 'sessionExpired'].includes(o?.kind) || (o?.kind === 'failure' && typeof o.reason === 'string' && o.reason !== ''), () => `output ${JSON.stringify(o)}`);
    },
  },
];

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
      return expect(s.now - lastCheck.now === want && called(s, 'checkTransaction').length === 1, () => `checked again after ${s.now - lastCheck.now} ms (expected ${want}), started ${callsList(s)}`);
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
    id: 'call-failure→failed',
    spec: 'SPEC 4 Mobile money ("A failed status fetch behaves the same"), SPEC 8 transaction status fetch error',
    says: 'any other failed call ends the polling as failed (the parent names the reason)',
    when: (s) => errorOf(s, 'checkTransaction', (e) => !sessionLost(e)) || errorOf(s, 'fetchResult', (e) => !sessionLost(e)),
    then: (s) => expectOutput(s, { kind: 'failed' }),
  },
  {
    id: 'cancel→cancelled',
    spec: 'SPEC 4 Mobile money polling variant ("until ready or cancelled"), 3DS2 ("Polling can be cancelled")',
    says: 'a cancel ends the polling at once',
    when: (s) => isEvent(s, 'polling.cancelled'),
    then: (s) => expectOutput(s, { kind: 'cancelled' }),
  },
];
