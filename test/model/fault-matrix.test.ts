// The generated fault matrix (DESIGN 7, docs/decisions.md "Unknown is not failed"): every flow machine ×
// every call from the deposit call on × every fault kind, on a simulated clock against a fake server that
// records deposits by correlation id. The law, written by hand: the flow ends in failure only after an
// explicit refusal (a 4xx with its code on the first send, other than 401, 408, 409, 425, 429); at most
// one deposit per intent (one correlation id over all sends); an outcome within 30 s of simulated time.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyStateMachine } from 'xstate';
import { ApiFailure } from '../../src/domain/failures';
import { blikMachine } from '../../machines/blik.machine';
import { blikInputs } from '../../machines/blik.events';
import { cardMachine } from '../../machines/card.machine';
import { cardInput } from '../../machines/card.events';
import { depositMonitorMachine } from '../../machines/deposit-monitor.machine';
import { directDepositMachine } from '../../machines/direct-deposit.machine';
import { directDepositInputs } from '../../machines/direct-deposit.events';
import { mbwayMachine } from '../../machines/mbway.machine';
import { mbwayInputs } from '../../machines/mbway.events';
import { mobileMoneyMachine } from '../../machines/mobile-money.machine';
import { mobileMoneyInputs } from '../../machines/mobile-money.events';
import { callbackMachine } from '../../machines/callback.machine';
import { transactionPollingMachine } from '../../machines/transaction-polling.machine';
import type { FlowInput } from '../../machines/flow-output';
import { depositCallWith } from '../../machines/fixtures';

type Call = 'deposit' | 'resend' | 'head' | 'read' | 'stream';
type Fault =
  | { kind: 'http'; status: number; code: string | null }
  | { kind: 'malformed' | 'incomplete' | 'unknownEnum' | 'extraFields' | 'empty' | 'hang' | 'reset' | 'lostAfterRecording' };

const OUTCOME_LIMIT_MS = 30_000;
const NOT_A_REFUSAL = [401, 408, 409, 425, 429];

const faults: Fault[] = [
  ...Array.from({ length: 200 }, (_, i) => ({ kind: 'http' as const, status: 400 + i, code: 'payment.refused.code' })),
  { kind: 'http', status: 400, code: null },
  { kind: 'http', status: 404, code: null },
  { kind: 'http', status: 409, code: null },
  { kind: 'http', status: 429, code: null },
  { kind: 'http', status: 500, code: null },
  { kind: 'malformed' },
  { kind: 'incomplete' },
  { kind: 'unknownEnum' },
  { kind: 'extraFields' },
  { kind: 'empty' },
  { kind: 'hang' },
  { kind: 'reset' },
  { kind: 'lostAfterRecording' },
];

const label = (f: Fault) => (f.kind === 'http' ? `HTTP ${f.status}${f.code ? ' with code' : ''}` : f.kind);
/** By hand: the only fault after which "failed" is true (SPEC 8, the law). */
const refuses = (call: Call, f: Fault) => call === 'deposit' && f.kind === 'http' && f.status < 500 && !NOT_A_REFUSAL.includes(f.status) && f.code !== null;

