// The realtime deposit monitoring (SPEC 4 "Async monitoring", "Realtime sync stream", SPEC 8 "Sync stream",
// SPEC 9 time-outs) and docs/decisions.md "A result that cannot be read is pending, never failed" (the 10 s limit runs from the start of monitoring),
// written from the product rules (docs/product-rules.md) and the decision, never from the machine.
import { called, callsList, causeLogged, childThrew, errorOf, expect, expectOutput, isEvent, output, type Rule, type Step } from './rule';

/** SPEC 9: async deposit monitoring 10000 ms. */
const LIMIT_MS = 10_000;
const input = (s: Step) => s.input as { depositId: string; token: boolean };
const syncError = (s: Step, pred: (code: string) => boolean = () => true) => isEvent(s, 'sync.error', (e) => pred(e.code));
const retryable = (code: string) => code === 'UNAVAILABLE' || code === 'INTERNAL';
/** A stream that dropped: a retryable error, or a subscription that threw (DESIGN 7: a dropped stream, UNAVAILABLE). */
const dropped = (s: Step) => syncError(s, retryable) || errorOf(s, 'subscribeDeposit');
const update = (s: Step, pred: (m: { status: string; statusDetail: string | null }) => boolean) => isEvent(s, 'sync.update', (e) => pred(e.message));

