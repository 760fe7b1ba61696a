// The deposit call, one machine for every flow that sends one (src/domain/deposit-call.ts, verdict.ts;
// docs/decisions.md "One intent, one deposit; an unreadable deposit answer", "Unknown is not failed"):
// the flow's request is sent with its intent's correlation id; an answer that is not an explicit refusal
// (no answer within `depositSendTimeout`, a dropped connection, a 5xx, a 409 or 429, a body that is not
// the answer) is sent again with the SAME correlation id after the back-off (1 s, then 3 s); after the
// last send it is `unknown`, which the flow shows as pending, unconfirmed, never failed. Only a 4xx with
// its deposit code on the intent's first send is `refused`; a lost session is `sessionExpired`.
// The flow invokes it as its `depositCall` child and reads its output; src/app provides `send`, the
// flow's own call, per flow (src/app/<method>-actors.ts).
import { assign, setup } from 'xstate';
import { answerUnreadable, DEPOSIT_RETRY_DELAYS_MS, DEPOSIT_SEND_TIMEOUT_MS, depositRefused } from '../src/domain/deposit-call';
import { childFailedUnconfirmed, errorOf, notProvided, sessionExpired } from './side-effects';

/**
 * What the flow gives its deposit call: the intent's correlation id and the request the flow built,
 * opaque here. The request may carry what must not be kept (a BLIK code, encrypted card payloads): it
 * stays in memory, and src/app/inspect.ts masks `depositRequest` in traces.
 */
export interface DepositCallInput<Request = unknown> {
  correlationId: string;
  depositRequest: Request;
}

/** What one send is given: the request, the intent's correlation id, and which send of the intent it is (0: the first). */
export interface DepositSendInput<Request = unknown> extends DepositCallInput<Request> {
  attempt: number;
}

/** The flow's call reads a send as its own request with the intent's correlation id and attempt (src/api builds the body). */
export const sendOf = <Request extends object>(input: DepositSendInput): Request & { correlationId: string; attempt: number } => ({
  ...(input.depositRequest as Request),
  correlationId: input.correlationId,
  attempt: input.attempt,
});

/**
 * How the deposit call ended. `answered`: the server's answer (the flow reads its status); `refused`: an
 * explicit refusal on the first send (the flow maps the error to its refusal reason); `sessionExpired`:
 * the session is gone; `unknown`: no send could be read, the deposit may be recorded (pending, unconfirmed).
 */
export type DepositCallOutput<Answer = unknown> =
  | { kind: 'answered'; answer: Answer }
  | { kind: 'refused'; error: unknown }
  | { kind: 'sessionExpired' }
  | { kind: 'unknown' };

/** The answer of a call that ended `answered` (the flow's guard read the kind; src/api checked the answer's shape). */
export const answerOf = <Answer>(output: DepositCallOutput): Answer => (output as { answer: Answer }).answer;
/** The error of a call that ended `refused`, for the flow's refusal mapping. */
export const refusalOf = (output: DepositCallOutput): { error: unknown } => ({ error: (output as { error?: unknown }).error });

/** The done event of a flow's `depositCall` child. */
export type DepositCallDone = { event: { output: DepositCallOutput } };
/** The flow's guard `callEnded`: its deposit call ended with this kind. */
export const callEnded = (_: unknown, params: { output: DepositCallOutput; kind: DepositCallOutput['kind'] }) => params.output.kind === params.kind;
/** `callEnded` with its params, for a flow's `onDone` of its `depositCall` child. */
export const endedAs = (kind: DepositCallOutput['kind']) => ({
  type: 'callEnded' as const,
  params: ({ event }: DepositCallDone) => ({ output: event.output, kind }),
});

/**
 * The tags of a flow's `depositing` state, where its deposit call runs: `busy` (the screens' spinner) and
 * `depositing`, the flow's contract for "the deposit is being sent" (docs/decisions.md "State names stay in their
 * machine"). Every flow whose call is this child puts them on the state that invokes it.
 */
export const DEPOSITING_TAGS = ['busy', 'depositing'] as const;

/**
 * The ends of a flow's deposit call, the same in every flow (DESIGN 7; docs/decisions.md "Unknown is not
 * failed"): an answer (read by the flow's `read` action) and an explicit refusal (its `fail` mapping) go on to
 * `next`; a lost session ends the flow with `endWith` sessionExpired; anything else, an answer not known or a
 * child that threw, ends pending, unconfirmed (`unconfirmed`), never failed. Spread into the flow's
 * `depositCall` invoke: `...depositCallEnds<Answer>()({ next, read, fail, endWith, unconfirmed })`.
 */
