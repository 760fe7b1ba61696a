// The root deposit actor (DESIGN 1): the single source of truth. It runs context init, then loads eligibility,
// the last deposit and the feature flags together while the payment means load beside them, and owns the screen
// state from which routing and the UI are derived (routes.ts). A payment runs as the `flow` child, chosen by the
// method registry (src/domain/methods.ts): the root names no method. Native messages are emitted here, the flows' too.
import { assign, emit, enqueueActions, sendTo, setup } from 'xstate';
import { canPay } from '../src/domain/amount-validation';
import { initialAppContext, EMPTY_SOURCES } from '../src/domain/context';
import type { FeatureFlagValues } from '../src/domain/feature-flags';
import { boundsOf, depositBounds, remainingMax } from '../src/domain/limits';
import { INTERNAL_ERROR } from '../src/domain/errors';
import { intlLocale } from '../src/domain/money';
import { FLOW_KINDS, FLOW_LOAD_TIMEOUT_MS, FLOWS, type FlowKind } from '../src/domain/methods';
import type { PaymentMean } from '../src/domain/payment-means';
import { amountPresets, presetsWithin } from '../src/domain/presets';
import { amountMachine } from './amount.machine';
import { bannerMachine } from './banner.machine';
import type { CallbackParams } from '../src/domain/callback';
import type { CallbackResult } from './callback.machine';
import { contextInitMachine, type ContextInitOutput } from './context-init.machine';
import { closeIconMessages, externalLinkMessages, initMessages } from './deposit.bridge';
import { callbackFailure, callbackSuccess } from './deposit.callback';
import { leaveExit, successExit } from './deposit.exits';
import { trackingAt, withTracking, type TrackPoint } from './deposit.tracking';
import type { DepositChildren, DepositContext, DepositEmitted, DepositEvent, DepositMeta, DepositTag, LastDeposit } from './deposit.types';
import { eligibilityMachine, type EligibilityOutput } from './eligibility.machine';
import { endUnderWay, flowEndOf, flowInput, keptAfter, requestOf, resumeRequest, underWayAfter } from './deposit.flows';
import { callbackIs, eligibilityIs, meansFailure } from './deposit.params';
import { viewRegion, type EntryView, type View } from './deposit.views';
import { flowActors, listenToFlow, type FlowEmittedEvent, type FlowOutput } from './flow-output';
import { paymentMeansMachine, type MeansConfig } from './payment-means.machine';
import { FLOW_ACTOR_ID, ROUTES } from './routes';
import { childFailed, childFailedWarning, errorOf, notProvided, sessionExpired } from './side-effects';

/**
 * The root's typed setup: its actors, guards and actions by name. The flow region is built with it
 * (`createStateConfig`), so a name it does not know fails `tsc` (docs/decisions.md "Typed composition").
 */