export const depositMonitorRules: Rule[] = [
  {
    id: 'subscribes-to-the-deposit',
    spec: 'SPEC 4 Async monitoring ("starts with a deposit id and subscribes to the channel")',
    says: 'monitoring subscribes to the stream of its deposit at once',
    when: (s) => s.index === 0,
    then: (s) => expect((called(s, 'subscribeDeposit')[0]?.input as any)?.depositId === input(s).depositId, () => `started ${callsList(s)}`),
  },
  {
    id: 'final-update→outcome',
    spec: 'SPEC 4 Async monitoring ("ends on SUCCESS, FAILURE, or PENDING with detail REDIRECT")',
    says: 'SUCCESS gives success, FAILURE failure, PENDING + REDIRECT redirect with the transaction context',
    when: (s) => s.before?.status === 'active' && update(s, (m) => m.status !== 'PENDING' || m.statusDetail === 'REDIRECT'),
    then: (s) => {
      const m = (s.event as any).message;
      const kind = m.status === 'SUCCESS' ? 'success' : m.status === 'FAILURE' ? 'failure' : 'redirect';
      return expectOutput(s, kind === 'redirect' ? { kind, context: m.context ?? {}, token: input(s).token } : { kind, token: input(s).token });
    },
  },
  {
    id: 'pending-update→goes-on',
    spec: 'SPEC 4 Async monitoring (only SUCCESS, FAILURE, PENDING + REDIRECT end it)',
    says: 'a PENDING update of another detail ends nothing',
    when: (s) => s.before?.status === 'active' && update(s, (m) => m.status === 'PENDING' && m.statusDetail !== 'REDIRECT'),
    then: (s) => expect(s.after.status === 'active', () => `ended with ${JSON.stringify(output(s))}`),
  },
  {
    id: 'limit-from-start→pending',
    spec: 'SPEC 4 Async monitoring ("after 10000 ms with no final state the outcome is pending"); docs/decisions.md "A result that cannot be read is pending, never failed" (from the start, not restarted by back-off or re-subscription)',
    says: "no monitoring is still running 10 s after it started; reaching the limit ends it as a time-out (pending), or as a silent stream's error when its 3000 ms end at that instant",
    when: (s) => s.now >= LIMIT_MS && s.before?.status === 'active',
    then: (s) =>
      // Both timers due at the same instant: whichever the clock fires first ends it.
      s.event.type.startsWith('xstate.after.streamSilence')
        ? expect(['timeout', 'error'].includes(output(s)?.kind), () => `output ${JSON.stringify(output(s))}`)
        : expectOutput(s, { kind: 'timeout', token: input(s).token }),
  },
  {
    id: 'silence→error',
    spec: 'SPEC 4 Realtime sync stream (heartbeats); DESIGN 7 ("pending after one status read"); docs/decisions.md "Silence is a fault"',
    says: 'a stream that sent nothing, heartbeats included, for 3000 ms (its 2 s heartbeat period and 1 s of margin) ends the monitoring as an error (the parents read the status), never as a time-out or a failure',
    when: (s) => s.before?.status === 'active' && s.event.type.startsWith('xstate.after.streamSilence') && s.now < LIMIT_MS,
    then: (s) => {
      const last = [...s.previous].reverse().find((p) => isEvent(p, 'sync.heartbeat') || isEvent(p, 'sync.update') || called(p, 'subscribeDeposit').length > 0);
      const quiet = s.now - (last?.now ?? 0);
      return expectOutput(s, { kind: 'error', code: 'UNAVAILABLE', token: input(s).token }) ?? expect(quiet === 3000, () => `silent for ${quiet} ms`);
    },
  },
  {
    id: 'heartbeat→goes-on',
    spec: 'SPEC 4 Realtime sync stream ("heartbeat messages are ignored")',
    says: 'a heartbeat ends nothing and starts nothing: it only shows the stream is alive',
    when: (s) => s.before?.status === 'active' && isEvent(s, 'sync.heartbeat'),
    then: (s) => expect(s.after.status === 'active' && s.calls.length === 0, () => `ended with ${JSON.stringify(output(s))}, started ${callsList(s)}`),
  },
  {
    id: 'retryable→again-after-back-off',
    spec: 'SPEC 8 Sync stream ("retries on UNAVAILABLE or INTERNAL with exponential backoff (1 s, 2 s, 4 s, ...)"); docs/decisions.md "A result that cannot be read is pending, never failed" (a dropped connection is UNAVAILABLE)',
    says: 'after a retryable error the stream is subscribed again after 1 s, 2 s, 4 s... (the n-th retry after 2^(n-1) s)',
    when: (s) => called(s, 'subscribeDeposit').length > 0 && !!s.previous.at(-1) && dropped(s.previous.at(-1)!),
    then: (s) => {
      const n = [...s.previous].filter(dropped).length;
      const waited = s.now - s.previous.at(-1)!.now;
      return expect(waited === 1000 * 2 ** (n - 1), () => `subscribed again after ${waited} ms (retry ${n})`);
    },
  },
  {
    id: 'stream-failed→error-never-failure',
    spec: 'SPEC 4 Async monitoring ("a sync error gives an error outcome"), SPEC 8; docs/decisions.md "A result that cannot be read is pending, never failed" (the parents read it as pending, unconfirmed)',
    says: 'a stream error that is not retried (another code, a failed refresh, a subscription that threw, or no time left for a retry) ends as an error, never as a failure',
    when: (s) =>
      s.before?.status === 'active' &&
      s.after.status === 'done' &&
      (syncError(s) || isEvent(s, 'xstate.error.actor.refreshToken') || errorOf(s, 'subscribeDeposit')),
    then: (s) => expect(output(s)?.kind === 'error', () => `output ${JSON.stringify(output(s))}`),
  },
  {
    id: 'unauthenticated-first→refresh-once',
    spec: 'SPEC 8 Sync stream ("on UNAUTHENTICATED refreshes the token once on the first attempt, else fails")',
    says: 'UNAUTHENTICATED on the first attempt refreshes the token (once)',
    when: (s) => syncError(s, (c) => c === 'UNAUTHENTICATED') && !s.previous.some((p) => syncError(p) || errorOf(p, 'subscribeDeposit')),
    then: (s) => expect(called(s, 'refreshToken').length === 1, () => `started ${callsList(s)}`),
  },
  {
    id: 'subscription-threw→dropped-stream',
    spec: 'DESIGN 7; SPEC 8 Sync stream (a dropped connection is UNAVAILABLE: retried, else the error)',
    says: 'a subscription that threw is a dropped stream: backing off for a retry or ended as an error, never a failure; its cause logged',
    when: (s) => childThrew(s, 'subscribeDeposit'),
    then: (s) =>
      expect(s.after.status === 'active' || output(s)?.kind === 'error', () => `output ${JSON.stringify(output(s))}`) ?? causeLogged(s, 'subscribeDeposit'),
  },
  {
    id: 'page-watch-threw→goes-on',
    spec: 'DESIGN 7; docs/decisions.md "A page watch that fails"',
    says: 'a page watch that threw ends nothing: the monitoring goes on (the 10 s limit still bounds it); its cause logged',
    when: (s) => childThrew(s, 'watchPage'),
    then: (s) => expect(s.after.status === 'active', () => `ended with ${JSON.stringify(output(s))}`) ?? causeLogged(s, 'watchPage'),
  },
];

/** The rules of the machines this file covers, by registry name (gathered by index.ts). */
export const expectations: Record<string, readonly Rule[]> = {
  'deposit-monitor': depositMonitorRules,
};
