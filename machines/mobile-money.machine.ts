// The mobile money flow (SPEC 2 screens, 3 bodies, 4 "Mobile money", 5 validation), run by the root as
// its `flow` child (flow-output.ts): operator selection, the phone form, the Orange Money code or the
// one-time code of a saved mean, the deposit call, then by the answer: success or pending at once,
// monitoring over the realtime stream (update_protocol 'gordon' with the flag on), polling the
// transaction (any other asynchronous answer; the shared transaction polling), a redirect (post form,
// Wave QR page, issuer or redirect URL), or a failure.
import { assign, emit, setup } from 'xstate';
import { tracked, type TrackEmitted } from '../src/domain/tracking';
import { refusalReason } from '../src/domain/errors';
import { ApiFailure } from '../src/domain/failures';
import {
  DEFAULT_POLL_INTERVAL_MS,
  isValidOtp,
  MOBILE_MONEY_METHOD,
  MOMO_GENERIC_FAILURE,
  momoOutcome,
  needsCode,
  parseOperator,
  phoneError,
  phoneRuleOf,
  polledOutcome,
  redirectOf,
  type MobileMoneyOperator,
  type MomoOutcome,
  type MomoRedirect,
  type MomoResponseLike,
} from '../src/methods/mobile-money/rules';
import { GENERIC_FAILURE_NON_CARD } from '../src/domain/deposit-outcome';
import { depositStatusOf } from '../src/domain/transactions';
import type { Legislation } from '../src/domain/context';
import { depositMonitorMachine, type MonitorOutput } from './deposit-monitor.machine';
import { unconfirmedPending, type FlowInput, type FlowOutput, type PendingDepositEmitted, type StopWaitingEvent } from './flow-output';
import { transactionPollingMachine, type PollingOutput } from './transaction-polling.machine';
import { ROUTES, type ScreenMeta } from './routes';
import { childFailed, childFailedUnconfirmed, childFailedWarning, type ChildFailedEmitted } from './side-effects';
import { correlationIdFor, intentContext, type IntentContext, PENDING_CLEARED, pendingSaved, resumedAt } from './deposit-call';
import { callEnded, DEPOSITING_TAGS, depositCallEnds, depositCallMachine, type DepositCallInput } from './deposit-call.machine';

/** The flow's request to its deposit call (src/methods/mobile-money/api.ts builds the SPEC 3 body). */
export interface MobileMoneyDepositRequest {
  amount: number;
  /** A saved mean's token id; null for a new mean. */
  tokenId: string | null;
  operator: MobileMoneyOperator | null;
  prefix: string;
  phoneNumber: string;
  code: string | null;
}

/** What src/methods/mobile-money/api.ts sends: the request, with the intent's correlation id and which send it is (0: the first). */
export interface MobileMoneyDepositInput extends MobileMoneyDepositRequest {
  correlationId: string;
  attempt: number;
}

export interface MobileMoneyContext extends IntentContext {
  legislation: Legislation;
  amount: number;
  tokenId: string | null;
  /** The operator, chosen by the player or named by the mean. */
  operator: MobileMoneyOperator | null;
  /** The mean names its operator: no selection screen. */
  operatorFixed: boolean;
  /** SPEC 3: the operators the server lists for the method, in display order; the selection offers these. */
  operators: MobileMoneyOperator[];
  prefix: string;
  phoneNumber: string;
  code: string | null;
  gordon: boolean;
  transactionId: string | null;
  depositId: string | null;
  outcome: MomoOutcome | null;
  /** The redirect shown by the Wave QR page or posted by the form page. */
  redirect: MomoRedirect | null;
  result: FlowOutput;
}

export type MobileMoneyEvent =
  | { type: 'momo.operatorSelected'; operator: MobileMoneyOperator }
  | { type: 'momo.phoneSubmitted'; phoneNumber: string }
  | { type: 'momo.codeSubmitted'; code: string }
  | { type: 'momo.back' }
  | { type: 'momo.cancelled' }
  /** The header's or the browser's back, forwarded by the root (machines/deposit.machine.ts). */
  | { type: 'navigation.back' }
  | StopWaitingEvent;