export const depositSetup = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
    emitted: {} as DepositEmitted,
    tags: {} as DepositTag,
    meta: {} as DepositMeta,
    children: {} as DepositChildren,
  },
  actors: {
    contextInit: contextInitMachine,
    eligibility: eligibilityMachine,
    amount: amountMachine,
    banner: bannerMachine,
    paymentMeans: paymentMeansMachine,
    // The provider-return machinery loads on demand (src/app, on a callback page only): not the amount page's.
    callback: notProvided<CallbackResult, CallbackParams>('callback'),
    // The method flows load on demand (DESIGN 7): src/app provides them, loaded by `loadFlow` first.
    ...flowActors,
    listenToFlow,
    loadFlow: notProvided<void, { kind: FlowKind }>('loadFlow'),
    fetchLastDeposit: notProvided<LastDeposit | null>('fetchLastDeposit'),
    fetchFeatureFlags: notProvided<FeatureFlagValues>('fetchFeatureFlags'),
  },
  delays: { flowLoadTimeout: FLOW_LOAD_TIMEOUT_MS },
  guards: {
    initSucceeded: (_, params: ContextInitOutput) => params.app.initStatus === 'Succeeded',
    sessionInvalid: (_, params: ContextInitOutput) => params.sessionInvalid,
    isCallback: ({ context }) => context.callback !== null,
    eligibilityIs: (_, params: { output: EligibilityOutput; kind: EligibilityOutput['kind'] }) => params.output.kind === params.kind,
    sessionExpired: (_, params: { error: unknown }) => sessionExpired(_, params),
    meansFailed: (_, params: { failure: string | null }) => params.failure !== null,
    meansSessionExpired: (_, params: { failure: string | null }) => params.failure === 'sessionExpired',
    hasPendingFailure: ({ context }) => context.failure !== null,
    hasResume: ({ context }) => !!context.resume,
    /** SPEC 4, 5: an enabled mean some flow pays, and an amount within the bounds (the Pay button's rule). */
    canPay: ({ context }, params: { mean: PaymentMean; amount: number }) => canPay(params.amount, params.mean, boundsOf(context.eligibility)),
    requestFlowIs: ({ context }, params: { kind: FlowKind }) => context.request?.flow === params.kind,
    callbackIs: (_, params: { result: CallbackResult; kind: CallbackResult['kind'] }) => params.result.kind === params.kind,
    embedsConfirmation: ({ context }) => context.app.embedConfirmation,
    unconfirmed: ({ context }) => context.success?.unconfirmed === true,
    depositUnderWay: ({ context }) => context.depositUnderWay !== null || context.flowUnheard,
    flowIs: (_, params: { output: FlowOutput; kinds: ReadonlyArray<FlowOutput['kind']> }) => params.kinds.includes(params.output.kind),
    entryViewIs: ({ context }, params: { view: EntryView }) => context.entryView === params.view, // deposit.views.ts
    viewOpened: (_, params: { view: View | null; want: View }) => params.view === params.want,
  },
  actions: {
    takeInitOutput: assign((_, params: ContextInitOutput) => ({
      app: params.app,
      callback: params.callback,
      resume: params.resume,
      entryView: params.entryView ?? null,
      draft: params.draft ?? null,
    })),
    clearSession: emit({ type: 'session.cleared' } as const),
    // The root's bridge messages (deposit.bridge.ts; docs/bridge.md says when each is sent).
    announceInitialized: enqueueActions(({ context, enqueue }) => initMessages(context.app).forEach((e) => enqueue.emit(e))),
    showCloseIcon: enqueueActions(({ context, enqueue }) => closeIconMessages(context.app, true).forEach((e) => enqueue.emit(e))),
    hideCloseIcon: enqueueActions(({ context, enqueue }) => closeIconMessages(context.app, false).forEach((e) => enqueue.emit(e))),
    openExternally: enqueueActions(({ context, enqueue }, url: string) => externalLinkMessages(context.app, url).forEach((e) => enqueue.emit(e))),
    takeEligibility: assign((_, params: EligibilityOutput) => (params.kind === 'eligible' ? { eligibility: params.data } : {})),
    takeIneligibleReason: assign((_, params: EligibilityOutput) =>
      params.kind === 'ineligible' ? { ineligibleReason: params.reason, eligibility: params.data } : {},
    ),
    takeLastDeposit: assign((_, params: LastDeposit | null) => ({ lastDeposit: params })),
    /** The default-mean rules need the last method and the first-deposit flag (SPEC 4). */
    configureMeans: sendTo('paymentMeans', ({ context }) => {
      const config: MeansConfig = {
        lastMethod: context.lastDeposit?.paymentMethod ?? null,
        isFirstDeposit: context.app.isFirstDeposit || context.lastDeposit === null,
        // What the player had chosen before the page loaded again: the failed provider payment's method,
        // else the kept choice (docs/decisions.md "Page lifecycle").
        chosen: { method: context.failedMethod, meanId: context.draft?.meanId ?? null },
      };
      return { type: 'means.configure' as const, config };
    }),
    refetchMeans: sendTo('paymentMeans', { type: 'means.refetch' as const }),
    forwardBack: sendTo(FLOW_ACTOR_ID, { type: 'navigation.back' as const }),
    /** A flow's bridge message or redirect, emitted as the root's own (src/app forwards the root's), with the tracking it implies. */
    emitFromFlow: enqueueActions(({ context, enqueue }, emitted: unknown) => withTracking(emitted as DepositEmitted, context).forEach((e) => enqueue.emit(e))),
    track: enqueueActions(({ context, enqueue }, params: { at: TrackPoint }) => trackingAt(params.at, context).forEach((e) => enqueue.emit(e))),
    takeFlags: assign((_, params: FeatureFlagValues) => ({ flags: params })),
    warnBannerFailed: emit({ type: 'app.warning', message: 'banner stopped: no banner' } as const),
    warnFlagsFailed: emit({ type: 'app.warning', message: 'feature flags unavailable: all flags off' } as const),
    /** A child that failed (threw) instead of ending: logged with its cause; the state it leads to is the way on (DESIGN 3). */
    warnChildFailed: emit(childFailedWarning),
    logOut: enqueueActions(({ enqueue }) => {
      enqueue.assign(({ context }) => ({ app: { ...context.app, isUserLoggedIn: false } }));
      enqueue.emit({ type: 'session.timedOut' });
    }),
    takeRequest: assign((_, params: { mean: PaymentMean; amount: number; intentId: string }) => ({
      request: requestOf(params),
      depositUnderWay: null,
      keptRecord: null,
      flowUnheard: false,
    })),
    takeResume: assign(resumeRequest),
    fail: assign((_, params: { reason: string }) => ({ failure: params.reason })),
    clearFailure: assign({ failure: null, failedAmount: null, failedMethod: null }),
    /** The running flow's deposit under way (deposit.flows.ts `underWayAfter`). */
    keepUnderWay: assign(({ context }, emitted: { type: string }) => ({
      depositUnderWay: underWayAfter(emitted, context.depositUnderWay),
      keptRecord: keptAfter(emitted, context.keptRecord),
    })),
    /**
     * "We are confirming": the deposit is not known and the player is told not to pay again, so its record is
     * kept over a reload until they close the dialog; the page then reads it again (docs/decisions.md "Page
     * lifecycle", 2026-12-06).
     */
    keepUnconfirmed: enqueueActions(({ context, enqueue }) => {
      if (context.keptRecord) enqueue.emit({ type: 'deposit.pendingSaved', deposit: context.keptRecord });
    }),
    forgetUnconfirmed: enqueueActions(({ context, enqueue }) => {
      if (context.keptRecord) enqueue.emit({ type: 'deposit.pendingCleared' });
    }),
    /** A balance a flow read from the server (the withdrawal fragment after a cancel): the header shows it (SPEC 2). */
    takeBalance: assign(({ context }, emitted: { type: string; balance?: number | null }) =>
      emitted.type === 'balance.read' && emitted.balance !== undefined && context.eligibility
        ? { eligibility: { ...context.eligibility, balance: emitted.balance } }
        : {},
    ),
    /** No flow runs (back on the amount page, or its error dialog): nothing is under way. */
    forgetUnderWay: assign({ depositUnderWay: null, keptRecord: null, flowUnheard: false }),
    takeUnderWayAsPending: assign(({ context }) => endUnderWay(context)),
    loseFlowListener: assign({ flowUnheard: true }),
    /** A method flow's end: the success to hand on, the provider page, or the failure to show. */
    takeFlowOutput: assign((_, output: FlowOutput) => flowEndOf(output)),
    redirectToProvider: emit(({ context }) => ({ type: 'app.redirect' as const, url: context.redirectUrl ?? '/' })),
    warnFailure: emit(({ context }) => ({ type: 'app.warning' as const, message: `deposit failed: ${context.failure ?? 'unknown'}` })),
    takeCallbackSuccess: assign(callbackSuccess),
    takeCallbackFailure: assign(callbackFailure),
    announceCallbackFailed: emit({ type: 'callback.failed' } as const), // SPEC 2: hides the overlay loader
    finishDeposit: enqueueActions(({ context, enqueue }) => {
      if (context.success) successExit(context.app, context.success).forEach((e) => enqueue.emit(e));
    }),
    leaveApp: emit(({ context }) => leaveExit(context.app, context.ineligibleReason)),
  },
});

