// The root's `flow` region, built from the method registry (src/domain/methods.ts FLOWS): loading a
// flow's code, then one state per flow that runs it as the root's `flow` child and reads its end. The
// names it uses (guards, actions, actors) are the root's own (deposit.machine.ts).
import { resumedMean } from '../src/domain/deposit-call';
import { INTERNAL_ERROR } from '../src/domain/errors';
import { FLOW_KINDS, FLOWS, flowOf } from '../src/domain/methods';
import type { PaymentMean } from '../src/domain/payment-means';
import { WITHDRAWAL_MEAN } from '../src/domain/withdrawal';
import type { DepositContext, DepositRequest } from './deposit.types';
import type { FlowInput, FlowOutput } from './flow-output';
import { FLOW_ACTOR_ID } from './routes';
import { childFailed } from './side-effects';

type FlowDone = { event: { output: FlowOutput } };
const outputIs = (kinds: ReadonlyArray<FlowOutput['kind']>) => ({ type: 'flowIs' as const, params: ({ event }: FlowDone) => ({ output: event.output, kinds }) });
const takeOutput = { type: 'takeFlowOutput' as const, params: ({ event }: FlowDone) => event.output };

/**
 * How the root reads a method flow's end (flow-output.ts): success and pending go to success handling,
 * a redirect leaves for the provider, a failure shows the error dialog, a cancel or close goes back.
 */
const FLOW_DONE = [
  { guard: outputIs(['success', 'pending']), target: '#deposit.active.succeeded', actions: takeOutput },
  { guard: outputIs(['redirect']), target: 'redirecting', actions: takeOutput },
  { guard: outputIs(['sessionExpired']), target: '#deposit.sessionTimeout' },
  { guard: outputIs(['cancelled']), target: 'idle', actions: { type: 'track' as const, params: { at: 'cancelled' as const } } },
  { guard: outputIs(['closed']), target: 'idle' },
  { target: 'failed', actions: [takeOutput, 'warnFailure'] },
] as const;

/** What the root keeps of a method flow's end: the success to hand on, the provider page, or the failure to show. */
export function flowEndOf(output: FlowOutput): Partial<DepositContext> {
  switch (output.kind) {
    case 'success':
    case 'pending': {
      const { method, amount, transactionId } = output;
      return { success: { status: output.kind, method, amount, transactionId, ...(output.unconfirmed && { unconfirmed: true as const }) } };
    }
    case 'redirect':
      return { redirectUrl: output.url };
    case 'failure':
      return { failure: output.reason };
    default:
      return {};
  }
}

/** What a method flow starts from: the request (its guard made sure there is one) and the context. */
const flowInput = ({ context }: { context: DepositContext }): FlowInput => ({
  mean: context.request!.mean,
  amount: context.request!.amount,
  app: context.app,
  flags: context.flags,
  intentId: context.request!.intentId,
  resume: context.request!.resume,
});

/** What the player asked to pay (`deposit.requested`), with the flow the registry chose. */
export const requestOf = (p: { mean: PaymentMean; amount: number; intentId: string }): DepositRequest => ({
  mean: p.mean,
  amount: p.amount,
  flow: flowOf(p.mean.method) ?? FLOW_KINDS[0]!,
  intentId: p.intentId,
  resume: null,
});

/** A reload during a deposit: its flow runs again on the record (the root's `takeResume`), resuming it. */
export const resumeRequest = ({ context }: { context: DepositContext }) => {
  const r = context.resume!;
  // A page opened on a withdrawal fragment runs the `withdrawal` flow (no mean, no amount).
  if ('fragment' in r) return { request: { mean: WITHDRAWAL_MEAN, amount: 0, flow: 'withdrawal' as const, intentId: `withdrawal-${r.fragment}`, resume: null }, resume: null };
  return { request: { mean: resumedMean(r), amount: r.amount, flow: r.flow, intentId: r.correlationId, resume: r }, resume: null };
};

/** One state per flow of the registry: it runs the flow as the `flow` child and reads its end. */
const runningStates = Object.fromEntries(
  FLOW_KINDS.map((kind) => [
    kind,
    {
      on: {
        'navigation.back': { actions: 'forwardBack' },
        'flow.emitted': { actions: { type: 'emitFromFlow', params: ({ event }: { event: { emitted: unknown } }) => event.emitted } },
      },
      invoke: [
        {
          src: kind,
          id: FLOW_ACTOR_ID,
          systemId: FLOW_ACTOR_ID,
          input: flowInput,
          onDone: FLOW_DONE,
          onError: { target: 'failed', actions: { type: 'fail', params: { reason: FLOWS[kind].crashReason } } },
        },
        // Its failure loses the flow's messages, not the payment: logged, the flow runs on.
        { src: 'listenToFlow', id: 'flowListener', onError: { actions: { type: 'warnChildFailed' as const, params: childFailed('flowListener') } } },
      ],
    },
  ]),
) as Record<(typeof FLOW_KINDS)[number], object>;

/** The flow region's states between `idle` and `failed`: loading the flow's code, then running it. */
export const flowStates: Record<string, object> = {
  // A method flow's code is fetched when the player first pays with that method.
  loadingFlow: {
    tags: ['busy'],
    entry: 'hideCloseIcon', // a payment starts: the native close icon goes (deposit.bridge.ts)
    invoke: {
      src: 'loadFlow',
      id: 'loadFlow',
      input: ({ context }: { context: DepositContext }) => ({ kind: context.request!.flow }),
      onDone: FLOW_KINDS.map((kind) => ({ guard: { type: 'requestFlowIs' as const, params: { kind } }, target: kind })),
      onError: { target: 'failed', actions: { type: 'fail' as const, params: { reason: INTERNAL_ERROR } } },
    },
  },
  ...runningStates,
};
