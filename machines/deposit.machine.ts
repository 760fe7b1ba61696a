// The root deposit actor (DESIGN 1): the single source of truth. It runs context init, then loads
// eligibility, the last deposit and the feature flags together, and owns the screen state from which
// routing and the UI are derived (see routes.ts). Messages for native apps are emitted here.
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { closesThroughBridge, initialAppContext, EMPTY_SOURCES, type AppContext } from '../src/domain/context';
import type { BridgeEmitted } from '../src/domain/bridge-events';
import { isSessionExpired } from '../src/domain/failures';
import { operatorHomeUrl } from '../src/domain/redirects';
import { amountPresets } from '../src/domain/presets';
import { amountMachine } from './amount.machine';
import { contextInitMachine, type ContextInitOutput } from './context-init.machine';
import { eligibilityMachine, type EligibilityData, type EligibilityOutput } from './eligibility.machine';

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

export interface DepositContext {
  app: AppContext;
  eligibility: EligibilityData | null;
  lastDeposit: LastDeposit | null;
  flags: FeatureFlagValues;
  /** The reason of the ineligibility dialog, when the player may not deposit. */
  ineligibleReason: string | null;
}

export type DepositEvent =
  | { type: 'dialog.closed' }
  | { type: 'app.close' };

export type DepositEmitted =
  | BridgeEmitted
  | { type: 'app.redirect'; url: string }
  | { type: 'session.cleared' }
  | { type: 'session.timedOut' }
  | { type: 'app.warning'; message: string };

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
    fetchLastDeposit: fromPromise<LastDeposit | null>(async () => {
      throw new Error('fetchLastDeposit is provided by src/app');
    }),
    fetchFeatureFlags: fromPromise<FeatureFlagValues>(async () => {
      throw new Error('fetchFeatureFlags is provided by src/app');
    }),
  },
  guards: {
    initSucceeded: (_, params: ContextInitOutput) => params.app.initStatus === 'Succeeded',
    sessionInvalid: (_, params: ContextInitOutput) => params.sessionInvalid,
    eligible: (_, params: EligibilityOutput) => params.kind === 'eligible',
    ineligible: (_, params: EligibilityOutput) => params.kind === 'ineligible',
    eligibilitySessionExpired: (_, params: EligibilityOutput) => params.kind === 'sessionExpired',
    sessionExpired: (_, params: { error: unknown }) => isSessionExpired(params.error),
  },
  actions: {
    takeAppContext: assign((_, params: ContextInitOutput) => ({ app: params.app })),
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
    takeFlags: assign((_, params: FeatureFlagValues) => ({ flags: params })),
    warnFlagsFailed: emit({ type: 'app.warning', message: 'feature flags unavailable: all flags off' } as const),
    logOut: enqueueActions(({ enqueue }) => {
      enqueue.assign(({ context }) => ({ app: { ...context.app, isUserLoggedIn: false } }));
      enqueue.emit({ type: 'session.timedOut' });
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
            target: 'loading',
            actions: [{ type: 'takeAppContext', params: ({ event }) => event.output }, 'announceInitialized'],
          },
          {
            guard: { type: 'sessionInvalid', params: ({ event }) => event.output },
            target: 'technicalError',
            actions: [{ type: 'takeAppContext', params: ({ event }) => event.output }, 'clearSession'],
          },
          { target: 'technicalError', actions: { type: 'takeAppContext', params: ({ event }) => event.output } },
        ],
      },
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
                onDone: { target: 'done', actions: { type: 'takeLastDeposit', params: ({ event }) => event.output } },
                onError: [
                  {
                    guard: { type: 'sessionExpired', params: ({ event }) => ({ error: event.error }) },
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
          return { presets, initialAmount: presets[0] ?? null };
        },
      },
      on: { 'app.close': 'leaving' },
    },
    ineligible: {
      meta: { route: '/' },
      tags: ['dialog'],
      on: { 'dialog.closed': 'leaving' },
    },
    sessionTimeout: {
      meta: { route: '/session-timeout' },
      entry: 'logOut',
      on: { 'app.close': 'leaving' },
    },
    technicalError: {
      meta: { route: '/error/technical' },
      on: { 'app.close': 'leaving' },
    },
    leaving: {
      type: 'final',
      entry: 'leaveApp',
    },
  },
});