type FlowDone = { event: { output: FlowOutput } };
const outputIs = (kinds: ReadonlyArray<FlowOutput['kind']>) => ({
  type: 'flowIs' as const,
  params: ({ event }: FlowDone) => ({ output: event.output, kinds }),
});
const takeOutput = { type: 'takeFlowOutput' as const, params: ({ event }: FlowDone) => event.output };
const emittedOf = ({ event }: { event: FlowEmittedEvent }) => event.emitted;

/**
 * One state per flow of the registry (src/domain/methods.ts FLOWS): it runs the flow as the `flow` child and
 * reads its end (flow-output.ts): success and pending go to success handling, a redirect leaves for the
 * provider, a failure shows the error dialog, a cancel or close goes back.
 */
const runningFlow = (kind: FlowKind) =>
  depositSetup.createStateConfig({
    tags: [`${kind}Flow` as const],
    on: {
      'navigation.back': { actions: 'forwardBack' },
      'flow.emitted': {
        actions: [
          { type: 'keepUnderWay', params: emittedOf },
          { type: 'takeBalance', params: emittedOf },
          { type: 'emitFromFlow', params: emittedOf },
        ],
      },
    },
    invoke: [
      // First, so it listens before the flow starts: a flow may send its deposit call (and emit its record)
      // on its first step. Its failure loses the flow's messages, not the payment: logged, the flow runs on,
      // and whether its deposit call was sent is no longer known (a later crash or close: pending, DESIGN 7).
      // A flow without a deposit call (FLOWS, the withdrawal fragments) has no payment to lose.
      {
        src: 'listenToFlow',
        id: 'flowListener',
        onError: {
          actions: [{ type: 'warnChildFailed', params: childFailed('flowListener') }, ...(FLOWS[kind].depositCall ? ['loseFlowListener' as const] : [])],
        },
      },
      {
        src: kind,
        id: FLOW_ACTOR_ID,
        systemId: FLOW_ACTOR_ID,
        input: flowInput,
        onDone: [
          { guard: outputIs(['success', 'pending']), target: '#deposit.active.succeeded', actions: takeOutput },
          { guard: outputIs(['redirect']), target: 'redirecting', actions: takeOutput },
          { guard: outputIs(['sessionExpired']), target: '#deposit.sessionTimeout' },
          { guard: outputIs(['cancelled']), target: 'idle', actions: { type: 'track', params: { at: 'cancelled' } } },
          { guard: outputIs(['closed']), target: 'idle' },
          { target: 'failed', actions: [takeOutput, 'warnFailure'] },
        ],
        // A flow that throws (DESIGN 3, 7): with its deposit call sent, the deposit is not known yet, so
        // pending, unconfirmed; before the send, nothing was paid and the flow's crash reason is shown.
        onError: [
          {
            guard: 'depositUnderWay',
            target: '#deposit.active.succeeded',
            actions: [{ type: 'warnChildFailed', params: childFailed(FLOW_ACTOR_ID) }, 'takeUnderWayAsPending'],
          },
          {
            target: 'failed',
            actions: [
              { type: 'warnChildFailed', params: childFailed(FLOW_ACTOR_ID) },
              { type: 'fail', params: { reason: FLOWS[kind].crashReason } },
            ],
          },
        ],
      },
    ],
  });

