// The root deposit actor (DESIGN 1): the single source of truth. It runs context init, then loads
// eligibility, the last deposit and the feature flags together while the payment means load beside
// them, and owns the screen state from which routing and the UI are derived (see routes.ts). Messages
// for native apps are emitted here.
import { assign, emit, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type { CallbackParams } from '../src/domain/callback';
import type { PaymentMean } from '../src/domain/payment-means';
import { flowNotProvided, type FlowInput, type FlowOutput } from './flow-output';
import { closesThroughBridge, initialAppContext, EMPTY_SOURCES, type AppContext } from '../src/domain/context';
import type { BridgeEmitted } from '../src/domain/bridge-events';
import { outcomeOf, type DepositOutcome, type DepositResponseLike } from '../src/domain/deposit-outcome';
import { refusalReason } from '../src/domain/errors';
import { ApiFailure, isSessionExpired } from '../src/domain/failures';
import { operatorHomeUrl } from '../src/domain/redirects';
import { amountPresets } from '../src/domain/presets';
import { notifiesBridgeOnSuccess, successReturnUrl } from '../src/domain/return-url';
import { amountMachine } from './amount.machine';
import { bannerMachine } from './banner.machine';
import { callbackMachine, type CallbackResult } from './callback.machine';
import { contextInitMachine, type ContextInitOutput } from './context-init.machine';
import { eligibilityMachine, type EligibilityData, type EligibilityOutput } from './eligibility.machine';
import { paymentMeansMachine, type MeansConfig } from './payment-means.machine';
import { MOBILE_MONEY_OPERATOR_METHODS, sameMethod } from '../src/domain/payment-means';
import { notProvided, sessionExpired, errorOf } from './side-effects';

export interface LastDeposit {
  paymentMethod: string;
  amount: number;
  createdDate: string;
}

/** Feature flags read by the machines (SPEC 9). */
export const FEATURE_FLAGS = [
  'payment-f-paypal-consent-enabled',
  'payment-f-new-withdrawal-flow-enabled',
  'payment-f-new-brand-choice-enabled',
  'payment-bf-promote-bank-transfer-wave1-enabled',
  'payment-bf-promote-bank-transfer-wave2-enabled',
  'payment-bf-promote-bank-transfer-wave3-enabled',
  'payment-f-gordon-async-deposit-enabled',
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAGS)[number];
export type FeatureFlagValues = Partial<Record<FeatureFlagName, boolean>>;

/** Methods paid on the provider's page or by reference, with no flow of their own before the call. */
export const DIRECT_METHODS = ['PAYSAFECARD', 'PRZELEWY24', 'BANKTRANSFER_DEPOSIT', 'MULTIBANCO', 'SKRILL'] as const;
export type DirectMethod = (typeof DIRECT_METHODS)[number];
export const hasDepositFlow = (method: string): method is DirectMethod =>
  (DIRECT_METHODS as readonly string[]).includes(method);

/** Mobile money: the method and its operators as wire method names (machines/mobile-money.machine.ts). */
export const MOBILE_MONEY_METHODS: readonly string[] = ['MOBILEMONEY', ...MOBILE_MONEY_OPERATOR_METHODS];
const isMobileMoneyMethod = (method: string): boolean => MOBILE_MONEY_METHODS.some((m) => sameMethod(m, method));
/** Every method the Pay button can start: the direct ones and those with a flow machine of their own. */
export const METHODS_WITH_FLOW: readonly string[] = [...DIRECT_METHODS, ...MOBILE_MONEY_METHODS, 'CARD'];
export const methodHasFlow = (method: string): boolean => METHODS_WITH_FLOW.some((m) => sameMethod(m, method));

export interface DepositRequest {
  meanId: string;
  method: DirectMethod;
  amount: number;
  /** The selected mean, for flows that need its details (a saved token, a card's schemes...). */
  mean: PaymentMean | null;
  /** The saved Skrill login, to prefill its form. */
  login: string | null;
}

export interface Credentials {
  login: string;
  password: string;
}

/** What the deposit actor is given: the request, plus the Skrill credentials straight from the form. */
export interface CreateDepositInput extends Omit<DepositRequest, 'login' | 'mean'> {
  credentials: Credentials | null;
}

export interface MultibancoReference {
  entity: string;
  reference: string;
  amount: number | null;
  expiresInDays: number;
}

export interface DepositSuccess {
  status: 'success' | 'pending';
  method: string;
  amount: number;
  transactionId: string | null;
}

export interface DepositContext {
  app: AppContext;
  eligibility: EligibilityData | null;
  lastDeposit: LastDeposit | null;
  flags: FeatureFlagValues;
  /** The reason of the ineligibility dialog, when the player may not deposit. */
  ineligibleReason: string | null;
  callback: CallbackParams | null;
  request: DepositRequest | null;
  transactionId: string | null;
  outcome: DepositOutcome | null;
  /** The reason of the error dialog shown over the amount page after a failed deposit. */
  failure: string | null;
  /** A failed deposit's amount, put back in the field (SPEC 4 Callback). */
  failedAmount: number | null;
  reference: MultibancoReference | null;
  success: DepositSuccess | null;
}

export type DepositEvent =
  | { type: 'dialog.closed' }
  | { type: 'app.close' }
  | { type: 'deposit.requested'; meanId: string; method: string; amount: number; login?: string | null; mean?: PaymentMean }
  | { type: 'skrill.submitted'; login: string; password: string }
  | { type: 'skrill.cancelled' }
  | { type: 'reference.closed' }
  | { type: 'confirmation.closed' }
  /** The header's back button or the browser's back (popstate): the running flow decides where back goes. */
  | { type: 'navigation.back' };

export type DepositEmitted =
  | BridgeEmitted
  | { type: 'app.redirect'; url: string }
  | { type: 'session.cleared' }
  | { type: 'session.timedOut' }
  | { type: 'firstDeposit.cleared' }
  | { type: 'app.warning'; message: string };

/**
 * How the root reads a method flow's end (machines/flow-output.ts): the `onDone` of every state of the
 * `flow` region that invokes a flow machine as the `flow` child. Success and pending go to success
 * handling, a redirect leaves for the provider, a failure shows the error dialog, a cancel goes back.
 */
export const FLOW_DONE = [
  {
    guard: { type: 'flowIs', params: ({ event }: { event: { output: FlowOutput } }) => ({ output: event.output, kinds: ['success', 'pending'] as const }) },
    target: '#deposit.active.succeeded',
    actions: { type: 'takeFlowOutput', params: ({ event }: { event: { output: FlowOutput } }) => event.output },
  },
  {
    guard: { type: 'flowIs', params: ({ event }: { event: { output: FlowOutput } }) => ({ output: event.output, kinds: ['redirect'] as const }) },
    target: 'redirecting',
    actions: { type: 'takeFlowOutput', params: ({ event }: { event: { output: FlowOutput } }) => event.output },
  },
  {
    guard: { type: 'flowIs', params: ({ event }: { event: { output: FlowOutput } }) => ({ output: event.output, kinds: ['sessionExpired'] as const }) },
    target: '#deposit.sessionTimeout',
  },
  {
    guard: { type: 'flowIs', params: ({ event }: { event: { output: FlowOutput } }) => ({ output: event.output, kinds: ['cancelled'] as const }) },
    target: 'idle',
  },
  {
    target: 'failed',
    actions: [{ type: 'takeFlowOutput', params: ({ event }: { event: { output: FlowOutput } }) => event.output }, 'warnFailure'],
  },
] as const;

/** What a method flow starts from: the selected mean (its guard made sure there is one), amount, context. */
const flowInput = ({ context }: { context: DepositContext }): FlowInput => ({
  mean: context.request!.mean!,
  amount: context.request?.amount ?? 0,
  app: context.app,
  flags: context.flags,
});

export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
    emitted: {} as DepositEmitted,
  },
  actors: {
    contextInit: contextInitMachine,
    eligibility: eligibilityMachine,
    amount: amountMachine,
    banner: bannerMachine,
    paymentMeans: paymentMeansMachine,
    callback: callbackMachine,
    // The method flows load on demand (DESIGN 7): src/app provides them, loaded by `loadFlow` first.
    mobileMoney: flowNotProvided('mobileMoney'),
    cardFlow: flowNotProvided('cardFlow'),
    loadFlow: notProvided<void, { method: string }>('loadFlow'),
    fetchLastDeposit: notProvided<LastDeposit | null>('fetchLastDeposit'),
    fetchFeatureFlags: notProvided<FeatureFlagValues>('fetchFeatureFlags'),
    createDeposit: notProvided<DepositResponseLike, CreateDepositInput>('createDeposit'),
  },
  guards: {
    initSucceeded: (_, params: ContextInitOutput) => params.app.initStatus === 'Succeeded',
    isCallback: (_, params: ContextInitOutput) => params.callback !== null,
    sessionInvalid: (_, params: ContextInitOutput) => params.sessionInvalid,
    eligible: (_, params: EligibilityOutput) => params.kind === 'eligible',
    ineligible: (_, params: EligibilityOutput) => params.kind === 'ineligible',
    eligibilitySessionExpired: (_, params: EligibilityOutput) => params.kind === 'sessionExpired',
    sessionExpired: (_, params: { error: unknown }) => sessionExpired(_, params),
    meansFailed: (_, params: { failure: string | null }) => params.failure !== null,
    meansSessionExpired: (_, params: { failure: string | null }) => params.failure === 'sessionExpired',
    hasPendingFailure: ({ context }) => context.failure !== null,
    isSkrill: (_, params: { method: string }) => params.method === 'SKRILL',
    isCard: (_, params: { method: string; amount: number; mean?: PaymentMean }) =>
      params.method === 'CARD' && params.mean !== undefined && params.amount > 0,
    requestIsCard: ({ context }) => (context.request?.method as string | undefined) === 'CARD',
    isMobileMoney: (_, params: { method: string; amount: number; mean?: PaymentMean }) =>
      isMobileMoneyMethod(params.method) && params.mean !== undefined && params.amount > 0,
    hasFlow: (_, params: { method: string; amount: number }) => hasDepositFlow(params.method) && params.amount > 0,
    outcomeIs: ({ context }, params: { kind: DepositOutcome['kind'] }) => context.outcome?.kind === params.kind,
    callbackIs: (_, params: { result: CallbackResult; kind: CallbackResult['kind'] }) => params.result.kind === params.kind,
    embedsConfirmation: ({ context }) => context.app.embedConfirmation,
    flowIs: (_, params: { output: FlowOutput; kinds: ReadonlyArray<FlowOutput['kind']> }) => params.kinds.includes(params.output.kind),
  },
  actions: {
    takeInitOutput: assign((_, params: ContextInitOutput) => ({ app: params.app, callback: params.callback })),
    clearSession: emit({ type: 'session.cleared' } as const),
    announceInitialized: emit(({ context }) => ({
      type: 'bridge.appInitialized' as const,
      payload: { legislation: context.app.legislation, language: context.app.language },
    })),
    takeEligibility: assign((_, params: EligibilityOutput) =>
      params.kind === 'eligible' ? { eligibility: params.data } : {},
    ),
    takeIneligibleReason: assign((_, params: EligibilityOutput) =>
      params.kind === 'ineligible' ? { ineligibleReason: params.reason } : {},
    ),
    takeLastDeposit: assign((_, params: LastDeposit | null) => ({ lastDeposit: params })),
    /** The default-mean rules need the last method and the first-deposit flag (SPEC 4). */
    configureMeans: sendTo('paymentMeans', ({ context }) => {
      const config: MeansConfig = {
        lastMethod: context.lastDeposit?.paymentMethod ?? null,
        isFirstDeposit: context.app.isFirstDeposit || context.lastDeposit === null,
        // Wallet compatibility checks arrive with the wallet flows; until then neither wallet is offered.
        wallet: { applePay: 'notCompatible', googlePay: 'notCompatible', googlePayHasCardInWallet: false },
      };
      return { type: 'means.configure' as const, config };
    }),
    refetchMeans: sendTo('paymentMeans', { type: 'means.refetch' as const }),
    forwardBack: sendTo('flow', { type: 'navigation.back' as const }),
    takeFlags: assign((_, params: FeatureFlagValues) => ({ flags: params })),
    warnBannerFailed: emit({ type: 'app.warning', message: 'banner stopped: no banner' } as const),
    warnFlagsFailed: emit({ type: 'app.warning', message: 'feature flags unavailable: all flags off' } as const),
    logOut: enqueueActions(({ enqueue }) => {
      enqueue.assign(({ context }) => ({ app: { ...context.app, isUserLoggedIn: false } }));
      enqueue.emit({ type: 'session.timedOut' });
    }),
    takeRequest: assign((_, params: { meanId: string; method: string; amount: number; login?: string | null; mean?: PaymentMean }) => ({
      request: {
        meanId: params.meanId,
        method: params.method as DirectMethod,
        amount: params.amount,
        login: params.login ?? null,
        mean: params.mean ?? null,
      },
      outcome: null,
      reference: null,
    })),
    readResponse: assign(({ context }, params: DepositResponseLike) => ({
      transactionId: params.transaction_uid ?? null,
      outcome: outcomeOf(context.request?.method ?? '', params, { amount: context.request?.amount ?? null }),
    })),
    failFromError: assign((_, params: { error: unknown }) => ({
      outcome: {
        kind: 'failure' as const,
        reason: refusalReason(params.error instanceof ApiFailure ? params.error.errorCode : null),
      },
    })),
    redirectToProvider: emit(({ context }) => ({
      type: 'app.redirect' as const,
      url: context.outcome?.kind === 'redirect' ? context.outcome.url : '/',
    })),
    takeReference: assign(({ context }) =>
      context.outcome?.kind === 'reference'
        ? { reference: { entity: context.outcome.entity, reference: context.outcome.reference, amount: context.outcome.amount, expiresInDays: context.outcome.expiresInDays } }
        : {},
    ),
    takeFailure: assign(({ context }) => ({
      failure: context.outcome?.kind === 'failure' ? context.outcome.reason : null,
    })),
    clearFailure: assign({ failure: null, failedAmount: null }),
    /** A method flow's end, read the same way as a direct deposit's outcome. */
    takeFlowOutput: assign((_, output: FlowOutput) => {
      switch (output.kind) {
        case 'success':
        case 'pending':
          return {
            success: { status: output.kind, method: output.method, amount: output.amount, transactionId: output.transactionId },
            transactionId: output.transactionId,
          };
        case 'redirect':
          return { outcome: { kind: 'redirect' as const, url: output.url } };
        case 'failure':
          return { failure: output.reason, outcome: { kind: 'failure' as const, reason: output.reason } };
        default:
          return {};
      }
    }),
    warnFailure: emit(({ context }) => ({ type: 'app.warning' as const, message: `deposit failed: ${context.failure ?? 'unknown'}` })),
    takeCallbackSuccess: assign(({ context }, params: { status: 'success' | 'pending' }) => ({
      success: {
        status: params.status,
        method: context.callback?.method ?? 'UNKNOWN',
        amount: context.callback?.amount ?? 0,
        transactionId: context.callback?.transactionUid ?? null,
      },
    })),
    /** SPEC 4 Callback: on failure the error dialog, the amount reset to the failed amount, eligibility again. */
    takeCallbackFailure: assign(({ context }, params: { result: CallbackResult }) => ({
      failure: params.result.kind === 'failure' ? params.result.reason : null,
      failedAmount: context.callback?.amount ?? null,
      callback: null,
    })),
    /** Success handling (SPEC 4): the bridge hears of it where it should, then the return URL. */
    finishDeposit: enqueueActions(({ context, enqueue }) => {
      const { app, success } = context;
      if (!success) return;
      if (notifiesBridgeOnSuccess(app.applicationType)) {
        enqueue.emit({
          type: 'bridge.paymentDepositSuccess',
          payload: { status: success.status, method: success.method, amount: success.amount, transactionId: success.transactionId },
        });
      }
      if (app.isFirstDeposit) enqueue.emit({ type: 'firstDeposit.cleared' });
      enqueue.emit({
        type: 'app.redirect',
        url: successReturnUrl({
          urlSuccess: app.urlSuccess,
          applicationType: app.applicationType,
          universe: app.universe,
          brand: app.brand,
          legislation: app.legislation,
          method: success.method,
          status: success.status,
          amount: success.amount,
          isFirstDeposit: app.isFirstDeposit,
          transactionId: success.transactionId,
        }),
      });
    }),
    /** Native apps are closed through the bridge; the web app and launchers go to a URL (SPEC 4). */
    leaveApp: enqueueActions(({ context, enqueue }) => {
      const { app } = context;
      if (closesThroughBridge(app.applicationType)) {
        enqueue.emit({ type: 'bridge.paymentCloseApplication', payload: { reason: context.ineligibleReason } });
      } else {
        enqueue.emit({
          type: 'app.redirect',
          url: app.urlBack ?? operatorHomeUrl(app.brand, app.legislation, app.universe),
        });
      }
    }),
  },
}).createMachine({
  id: 'deposit',
  context: {
    app: initialAppContext(EMPTY_SOURCES),
    eligibility: null,
    lastDeposit: null,
    flags: {},
    ineligibleReason: null,
    callback: null,
    request: null,
    transactionId: null,
    outcome: null,
    failure: null,
    failedAmount: null,
    reference: null,
    success: null,
  },
  initial: 'initializing',
  states: {
    initializing: {
      invoke: {
        src: 'contextInit',
        id: 'contextInit',
        systemId: 'contextInit',
        onDone: [
          {
            guard: { type: 'initSucceeded', params: ({ event }) => event.output },
            target: 'active',
            actions: [{ type: 'takeInitOutput', params: ({ event }) => event.output }, 'announceInitialized'],
          },
          {
            guard: { type: 'sessionInvalid', params: ({ event }) => event.output },
            target: 'technicalError',
            actions: [{ type: 'takeInitOutput', params: ({ event }) => event.output }, 'clearSession'],
          },
          { target: 'technicalError', actions: { type: 'takeInitOutput', params: ({ event }) => event.output } },
        ],
      },
    },
    active: {
      invoke: [
        {
          src: 'paymentMeans',
          id: 'paymentMeans',
          systemId: 'paymentMeans',
          // A failed means fetch goes to the technical error page (SPEC 4), a lost session to session timeout.
          onSnapshot: [
            {
              guard: { type: 'meansSessionExpired', params: ({ event }) => ({ failure: (event.snapshot.context as { failure?: string | null } | undefined)?.failure ?? null }) },
              target: 'sessionTimeout',
            },
            {
              guard: { type: 'meansFailed', params: ({ event }) => ({ failure: (event.snapshot.context as { failure?: string | null } | undefined)?.failure ?? null }) },
              target: 'technicalError',
            },
          ],
        },
        // The promotional banner (SPEC 4 Banner) loads with the page's other calls, so it is there when the
        // amount page first paints and nothing shifts (CLS); a failure only means no banner.
        { src: 'banner', id: 'banner', systemId: 'banner', onError: { actions: 'warnBannerFailed' } },
      ],
      initial: 'starting',
      states: {
        starting: {
          // Eligibility is not fetched on the callback route (SPEC 4 Context init).
          always: [{ guard: ({ context }) => context.callback !== null, target: 'callback' }, { target: 'loading' }],
        },
        loading: {
          type: 'parallel',
          states: {
            eligibility: {
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    src: 'eligibility',
                    id: 'eligibility',
                    systemId: 'eligibility',
                    onDone: [
                      {
                        guard: { type: 'eligible', params: ({ event }) => event.output },
                        target: 'done',
                        actions: { type: 'takeEligibility', params: ({ event }) => event.output },
                      },
                      {
                        guard: { type: 'ineligible', params: ({ event }) => event.output },
                        target: '#deposit.ineligible',
                        actions: { type: 'takeIneligibleReason', params: ({ event }) => event.output },
                      },
                      {
                        guard: { type: 'eligibilitySessionExpired', params: ({ event }) => event.output },
                        target: '#deposit.sessionTimeout',
                      },
                      { target: '#deposit.technicalError' },
                    ],
                  },
                },
                done: { type: 'final' },
              },
            },
            lastDeposit: {
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    src: 'fetchLastDeposit',
                    id: 'fetchLastDeposit',
                    onDone: {
                      target: 'done',
                      actions: [{ type: 'takeLastDeposit', params: ({ event }) => event.output }, 'configureMeans'],
                    },
                    onError: [
                      {
                        guard: { type: 'sessionExpired', params: errorOf },
                        target: '#deposit.sessionTimeout',
                      },
                      { target: '#deposit.technicalError' },
                    ],
                  },
                },
                done: { type: 'final' },
              },
            },
            flags: {
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    src: 'fetchFeatureFlags',
                    id: 'fetchFeatureFlags',
                    onDone: { target: 'done', actions: { type: 'takeFlags', params: ({ event }) => event.output } },
                    onError: { target: 'done', actions: 'warnFlagsFailed' },
                  },
                },
                done: { type: 'final' },
              },
            },
          },
          onDone: 'ready',
        },
        ready: {
          meta: { route: '/' },
          type: 'parallel',
          on: { 'app.close': '#deposit.leaving' },
          states: {
            amount: {
              invoke: {
                src: 'amount',
                id: 'amount',
                systemId: 'amount',
                input: ({ context }) => {
                  const presets = amountPresets({
                    legislation: context.app.legislation,
                    currency: context.app.currencyCode,
                    lastDepositAmount: context.lastDeposit?.amount ?? null,
                  });
                  return { presets, initialAmount: context.failedAmount ?? presets[0] ?? null };
                },
              },
            },
            flow: {
              initial: 'checking',
              states: {
                checking: {
                  always: [{ guard: 'hasPendingFailure', target: 'failed' }, { target: 'idle' }],
                },
                idle: {
                  on: {
                    'deposit.requested': [
                      {
                        guard: { type: 'isCard', params: ({ event }) => event },
                        target: 'loadingFlow',
                        actions: { type: 'takeRequest', params: ({ event }) => event },
                      },
                      {
                        guard: { type: 'isMobileMoney', params: ({ event }) => event },
                        target: 'loadingFlow',
                        actions: { type: 'takeRequest', params: ({ event }) => event },
                      },
                      {
                        guard: { type: 'isSkrill', params: ({ event }) => event },
                        target: 'skrillForm',
                        actions: { type: 'takeRequest', params: ({ event }) => event },
                      },
                      {
                        guard: { type: 'hasFlow', params: ({ event }) => event },
                        target: 'depositing',
                        actions: { type: 'takeRequest', params: ({ event }) => event },
                      },
                    ],
                  },
                },
                // A method flow's code is fetched when the player first pays with that method.
                loadingFlow: {
                  tags: ['busy'],
                  invoke: {
                    src: 'loadFlow',
                    id: 'loadFlow',
                    input: ({ context }) => ({ method: context.request?.method ?? '' }),
                    onDone: [
                      { guard: 'requestIsCard', target: 'card' },
                      { target: 'mobileMoney' },
                    ],
                    onError: { target: 'failed', actions: assign({ failure: 'payment.internal.error' }) },
                  },
                },
                // The card flow (form or CVV form, brands, encryption, deposit, 3DS) as the `flow` child.
                card: {
                  on: { 'navigation.back': { actions: 'forwardBack' } },
                  invoke: {
                    src: 'cardFlow',
                    id: 'flow',
                    systemId: 'flow',
                    input: flowInput,
                    onDone: FLOW_DONE,
                    onError: { target: 'failed', actions: assign({ failure: 'payment.internal.error' }) },
                  },
                },
                // The mobile money flow (operator, phone, code, call, monitoring or polling) as the `flow` child.
                mobileMoney: {
                  on: { 'navigation.back': { actions: 'forwardBack' } },
                  invoke: {
                    src: 'mobileMoney',
                    id: 'flow',
                    systemId: 'flow',
                    input: flowInput,
                    onDone: FLOW_DONE,
                    onError: { target: 'failed', actions: assign({ failure: 'payment.genericfailurenoncard' }) },
                  },
                },
                skrillForm: {
                  meta: { route: '/skrill' },
                  // back: the Skrill form and the Multibanco reference are one step from the amount page.
                  on: { 'skrill.submitted': 'depositing', 'skrill.cancelled': 'idle', 'navigation.back': 'idle' },
                },
                depositing: {
                  tags: ['busy'],
                  invoke: {
                    src: 'createDeposit',
                    id: 'createDeposit',
                    // The Skrill password goes from the form event to the call; it is never kept in context.
                    input: ({ context, event }) => ({
                      meanId: context.request?.meanId ?? '',
                      method: context.request?.method ?? 'PAYSAFECARD',
                      amount: context.request?.amount ?? 0,
                      credentials: event.type === 'skrill.submitted' ? { login: event.login, password: event.password } : null,
                    }),
                    onDone: { target: 'deciding', actions: { type: 'readResponse', params: ({ event }) => event.output } },
                    onError: [
                      {
                        guard: { type: 'sessionExpired', params: errorOf },
                        target: '#deposit.sessionTimeout',
                      },
                      { target: 'deciding', actions: { type: 'failFromError', params: ({ event }) => ({ error: event.error }) } },
                    ],
                  },
                },
                deciding: {
                  always: [
                    { guard: { type: 'outcomeIs', params: { kind: 'redirect' } }, target: 'redirecting' },
                    { guard: { type: 'outcomeIs', params: { kind: 'reference' } }, target: 'showingReference', actions: 'takeReference' },
                    { target: 'failed', actions: ['takeFailure', 'warnFailure'] },
                  ],
                },
                redirecting: { tags: ['busy'], entry: 'redirectToProvider' },
                showingReference: {
                  meta: { route: '/multibanco' },
                  on: { 'reference.closed': 'idle', 'navigation.back': 'idle' },
                },
                failed: {
                  tags: ['dialog'],
                  on: { 'dialog.closed': { target: 'idle', actions: 'clearFailure' } },
                },
              },
            },
          },
        },
        callback: {
          meta: { route: '/callback' },
          tags: ['busy'],
          invoke: {
            src: 'callback',
            id: 'callback',
            systemId: 'callback',
            input: ({ context }) =>
              context.callback ?? { flow: 'polling' as const, transactionUid: null, depositId: null, method: null, amount: null },
            onDone: [
              {
                guard: { type: 'callbackIs', params: ({ event }) => ({ result: event.output, kind: 'success' }) },
                target: 'succeeded',
                actions: { type: 'takeCallbackSuccess', params: { status: 'success' } },
              },
              {
                guard: { type: 'callbackIs', params: ({ event }) => ({ result: event.output, kind: 'pending' }) },
                target: 'succeeded',
                actions: { type: 'takeCallbackSuccess', params: { status: 'pending' } },
              },
              {
                guard: { type: 'callbackIs', params: ({ event }) => ({ result: event.output, kind: 'sessionExpired' }) },
                target: '#deposit.sessionTimeout',
              },
              {
                target: 'loading',
                actions: [
                  { type: 'takeCallbackFailure', params: ({ event }) => ({ result: event.output }) },
                  'warnFailure',
                  'refetchMeans',
                ],
              },
            ],
          },
        },
        succeeded: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'embedsConfirmation', target: 'confirming' }, { target: 'leaving' }],
            },
            confirming: {
              meta: { route: '/' },
              tags: ['dialog'],
              on: { 'confirmation.closed': 'leaving' },
            },
            leaving: { type: 'final', tags: ['busy'], entry: 'finishDeposit' },
          },
        },
      },
    },
    ineligible: {
      meta: { route: '/' },
      tags: ['dialog'],
      on: { 'dialog.closed': 'leaving' },
    },
    sessionTimeout: {
      meta: { route: '/session-timeout' },
      entry: 'logOut',
      // back: nothing is behind the error pages, so back leaves the app as close does.
      on: { 'app.close': 'leaving', 'navigation.back': 'leaving' },
    },
    technicalError: {
      meta: { route: '/error/technical' },
      on: { 'app.close': 'leaving', 'navigation.back': 'leaving' },
    },
    leaving: {
      type: 'final',
      entry: 'leaveApp',
    },
  },
});