export const depositCallEnds =
  <Answer>() =>
  <const Next extends string, const Read extends string, const Fail extends string, const EndWith extends string, const Unconfirmed extends string>(o: {
    next: Next;
    read: Read;
    fail: Fail;
    endWith: EndWith;
    unconfirmed: Unconfirmed;
  }) =>
    ({
      onDone: [
        { guard: endedAs('answered'), target: o.next, actions: { type: o.read, params: ({ event }: DepositCallDone) => answerOf<Answer>(event.output) } },
        { guard: endedAs('refused'), target: o.next, actions: { type: o.fail, params: ({ event }: DepositCallDone) => refusalOf(event.output) } },
        { guard: endedAs('sessionExpired'), target: 'done', actions: { type: o.endWith, params: { kind: 'sessionExpired' } } },
        { target: 'done', actions: o.unconfirmed },
      ],
      onError: childFailedUnconfirmed('depositCall', o.unconfirmed),
    }) as const;

interface DepositCallContext {
  correlationId: string;
  depositRequest: unknown;
  /** Sends of the intent that met an answer not known (0 while the first send runs). */
  attempt: number;
  result: DepositCallOutput;
}

const sendsLeft = (context: DepositCallContext) => context.attempt < DEPOSIT_RETRY_DELAYS_MS.length;

export const depositCallMachine = setup({
  types: {
    input: {} as DepositCallInput,
    context: {} as DepositCallContext,
    output: {} as DepositCallOutput,
    children: {} as { send: 'send' },
  },
  actors: {
    send: notProvided<unknown, DepositSendInput>('send'),
  },
  delays: {
    /** The time limit of one send. */
    depositSendTimeout: DEPOSIT_SEND_TIMEOUT_MS,
    /** The back-off before the next send: 1 s, then 3 s. */
    depositRetry: ({ context }) => DEPOSIT_RETRY_DELAYS_MS[Math.min(Math.max(context.attempt - 1, 0), DEPOSIT_RETRY_DELAYS_MS.length - 1)]!,
  },
  guards: {
    sessionExpired,
    /** verdict.ts: a 4xx with its deposit code, on the intent's first send only. */
    refusedByServer: ({ context }, params: { error: unknown }) => depositRefused(params.error, context.attempt),
    /** verdict.ts: an answer not known, with a send left. */
    canSendAgain: ({ context }, params: { error: unknown }) => answerUnreadable(params.error, context.attempt) && sendsLeft(context),
    /** A send unanswered for `depositSendTimeout`, with a send left. */
    sendsLeft: ({ context }) => sendsLeft(context),
  },
  actions: {
    countAttempt: assign(({ context }) => ({ attempt: context.attempt + 1 })),
    end: assign((_, result: DepositCallOutput) => ({ result })),
  },
}).createMachine({
  id: 'depositCall',
  context: ({ input }) => ({ correlationId: input.correlationId, depositRequest: input.depositRequest, attempt: 0, result: { kind: 'unknown' } }),
  initial: 'sending',
  states: {
    sending: {
      invoke: {
        src: 'send',
        id: 'send',
        input: ({ context }): DepositSendInput => ({ correlationId: context.correlationId, depositRequest: context.depositRequest, attempt: context.attempt }),
        onDone: { target: 'done', actions: { type: 'end', params: ({ event }) => ({ kind: 'answered' as const, answer: event.output }) } },
        onError: [
          { guard: { type: 'sessionExpired', params: errorOf }, target: 'done', actions: { type: 'end', params: { kind: 'sessionExpired' } } },
          {
            guard: { type: 'refusedByServer', params: errorOf },
            target: 'done',
            actions: { type: 'end', params: ({ event }) => ({ kind: 'refused' as const, error: event.error }) },
          },
          { guard: { type: 'canSendAgain', params: errorOf }, target: 'waiting', actions: 'countAttempt' },
          // No send left: whether the deposit was recorded cannot be told (pending, unconfirmed).
          { target: 'done', actions: { type: 'end', params: { kind: 'unknown' } } },
        ],
      },
      after: {
        depositSendTimeout: [
          { guard: 'sendsLeft', target: 'waiting', actions: 'countAttempt' },
          { target: 'done', actions: { type: 'end', params: { kind: 'unknown' } } },
        ],
      },
    },
    /** The back-off before the same intent is sent again. */
    waiting: {
      after: { depositRetry: 'sending' },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