/**
 * A flow's code that failed to load, or did not arrive in time: a resumed deposit's call was sent before the
 * reload, so pending, unconfirmed (DESIGN 7), as a crash is; a fresh payment's, the error dialog.
 */
const flowNotLoaded = <W>(warning: W) =>
  [
    {
      guard: 'depositUnderWay' as const,
      target: '#deposit.active.succeeded',
      actions: [{ type: 'warnChildFailed' as const, params: warning }, 'takeUnderWayAsPending' as const],
    },
    {
      target: 'failed',
      actions: [
        { type: 'warnChildFailed' as const, params: warning },
        { type: 'fail' as const, params: { reason: INTERNAL_ERROR } },
      ],
    },
  ] as const;

/** The flow region's states between `idle` and `failed`: loading the flow's code, then running it. */
const flowStates = {
  // A method flow's code is fetched when the player first pays with that method.
  loadingFlow: depositSetup.createStateConfig({
    tags: ['busy', 'flowLoading'],
    entry: 'hideCloseIcon', // a payment starts: the native close icon goes (deposit.bridge.ts)
    invoke: {
      src: 'loadFlow',
      id: 'loadFlow',
      input: ({ context }) => ({ kind: context.request!.flow }),
      onDone: FLOW_KINDS.map((kind) => ({ guard: { type: 'requestFlowIs' as const, params: { kind } }, target: kind })),
      onError: flowNotLoaded(childFailed('loadFlow')),
    },
    // No spinner without end (DESIGN 7): code that has not arrived in time is a failed load.
    after: { flowLoadTimeout: flowNotLoaded({ child: 'loadFlow', error: `no code within ${FLOW_LOAD_TIMEOUT_MS} ms` }) },
  }),
  ...(Object.fromEntries(FLOW_KINDS.map((kind) => [kind, runningFlow(kind)])) as Record<FlowKind, ReturnType<typeof runningFlow>>),
};