/** The fake operator: deposits recorded by correlation id, and the fault the scenario puts on one call. */
function server(call: Call, fault: Fault, answer: Record<string, unknown>) {
  const sends: string[] = [];
  const recorded = new Set<string>();
  let faulted = false;
  const hit = (c: Call) => {
    if (c !== call || faulted) return false;
    faulted = true; // the fault strikes once; the network is sound again after it
    return true;
  };
  /** What a faulty answer does: throws, hangs, or gives a body the app must read. */
  const apply = async (f: Fault, body: Record<string, unknown>, field = 'status'): Promise<unknown> => {
    switch (f.kind) {
      case 'http':
        throw new ApiFailure(f.status === 401 ? 'SESSION_EXPIRED' : 'HTTP', f.code, `HTTP ${f.status}`, f.status);
      case 'malformed':
        throw new ApiFailure('MALFORMED');
      case 'reset':
      case 'lostAfterRecording':
        throw new ApiFailure('NETWORK');
      case 'hang':
        return new Promise(() => {});
      case 'incomplete':
        return { ...body, [field]: undefined };
      case 'unknownEnum':
        return { ...body, [field]: 'SOMETHING_NEW' };
      case 'extraFields':
        return { ...body, surprise: { nested: true }, another_field: 42 };
      case 'empty':
        return {};
    }
  };
  const deposit = async (input: { correlationId: string; attempt?: number }) => {
    sends.push(input.correlationId);
    const c: Call = (input.attempt ?? 0) === 0 ? 'deposit' : 'resend';
    // A resend is faulted after the first send's answer was lost (recorded, then the connection reset).
    if (call === 'resend' && c === 'deposit') {
      recorded.add(input.correlationId);
      throw new ApiFailure('NETWORK');
    }
    if (hit(c)) {
      if (fault.kind === 'lostAfterRecording') recorded.add(input.correlationId);
      return apply(fault, answer);
    }
    recorded.add(input.correlationId);
    return answer;
  };
  const head = async () => (hit('head') ? apply(fault, { ready: true, intervalMs: 1000 }, 'ready') : { ready: true, intervalMs: 1000 });
  const read = async (body: Record<string, unknown>) => (hit('read') ? apply(fault, body) : body);
  return { sends, recorded, deposit, head, read, hit };
}

function polling(s: ReturnType<typeof server>, result: Record<string, unknown>) {
  return transactionPollingMachine.provide({
    actors: {
      checkTransaction: fromPromise(async (): Promise<any> => s.head()),
      fetchResult: fromPromise(async () => s.read(result)),
    },
  });
}

/** The stream: SUCCESS at once, or the fault (a reset or an error is UNAVAILABLE; a hang says nothing). */
function monitor(s: ReturnType<typeof server>, fault: Fault) {
  return depositMonitorMachine.provide({
    actors: {
      subscribeDeposit: fromCallback(({ sendBack }) => {
        if (s.hit('stream')) {
          if (fault.kind !== 'hang') setTimeout(() => sendBack({ type: 'sync.error', code: 'UNAVAILABLE' }), 0);
          return;
        }
        setTimeout(() => sendBack({ type: 'sync.update', message: { status: 'SUCCESS', statusDetail: null, context: {} } }), 0);
      }),
      watchPage: fromCallback(() => {}),
      refreshToken: fromPromise(async () => {}),
    },
  });
}

interface Flow {
  name: string;
  calls: Call[];
  build(s: ReturnType<typeof server>, fault: Fault): { machine: AnyStateMachine; input: unknown; start?: { type: string; [k: string]: unknown } };
  answer: Record<string, unknown>;
}

const STATUS_SUCCESS = { status: 'SUCCESS', reason: null };