const methodOutput = (context: MobileMoneyContext, kind: 'success' | 'pending'): FlowOutput => ({
  kind,
  method: MOBILE_MONEY_METHOD,
  amount: context.amount,
  transactionId: context.transactionId,
});

type PollingDoneEvent = { event: { output: PollingOutput } };

/** The fetched deposit status (verdict.ts): SUCCESS, a refusal with its reason or payment.genericfailure.momo, or unknown. */
const polledOf = (output: PollingOutput) => {
  const { status, reason } = depositStatusOf(output.kind === 'fetched' ? output.result : null);
  return polledOutcome(status, reason);
};

/**
 * How a polling (the waiting screen's or the Wave QR page's) ends the flow: the fetched status, a lost
 * session; anything else (a status still pending or unknown, a poll that could not be read) is
 * pending, unconfirmed, never failed (verdict.ts, docs/decisions.md "Unknown is not failed").
 */
const POLLING_DONE = [
  {
    guard: { type: 'polledSuccess', params: ({ event }: PollingDoneEvent) => ({ output: event.output }) },
    target: 'done',
    actions: { type: 'finish', params: { kind: 'success' as const } },
  },
  {
    guard: { type: 'polledRefusal', params: ({ event }: PollingDoneEvent) => ({ output: event.output }) },
    target: 'done',
    actions: {
      type: 'finishWith',
      params: ({ event }: PollingDoneEvent) => {
        const polled = polledOf(event.output);
        return { kind: 'failure' as const, reason: polled.kind === 'failure' ? polled.reason : MOMO_GENERIC_FAILURE };
      },
    },
  },
  {
    guard: { type: 'pollingIs', params: ({ event }: PollingDoneEvent) => ({ output: event.output, kind: 'sessionExpired' as const }) },
    target: 'done',
    actions: { type: 'finishWith', params: { kind: 'sessionExpired' as const } },
  },
  { target: 'done', actions: 'finishUnconfirmed' },
] as const;

/** "Stop waiting": the deposit was accepted and may still complete: pending, unconfirmed. */
const STOP_WAITING = { target: 'done', actions: 'finishUnconfirmed' } as const;

/** A polling (the waiting screen's or the Wave QR page's) that threw read nothing about the accepted deposit (DESIGN 7): pending, unconfirmed. */
const pollingFailed = (child: string) => childFailedUnconfirmed(child, 'finishUnconfirmed');

/** Leaving the flow: back to the amount page. */
const CANCEL = { target: 'done', actions: { type: 'finishWith', params: { kind: 'cancelled' as const } } } as const;
/** The phone form's back (its own and the header's or browser's): the operators, or out when the mean names its operator. */
const PHONE_BACK = [{ guard: 'operatorKnown', ...CANCEL }, { target: 'operators' }] as const;
/** The code form's back: a saved mean has no phone form behind it. */
const CODE_BACK = [{ guard: 'isToken', ...CANCEL }, { target: 'phone' }] as const;