export const depositMachine = depositSetup.createMachine({
  id: 'deposit',
  // A link out of the payment (the FAQ), wherever the player is: native apps open it in the device's browser.
  on: { 'link.opened': { actions: { type: 'openExternally', params: ({ event }) => event.url } } },
  context: {
    app: initialAppContext(EMPTY_SOURCES),
    eligibility: null,
    lastDeposit: null,
    flags: {},
    ineligibleReason: null,
    callback: null,
    request: null,
    redirectUrl: null,
    failure: null,
    failedAmount: null,
    failedMethod: null,
    draft: null,
    success: null,
    resume: null, // a deposit under way before a reload, or the withdrawal fragment opened
    depositUnderWay: null,
    keptRecord: null,
    flowUnheard: false,
    entryView: null,
  },
  initial: 'initializing',
  states: {
    initializing: {
      tags: ['initializing'],
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
        onError: { target: 'technicalError', actions: { type: 'warnChildFailed', params: childFailed('contextInit') } },
      },
    },
    active: {
      invoke: [
        {
          src: 'paymentMeans',
          id: 'paymentMeans',
          systemId: 'paymentMeans',
          input: ({ context }) => ({ app: context.app }), // the wallets' checks read the device (SPEC 4)
          // A failed means fetch goes to the technical error page (SPEC 4), a lost session to session timeout.
          onSnapshot: [
            { guard: { type: 'meansSessionExpired', params: meansFailure }, target: 'sessionTimeout' },
            { guard: { type: 'meansFailed', params: meansFailure }, target: 'technicalError' },
          ],
          onError: { target: 'technicalError', actions: { type: 'warnChildFailed', params: childFailed('paymentMeans') } },
        },
        // The promotional banner (SPEC 4 Banner) loads with the page's other calls, so it is there when the
        // amount page first paints and nothing shifts (CLS); a failure only means no banner. It ends only
        // when the session is lost.
        { src: 'banner', id: 'banner', systemId: 'banner', onDone: 'sessionTimeout', onError: { actions: 'warnBannerFailed' } },
      ],
      initial: 'starting',
      states: {
        // Eligibility is not fetched on the callback route (SPEC 4 Context init).
        starting: { always: [{ guard: 'isCallback', target: 'callback' }, { target: 'loading' }] },
        loading: {
          tags: ['loading'],
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
                      { guard: eligibilityIs('eligible'), target: 'done', actions: { type: 'takeEligibility', params: ({ event }) => event.output } },
                      {
                        guard: eligibilityIs('ineligible'),
                        target: '#deposit.ineligible',
                        actions: { type: 'takeIneligibleReason', params: ({ event }) => event.output },
                      },
                      { guard: eligibilityIs('sessionExpired'), target: '#deposit.sessionTimeout' },
                      { target: '#deposit.technicalError' },
                    ],
                    onError: { target: '#deposit.technicalError', actions: { type: 'warnChildFailed', params: childFailed('eligibility') } },
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
                    onDone: { target: 'done', actions: [{ type: 'takeLastDeposit', params: ({ event }) => event.output }, 'configureMeans'] },
                    onError: [{ guard: { type: 'sessionExpired', params: errorOf }, target: '#deposit.sessionTimeout' }, { target: '#deposit.technicalError' }],
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
                    onError: [
                      { guard: { type: 'sessionExpired', params: errorOf }, target: '#deposit.sessionTimeout' },
                      { target: 'done', actions: 'warnFlagsFailed' },
                    ],
                  },
                },
                done: { type: 'final' },
              },
            },
          },
          onDone: 'ready',
        },
        ready: {
          meta: { route: ROUTES.AMOUNT },
          tags: ['amountPage'],
          type: 'parallel',
          on: {
            // Close with a deposit under way (its call sent, DESIGN 7): it is not known yet, so it ends as
            // after a flow's crash, pending, unconfirmed ("we are confirming", then success handling); else out.
            'app.close': [{ guard: 'depositUnderWay', target: '#deposit.active.succeeded', actions: 'takeUnderWayAsPending' }, { target: '#deposit.leaving' }],
          },
          states: {
            amount: {
              invoke: {
                src: 'amount',
                id: 'amount',
                systemId: 'amount',
                input: ({ context }) => {
                  // No preset above what the player may still deposit (SPEC 5, decisions: "Presets above the maximum").
                  const bounds = boundsOf(context.eligibility);
                  const presets = presetsWithin(
                    amountPresets({
                      legislation: context.app.legislation,
                      currency: context.app.currencyCode,
                      lastDepositAmount: context.lastDeposit?.amount ?? null,
                    }),
                    { min: depositBounds(bounds).min, max: remainingMax(bounds, context.eligibility?.userLimits) },
                  );
                  return {
                    presets,
                    initialAmount: context.failedAmount ?? context.draft?.amount ?? presets[0] ?? null,
                    format: {
                      locale: intlLocale(context.app.language, context.app.legislation),
                      legislation: context.app.legislation,
                      currency: context.app.currencyCode,
                    },
                  };
                },
                onError: { target: '#deposit.technicalError', actions: { type: 'warnChildFailed', params: childFailed('amount') } },
              },
            },
            flow: {
              initial: 'checking',
              states: {
                checking: {
                  always: [
                    { guard: 'hasResume', target: 'loadingFlow', actions: 'takeResume' },
                    { guard: 'hasPendingFailure', target: 'failed' },
                    { target: 'idle' },
                  ],
                },
                idle: {
                  tags: ['noFlow'],
                  entry: ['showCloseIcon', 'forgetUnderWay'],
                  on: {
                    'deposit.requested': {
                      guard: { type: 'canPay', params: ({ event }) => event },
                      target: 'loadingFlow',
                      actions: [
                        { type: 'takeRequest', params: ({ event }) => event },
                        { type: 'track', params: { at: 'depositRequested' } },
                      ],
                    },
                  },
                },
                ...flowStates,
                // 'handoff': the global overlay loader (SPEC 2) covers it, with its own hiding rules (src/app/overlay-loader.ts).
                redirecting: { tags: ['busy', 'handoff'], entry: ['redirectToProvider', { type: 'track', params: { at: 'redirecting' } }] },
                failed: {
                  tags: ['dialog', 'depositFailed'],
                  entry: [{ type: 'track', params: { at: 'failed' } }, 'forgetUnderWay'],
                  on: { 'dialog.closed': { target: 'idle', actions: 'clearFailure' } },
                },
              },
            },
            view: viewRegion,
          },
        },
        // Not 'busy': the callback screen shows its own spinner and its way out ("Stop waiting").
        callback: {
          meta: { route: ROUTES.CALLBACK },
          tags: ['callbackPage'],
          invoke: {
            src: 'callback',
            id: 'callback',
            systemId: 'callback',
            input: ({ context }) => context.callback ?? { flow: 'polling' as const, transactionUid: null, depositId: null, method: null, amount: null },
            onDone: [
              { guard: callbackIs('success'), target: 'succeeded', actions: { type: 'takeCallbackSuccess', params: { status: 'success' } } },
              {
                guard: callbackIs('pending'),
                target: 'succeeded',
                actions: {
                  type: 'takeCallbackSuccess',
                  params: ({ event }) => ({ status: 'pending', ...('unconfirmed' in event.output && { unconfirmed: true }) }),
                },
              },
              { guard: callbackIs('sessionExpired'), target: '#deposit.sessionTimeout' },
              {
                target: 'loading',
                actions: [
                  { type: 'takeCallbackFailure', params: ({ event }) => ({ result: event.output }) },
                  'warnFailure',
                  'refetchMeans',
                  'announceCallbackFailed',
                ],
              },
            ],
            // The player comes back from a provider's page: money may have moved, so a callback that fails
            // is a result not known yet (DESIGN 7), told as "we are confirming", never a failure.
            onError: {
              target: 'succeeded',
              actions: [
                { type: 'warnChildFailed', params: childFailed('callback') },
                { type: 'takeCallbackSuccess', params: { status: 'pending', unconfirmed: true } },
              ],
            },
          },
        },
        succeeded: {
          initial: 'deciding',
          tags: ['succeeded'],
          entry: { type: 'track', params: { at: 'succeeded' } },
          states: {
            // A result that could not be read is first told as "we are confirming", whatever the setting.
            deciding: {
              always: [{ guard: 'unconfirmed', target: 'unconfirmed' }, { guard: 'embedsConfirmation', target: 'confirming' }, { target: 'leaving' }],
            },
            unconfirmed: {
              meta: { route: ROUTES.AMOUNT },
              tags: ['dialog', 'confirmation', 'unconfirmedDialog'],
              entry: 'keepUnconfirmed',
              on: { 'confirmation.closed': { target: 'leaving', actions: 'forgetUnconfirmed' } },
            },
            confirming: {
              meta: { route: ROUTES.AMOUNT },
              tags: ['dialog', 'confirmation', 'resultDialog'],
              on: { 'confirmation.closed': 'leaving' },
            },
            leaving: { type: 'final', tags: ['busy', 'finishing'], entry: 'finishDeposit' },
          },
        },
      },
    },
    ineligible: {
      meta: { route: ROUTES.AMOUNT },
      entry: { type: 'track', params: { at: 'ineligible' } },
      tags: ['dialog', 'ineligible'],
      on: { 'dialog.closed': 'leaving' },
    },
    // back: nothing is behind the error pages, so back leaves the app as close does.
    sessionTimeout: {
      meta: { route: ROUTES.SESSION_TIMEOUT },
      tags: ['errorPage', 'sessionTimeout'],
      entry: 'logOut',
      on: { 'app.close': 'leaving', 'navigation.back': 'leaving' },
    },
    technicalError: {
      meta: { route: ROUTES.ERROR_TECHNICAL },
      tags: ['errorPage', 'technicalError'],
      entry: { type: 'track', params: { at: 'technicalError' } },
      on: { 'app.close': 'leaving', 'navigation.back': 'leaving' },
    },
    leaving: { type: 'final', tags: ['leaving'], entry: 'leaveApp' },
  },
});