const flows: Flow[] = [
  {
    name: 'direct (Paysafecard)',
    calls: ['deposit', 'resend'],
    answer: { status: 'redirect', transaction_uid: 'tx-1', transaction_context: { redirect_url: 'https://provider.example/pay' } },
    build: (s) => ({ machine: directDepositMachine.provide({ actors: { depositCall: depositCallWith(s.deposit) } }), input: directDepositInputs[0] }),
  },
  {
    name: 'direct (premium ticket)',
    calls: ['deposit', 'resend'],
    answer: { status: 'success', transaction_uid: 'tx-1' },
    build: (s) => ({
      machine: directDepositMachine.provide({ actors: { depositCall: depositCallWith(s.deposit) } }),
      input: directDepositInputs[3],
      start: { type: 'ticket.submitted', code: '1234567890123456' },
    }),
  },
  {
    name: 'BLIK (saved)',
    calls: ['deposit', 'resend', 'head', 'read'],
    answer: { status: 'pending', transaction_uid: 'tx-1' },
    build: (s) => ({
      machine: blikMachine.provide({ actors: { depositCall: depositCallWith(s.deposit), transactionPolling: polling(s, STATUS_SUCCESS) } }),
      input: blikInputs[1],
    }),
  },
  {
    name: 'MB Way (saved)',
    calls: ['deposit', 'resend', 'head', 'read'],
    answer: { status: 'pending', transaction_uid: 'tx-1' },
    build: (s) => ({
      machine: mbwayMachine.provide({ actors: { depositCall: depositCallWith(s.deposit), transactionPolling: polling(s, STATUS_SUCCESS) } }),
      input: mbwayInputs[1],
    }),
  },
  {
    name: 'mobile money (polling)',
    calls: ['deposit', 'resend', 'head', 'read'],
    answer: { status: 'pending', transaction_uid: 'tx-1', update_protocol: 'polling' },
    build: (s) => ({
      machine: mobileMoneyMachine.provide({
        actors: { depositCall: depositCallWith(s.deposit), transactionPolling: polling(s, STATUS_SUCCESS), depositMonitor: monitor(s, { kind: 'reset' }) },
      }),
      input: mobileMoneyInputs[2],
    }),
  },
  {
    name: 'mobile money (stream)',
    calls: ['deposit', 'resend', 'stream', 'head', 'read'],
    answer: { status: 'pending', transaction_uid: 'tx-1', deposit_id: 'dep-1', update_protocol: 'gordon' },
    build: (s, fault) => ({
      machine: mobileMoneyMachine.provide({
        actors: { depositCall: depositCallWith(s.deposit), transactionPolling: polling(s, STATUS_SUCCESS), depositMonitor: monitor(s, fault) },
      }),
      input: mobileMoneyInputs[2],
    }),
  },
  {
    name: 'card (saved, 3DS2 fingerprint)',
    calls: ['deposit', 'resend', 'head', 'read'],
    answer: { status: 'pending', status_detail: 2, transaction_uid: 'tx-1', transaction_context: { transactionId: 'tx-1' } },
    build: (s) => ({
      machine: cardMachine.provide({
        actors: {
          lookupBrands: fromPromise(async () => ['visa']),
          encryptCard: fromPromise(async () => ({ cse_a: 'enc' })) as never,
          depositCall: depositCallWith(s.deposit),
          threeDs2: polling(s, { status: 'success' }),
        },
      }),
      input: cardInput,
      start: { type: 'cvv.submitted', cvv: '123', intentId: 'intent-card' },
    }),
  },
  {
    name: 'callback (polling)',
    calls: ['head', 'read'],
    answer: {},
    build: (s) => ({
      machine: callbackMachine.provide({ actors: { transactionPolling: polling(s, { status: 'success' }) } }),
      input: { flow: 'polling', transactionUid: 'tx-1', depositId: null, method: 'PAYSAFECARD', amount: 25 },
    }),
  },
];

const flush = async () => {
  for (let i = 0; i < 4; i++) await new Promise<void>((r) => setImmediate(r));
};

async function scenario(flow: Flow, call: Call, fault: Fault) {
  const s = server(call, fault, flow.answer);
  const { machine, input, start } = flow.build(s, fault);
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: input as FlowInput, clock });
  actor.start();
  await flush();
  if (start) actor.send(start as never);
  let elapsed = 0;
  await flush();
  while (actor.getSnapshot().status === 'active' && elapsed < OUTCOME_LIMIT_MS + 10_000) {
    clock.increment(250);
    elapsed += 250;
    await flush();
  }
  const snap = actor.getSnapshot();
  const output = snap.output as { kind: string } | undefined;
  actor.stop();
  return { done: snap.status === 'done', elapsed, output, sends: s.sends, value: snap.value };
}

describe('fault matrix: every flow × every call × every fault kind (DESIGN 7)', () => {
  for (const flow of flows) {
    for (const call of flow.calls) {
      it(`${flow.name}: ${call}`, async () => {
        const broken: string[] = [];
        for (const fault of faults) {
          const r = await scenario(flow, call, fault);
          const why: string[] = [];
          if (!r.done || r.elapsed > OUTCOME_LIMIT_MS) why.push(`no outcome within 30 s (${r.elapsed} ms, state ${JSON.stringify(r.value)})`);
          if (r.output?.kind === 'failure' && !refuses(call, fault)) why.push(`failed: ${JSON.stringify(r.output)}`);
          if (new Set(r.sends).size > 1) why.push(`${new Set(r.sends).size} deposits for one intent`);
          if (why.length) broken.push(`${label(fault)}: ${why.join('; ')}`);
        }
        expect(broken).toEqual([]);
      }, 120_000);
    }
  }
});