export const mobileMoneyMachine = setup({
  types: {
    input: {} as FlowInput,
    context: {} as MobileMoneyContext,
    events: {} as MobileMoneyEvent,
    output: {} as FlowOutput,
    /** 'code': the code form, the step the screen names besides the wait and a call under way. */
    tags: {} as 'busy' | 'waiting' | 'code' | 'depositing' | 'operators' | 'phoneForm' | 'monitoring' | 'polling' | 'waveQr' | 'postingForm',
    meta: {} as ScreenMeta,
    children: {} as {
      depositCall: 'depositCall';
      depositMonitor: 'depositMonitor';
      transactionPolling: 'transactionPolling';
      wavePolling: 'transactionPolling';
    },
    emitted: {} as PendingDepositEmitted | TrackEmitted | ChildFailedEmitted,
  },
  actors: {
    depositCall: depositCallMachine,
    depositMonitor: depositMonitorMachine,
    transactionPolling: transactionPollingMachine,
  },
  guards: {
    isToken: ({ context }) => context.tokenId !== null,
    tokenNeedsCode: ({ context }) => context.tokenId !== null && needsCode(context.legislation, context.operator),
    operatorKnown: ({ context }) => context.operatorFixed,
    operatorListed: ({ context }, params: { operator: MobileMoneyOperator }) => context.operators.includes(params.operator),
    needsCode: ({ context }) => needsCode(context.legislation, context.operator),
    validPhone: ({ context }, params: { phoneNumber: string }) => phoneError(params.phoneNumber, context.legislation) === null,
    validCode: ({ context }, params: { code: string }) => isValidOtp(params.code, context.legislation),
    outcomeIs: ({ context }, params: { kind: MomoOutcome['kind'] }) => context.outcome?.kind === params.kind,
    redirectIs: ({ context }, params: { kind: MomoRedirect['kind'] }) => context.outcome?.kind === 'redirect' && context.outcome.redirect.kind === params.kind,
    monitorIs: (_, params: { output: MonitorOutput; kinds: ReadonlyArray<MonitorOutput['kind']> }) => params.kinds.includes(params.output.kind),
    pollingIs: (_, params: { output: PollingOutput; kind: PollingOutput['kind'] }) => params.output.kind === params.kind,
    polledSuccess: (_, params: { output: PollingOutput }) => params.output.kind === 'fetched' && polledOf(params.output).kind === 'success',
    polledRefusal: (_, params: { output: PollingOutput }) => params.output.kind === 'fetched' && polledOf(params.output).kind === 'failure',
    streamFailedWithTransaction: ({ context }, params: { output: MonitorOutput }) => params.output.kind === 'error' && context.transactionId !== null,
    monitorTimedOutWithTransaction: ({ context }, params: { output: MonitorOutput }) => params.output.kind === 'timeout' && context.transactionId !== null,
    hasTransaction: ({ context }) => context.transactionId !== null,
    callEnded,
    resumedAt,
    resumed: ({ context }) => context.resume !== null,
  },
  actions: {
    takeOperator: assign((_, params: { operator: MobileMoneyOperator }) => ({ operator: params.operator })),
    takePhone: assign((_, params: { phoneNumber: string }) => ({ phoneNumber: params.phoneNumber })),
    takeCode: assign((_, params: { code: string }) => ({ code: params.code })),
    clearCode: assign({ code: null }),
    readResponse: assign(({ context }, params: MomoResponseLike) => ({
      transactionId: params.transaction_uid ?? null,
      depositId: params.deposit_id ?? null,
      outcome: momoOutcome(params, context.gordon),
    })),
    failFromError: assign((_, params: { error: unknown }) => ({
      outcome: { kind: 'failure' as const, reason: refusalReason(params.error instanceof ApiFailure ? params.error.errorCode : null) },
    })),
    takeRedirect: assign(({ context }) => ({ redirect: context.outcome?.kind === 'redirect' ? context.outcome.redirect : null })),
    /** A PENDING + REDIRECT update carries the transaction context: continue as a redirect answer would. */
    redirectFromMonitor: assign((_, params: { output: MonitorOutput }) => {
      const redirect = params.output.kind === 'redirect' ? redirectOf(params.output.context) : null;
      return { outcome: redirect ? { kind: 'redirect' as const, redirect } : { kind: 'unknown' as const } };
    }),
    finish: assign(({ context }, params: { kind: 'success' | 'pending' }) => ({ result: methodOutput(context, params.kind) })),
    finishWith: assign((_, result: FlowOutput) => ({ result })),
    finishUnconfirmed: assign(({ context }) => ({ result: unconfirmedPending(MOBILE_MONEY_METHOD, context.amount, context.transactionId) })),
    /** Kept over a reload (src/app, sessionStorage): the call under way, then the deposit being waited on. */
    rememberDeposit: emit(({ context }, params: { stage: 'calling' | 'monitoring' | 'polling' }) =>
      pendingSaved(context, {
        flow: 'mobileMoney',
        method: MOBILE_MONEY_METHOD,
        amount: context.amount,
        stage: params.stage,
        transactionId: context.transactionId,
        depositId: context.depositId,
        token: context.tokenId !== null,
        // What the wait shows (the operator and the number) comes back with a reload.
        ...(context.operator && context.phoneNumber ? { sentTo: { operator: context.operator, phoneNumber: context.phoneNumber } } : {}),
      }),
    ),
    forgetDeposit: emit(PENDING_CLEARED),
    warnChildFailed: emit(childFailedWarning),
    /** The operator picked (the root forwards a flow's tracking). */
    trackOperator: emit((_, params: { operator: string }) => tracked('mobile_money_operator_selected', { operator: params.operator })),
    finishFromOutcome: assign(({ context }) => {
      const o = context.outcome;
      if (o?.kind === 'failure') return { result: { kind: 'failure' as const, reason: o.reason } };
      if (o?.kind === 'redirect' && o.redirect.kind === 'url') return { result: { kind: 'redirect' as const, url: o.redirect.url } };
      return {};
    }),
  },
}).createMachine({
  id: 'mobileMoney',
  context: ({ input }) => {
    const named =
      parseOperator(input.mean.detail.operator ?? null) ??
      (input.mean.format === 'PAYMENT_METHOD' ? parseOperator(input.mean.method) : null) ??
      parseOperator(input.resume?.sentTo?.operator ?? null);
    const rule = phoneRuleOf(input.app.legislation);
    return {
      legislation: input.app.legislation,
      amount: input.amount,
      tokenId: input.mean.format === 'TOKEN' ? (input.mean.tokenId ?? input.mean.detail.id ?? null) : null,
      operator: named,
      operatorFixed: named !== null,
      operators: named === null ? [...(input.mean.detail.operators ?? [])] : [named],
      prefix: input.mean.detail.prefix ?? rule.callingCode,
      phoneNumber: input.mean.detail.phoneNumber ?? input.resume?.sentTo?.phoneNumber ?? '',
      code: null,
      gordon: input.flags['payment-f-gordon-async-deposit-enabled'] === true,
      transactionId: input.resume?.transactionId ?? null,
      depositId: input.resume?.depositId ?? null,
      ...intentContext(input),
      outcome: null,
      redirect: null,
      result: { kind: 'cancelled' },
    };
  },
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        // A reload while waiting on the deposit waits on it again; during the call, pending unconfirmed.
        { guard: { type: 'resumedAt', params: { stage: 'monitoring' } }, target: 'monitoring' },
        { guard: { type: 'resumedAt', params: { stage: 'polling' } }, target: 'polling' },
        { guard: 'resumed', target: 'done', actions: 'finishUnconfirmed' },
        { guard: 'tokenNeedsCode', target: 'code' },
        { guard: 'isToken', target: 'depositing' },
        { guard: 'operatorKnown', target: 'phone' },
        { target: 'operators' },
      ],
    },
    operators: {
      tags: ['operators'],
      meta: { route: ROUTES.METHOD_OPERATOR },
      on: {
        // Only an operator the server listed (SPEC 3): the screen offers no other.
        'momo.operatorSelected': {
          guard: { type: 'operatorListed', params: ({ event }) => event },
          target: 'phone',
          actions: [
            { type: 'takeOperator', params: ({ event }) => event },
            { type: 'trackOperator', params: ({ event }) => event },
          ],
        },
        'momo.cancelled': CANCEL,
        'navigation.back': CANCEL,
      },
    },
    phone: {
      tags: ['phoneForm'],
      meta: { route: ROUTES.MOBILE_MONEY },
      on: {
        'momo.phoneSubmitted': [
          {
            guard: { type: 'validPhone', params: ({ event }) => event },
            target: 'choosing',
            actions: { type: 'takePhone', params: ({ event }) => event },
          },
        ],
        'momo.back': PHONE_BACK,
        'navigation.back': PHONE_BACK,
      },
    },
    choosing: {
      always: [{ guard: 'needsCode', target: 'code' }, { target: 'depositing' }],
    },
    /** The Orange Money code (new mean) or the one-time code of a saved mean. */
    code: {
      meta: { route: ROUTES.MOBILE_MONEY, screen: 'code' },
      tags: ['code'],
      entry: 'clearCode',
      on: {
        'momo.codeSubmitted': [
          { guard: { type: 'validCode', params: ({ event }) => event }, target: 'depositing', actions: { type: 'takeCode', params: ({ event }) => event } },
        ],
        'momo.back': CODE_BACK,
        'navigation.back': CODE_BACK,
      },
    },
    // back: ignored while the deposit call and the realtime monitoring run (one intent is one deposit).
    // Once the operator has the request, nothing here can cancel it (the player declines it on the phone):
    // the waiting screens and the Wave QR page offer "Stop waiting", and back does the same: pending,
    // unconfirmed, never a cancel that forgets a deposit under way (docs/decisions.md "Mobile money · No
    // cancel once the operator asks").
    // One intent: the deposit call child (deposit-call.machine.ts) sends it, again with the same
    // correlation id after an unreadable answer, then ends unknown (pending, unconfirmed).
    depositing: {
      tags: DEPOSITING_TAGS,
      entry: { type: 'rememberDeposit', params: { stage: 'calling' } },
      exit: 'forgetDeposit',
      invoke: {
        src: 'depositCall',
        id: 'depositCall',
        input: ({ context }): DepositCallInput<MobileMoneyDepositRequest> => ({
          correlationId: correlationIdFor(context),
          depositRequest: {
            amount: context.amount,
            tokenId: context.tokenId,
            operator: context.operator,
            prefix: context.prefix,
            phoneNumber: context.phoneNumber,
            code: context.code,
          },
        }),
        // The call's ends (DESIGN 7): an answer or a refusal is read, anything else is pending, unconfirmed.
        ...depositCallEnds<MomoResponseLike>()({
          next: 'routing',
          read: 'readResponse',
          fail: 'failFromError',
          endWith: 'finishWith',
          unconfirmed: 'finishUnconfirmed',
        }),
      },
    },
    routing: {
      always: [
        { guard: { type: 'outcomeIs', params: { kind: 'success' } }, target: 'done', actions: { type: 'finish', params: { kind: 'success' } } },
        { guard: { type: 'outcomeIs', params: { kind: 'pending' } }, target: 'done', actions: { type: 'finish', params: { kind: 'pending' } } },
        { guard: { type: 'outcomeIs', params: { kind: 'monitor' } }, target: 'monitoring' },
        { guard: { type: 'outcomeIs', params: { kind: 'poll' } }, target: 'polling' },
        { guard: { type: 'redirectIs', params: { kind: 'postForm' } }, target: 'postingForm', actions: 'takeRedirect' },
        { guard: { type: 'redirectIs', params: { kind: 'waveQr' } }, target: 'waveQr', actions: 'takeRedirect' },
        { guard: { type: 'outcomeIs', params: { kind: 'unknown' } }, target: 'done', actions: 'finishUnconfirmed' },
        { target: 'done', actions: 'finishFromOutcome' },
      ],
    },
    /** Waiting for the player to confirm on the phone, over the realtime stream. */
    monitoring: {
      meta: { route: ROUTES.MOBILE_MONEY, screen: 'waiting' },
      tags: ['waiting', 'monitoring'],
      entry: { type: 'rememberDeposit', params: { stage: 'monitoring' } },
      exit: 'forgetDeposit',
      invoke: {
        src: 'depositMonitor',
        id: 'depositMonitor',
        input: ({ context }) => ({ depositId: context.depositId ?? '', token: context.tokenId !== null }),
        onDone: [
          {
            guard: { type: 'monitorIs', params: ({ event }) => ({ output: event.output, kinds: ['success'] }) },
            target: 'done',
            actions: { type: 'finish', params: { kind: 'success' } },
          },
          // The 10 s without a final state: pending after one status read (DESIGN 7), so the waiting goes on
          // on the polling of the transaction; with none to read, pending (docs/decisions.md "Silence is a fault").
          {
            guard: { type: 'monitorTimedOutWithTransaction', params: ({ event }) => ({ output: event.output }) },
            target: 'polling',
          },
          {
            guard: { type: 'monitorIs', params: ({ event }) => ({ output: event.output, kinds: ['timeout'] }) },
            target: 'done',
            actions: { type: 'finish', params: { kind: 'pending' } },
          },
          {
            guard: { type: 'monitorIs', params: ({ event }) => ({ output: event.output, kinds: ['redirect'] }) },
            target: 'routing',
            actions: { type: 'redirectFromMonitor', params: ({ event }) => ({ output: event.output }) },
          },
          // SPEC 4 "streaming with polling fallback": a stream that failed falls back to polling the
          // transaction (when the answer named one), else the deposit is pending, never failed.
          { guard: { type: 'streamFailedWithTransaction', params: ({ event }) => ({ output: event.output }) }, target: 'polling' },
          { guard: { type: 'monitorIs', params: ({ event }) => ({ output: event.output, kinds: ['error'] }) }, ...STOP_WAITING },
          { target: 'done', actions: { type: 'finishWith', params: { kind: 'failure', reason: GENERIC_FAILURE_NON_CARD } } },
        ],
        // A monitor that threw is a stream that failed: the same fallback to polling, else pending, unconfirmed.
        onError: [
          { guard: 'hasTransaction', target: 'polling', actions: { type: 'warnChildFailed', params: childFailed('depositMonitor') } },
          childFailedUnconfirmed('depositMonitor', 'finishUnconfirmed'),
        ],
      },
      on: { 'wait.stopped': STOP_WAITING },
    },
    /** Waiting for the player to confirm on the phone, polling the transaction; the player may stop waiting. */
    polling: {
      meta: { route: ROUTES.MOBILE_MONEY, screen: 'waiting' },
      tags: ['waiting', 'polling'],
      entry: { type: 'rememberDeposit', params: { stage: 'polling' } },
      exit: 'forgetDeposit',
      on: { 'navigation.back': STOP_WAITING, 'wait.stopped': STOP_WAITING },
      invoke: {
        src: 'transactionPolling',
        id: 'transactionPolling',
        input: ({ context }) => ({ transactionId: context.transactionId ?? '', intervalMs: DEFAULT_POLL_INTERVAL_MS }),
        onDone: POLLING_DONE,
        onError: pollingFailed('transactionPolling'),
      },
    },
    /** The Wave QR code page: the player scans it with the Wave app; the transaction is polled meanwhile. */
    // Kept over a reload as the wait on the transaction (stage polling: the waiting screen, the QR code is
    // not kept): the accepted Wave deposit may still be paid, so a reload never offers a fresh one.
    waveQr: {
      tags: ['waveQr'],
      meta: { route: ROUTES.MOBILE_MONEY_PROVIDER },
      entry: { type: 'rememberDeposit', params: { stage: 'polling' } },
      exit: 'forgetDeposit',
      on: { 'navigation.back': STOP_WAITING, 'wait.stopped': STOP_WAITING },
      invoke: {
        src: 'transactionPolling',
        id: 'wavePolling',
        input: ({ context }) => ({ transactionId: context.transactionId ?? '', intervalMs: DEFAULT_POLL_INTERVAL_MS }),
        onDone: POLLING_DONE,
        onError: pollingFailed('wavePolling'),
      },
    },
    /** The operator's page takes a form POST: the page posts it (the browser leaves the app). */
    postingForm: {
      meta: { route: ROUTES.MOBILE_MONEY_PROVIDER },
      tags: ['busy', 'postingForm'],
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
