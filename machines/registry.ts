// Every machine with the events its graph traversal tries and the stubs its replay runs with.
// Model-based tests (test/model) and the generated statecharts (scripts/charts.ts) read this list.
import { createMachine, fromPromise, type AnyEventObject, type AnyStateMachine } from 'xstate';
import { amountMachine } from './amount.machine';
import { amountEvents, amountInput } from './amount.events';
import { bannerMachine } from './banner.machine';
import { bannerEvents } from './banner.events';
import { contextInitMachine } from './context-init.machine';
import { contextInitEvents } from './context-init.events';
import { depositMachine } from './deposit.machine';
import { depositEvents } from './deposit.events';
import { depositCallMachine } from './deposit-call.machine';
import { depositCallEvents, depositCallInput } from './deposit-call.events';
import { directDepositMachine } from './direct-deposit.machine';
import { directDepositEvents, directDepositInputs } from './direct-deposit.events';
import { FLOW_KINDS } from '../src/domain/methods';
import { eligibilityMachine } from './eligibility.machine';
import { eligibilityEvents } from './eligibility.events';
import { callbackMachine } from './callback.machine';
import {
  callbackEvents,
  callbackGordonInput,
  callbackGordonNamedInput,
  callbackInput,
  callbackNoTransactionInput,
  callbackRefusedInput,
} from './callback.events';
import { paymentMeansMachine } from './payment-means.machine';
import { paymentMeansEvents } from './payment-means.events';
import { mobileMoneyMachine } from './mobile-money.machine';
import { mobileMoneyEvents, mobileMoneyInputs } from './mobile-money.events';
import { depositMonitorMachine } from './deposit-monitor.machine';
import { depositMonitorEvents, depositMonitorInput } from './deposit-monitor.events';
import { transactionPollingMachine } from './transaction-polling.machine';
import { transactionPollingDeadlineInput, transactionPollingEvents, transactionPollingInput, transactionPollingLimitInput } from './transaction-polling.events';
import { blikMachine } from './blik.machine';
import { blikEvents, blikInputs } from './blik.events';
import { mbwayMachine } from './mbway.machine';
import { mbwayEvents, mbwayInputs } from './mbway.events';
import { cardMachine } from './card.machine';
import { paypalMachine } from './paypal.machine';
import { paypalClientTokenMachine } from './paypal-client-token.machine';
import { paypalClientTokenEvents, paypalEvents, paypalInputs } from './paypal.events';
import { walletEligibilityMachine } from './wallet-eligibility.machine';
import { applePayMachine } from './apple-pay.machine';
import { googlePayMachine } from './google-pay.machine';
import { applePayEvents, applePayInputs, googlePayEvents, googlePayInputs, walletEligibilityEvents, walletEligibilityInputs } from './wallets.events';
import { cardEvents, cardInput, cardNativeInput, cardResumedInputs } from './card.events';
import { withdrawalMachine } from './withdrawal.machine';
import { withdrawalEvents, withdrawalInputs } from './withdrawal.events';
// The global overlay loader of SPEC 2.
import { overlayLoaderMachine } from './overlay-loader.machine';
import { overlayLoaderEvents } from './overlay-loader.events';

export interface MachineEntry {
  name: string;
  machine: AnyStateMachine;
  events: AnyEventObject[] | ((snapshot: any) => AnyEventObject[]);
  input?: unknown;
  /** Several inputs, each its own model; their paths and coverage count together (overrides `input`). */
  inputs?: unknown[];
  implementations?: Parameters<AnyStateMachine['provide']>[0];
}

/** A side effect that never settles: the replay drives its done/error events itself. */
const pending = fromPromise(() => new Promise<never>(() => {}));
/** A child machine that never finishes, standing for a real child in the parent's replay. */
const idleChild = createMachine({});

export const machineRegistry: MachineEntry[] = [
  {
    name: 'deposit',
    machine: depositMachine,
    events: depositEvents,
    implementations: {
      actors: {
        contextInit: idleChild,
        eligibility: idleChild,
        amount: idleChild,
        paymentMeans: idleChild,
        banner: idleChild,
        callback: idleChild,
        ...Object.fromEntries(FLOW_KINDS.map((kind) => [kind, idleChild])),
        listenToFlow: idleChild,
        loadFlow: pending,
        fetchLastDeposit: pending,
        fetchFeatureFlags: pending,
      },
    },
  },
  // The deposit call every flow invokes as its `depositCall` child.
  {
    name: 'deposit-call',
    machine: depositCallMachine,
    events: depositCallEvents,
    input: depositCallInput,
    implementations: { actors: { send: pending } },
  },
  {
    name: 'direct-deposit',
    machine: directDepositMachine,
    events: directDepositEvents,
    inputs: directDepositInputs,
    implementations: { actors: { depositCall: idleChild } },
  },
  {
    name: 'context-init',
    machine: contextInitMachine,
    events: contextInitEvents,
    implementations: { actors: { readSession: pending, exchangeToken: pending } },
  },
  {
    name: 'eligibility',
    machine: eligibilityMachine,
    events: eligibilityEvents,
    implementations: { actors: { fetchEligibility: pending } },
  },
  { name: 'amount', machine: amountMachine, events: amountEvents, input: amountInput },
  {
    name: 'payment-means',
    machine: paymentMeansMachine,
    events: paymentMeansEvents,
    implementations: { actors: { fetchMeans: pending, paypalClientToken: idleChild, checkWallets: pending } },
  },
  {
    name: 'callback',
    machine: callbackMachine,
    events: callbackEvents,
    inputs: [callbackInput, callbackNoTransactionInput, callbackRefusedInput, callbackGordonInput, callbackGordonNamedInput],
    implementations: { actors: { transactionPolling: idleChild, depositMonitor: idleChild } },
  },
  {
    name: 'banner',
    machine: bannerMachine,
    events: bannerEvents,
    implementations: { actors: { fetchBanner: pending, optIn: pending, optOut: pending } },
  },
  {
    name: 'mobile-money',
    machine: mobileMoneyMachine,
    events: mobileMoneyEvents,
    inputs: mobileMoneyInputs,
    implementations: { actors: { depositCall: idleChild, depositMonitor: idleChild, transactionPolling: idleChild } },
  },
  {
    name: 'deposit-monitor',
    machine: depositMonitorMachine,
    events: depositMonitorEvents,
    input: depositMonitorInput,
    implementations: {
      actors: { subscribeDeposit: idleChild, watchPage: idleChild, refreshToken: pending },
      // The random resubscribe delay, fixed for the simulated clock.
      delays: { resubscribe: 2500 },
    },
  },
  {
    name: 'transaction-polling',
    machine: transactionPollingMachine,
    events: transactionPollingEvents,
    inputs: [transactionPollingInput, transactionPollingDeadlineInput, transactionPollingLimitInput],
    implementations: { actors: { checkTransaction: pending, fetchResult: pending } },
  },
  {
    name: 'card',
    machine: cardMachine,
    events: cardEvents,
    inputs: [cardInput, cardNativeInput, ...cardResumedInputs],
    implementations: { actors: { threeDs2: idleChild, lookupBrands: pending, encryptCard: pending, depositCall: idleChild } },
  },
  {
    name: 'paypal',
    machine: paypalMachine,
    events: paypalEvents,
    inputs: paypalInputs,
    implementations: { actors: { setupCheckout: pending, depositCall: idleChild } },
  },
  {
    name: 'paypal-client-token',
    machine: paypalClientTokenMachine,
    events: paypalClientTokenEvents,
    implementations: { actors: { fetchClientToken: pending } },
  },
  {
    name: 'blik',
    machine: blikMachine,
    events: blikEvents,
    inputs: blikInputs,
    implementations: { actors: { depositCall: idleChild, transactionPolling: idleChild } },
  },
  {
    name: 'mbway',
    machine: mbwayMachine,
    events: mbwayEvents,
    inputs: mbwayInputs,
    implementations: { actors: { depositCall: idleChild, transactionPolling: idleChild } },
  },
  // Wallets.
  {
    name: 'wallet-eligibility',
    machine: walletEligibilityMachine,
    events: walletEligibilityEvents,
    inputs: walletEligibilityInputs,
    implementations: { actors: { canMakeApplePayments: pending, loadGooglePayScript: pending, isReadyToPay: pending, bridgeAnswers: idleChild } },
  },
  {
    name: 'apple-pay',
    machine: applePayMachine,
    events: applePayEvents,
    inputs: applePayInputs,
    implementations: { actors: { applePaySession: idleChild, fetchMerchantSession: pending, createApplePayDeposit: pending } },
  },
  {
    name: 'google-pay',
    machine: googlePayMachine,
    events: googlePayEvents,
    inputs: googlePayInputs,
    implementations: { actors: { loadPaymentData: pending, bridgeAnswers: idleChild, createGooglePayDeposit: pending } },
  },
  // The withdrawal fragments.
  {
    name: 'withdrawal',
    machine: withdrawalMachine,
    events: withdrawalEvents,
    inputs: withdrawalInputs,
    implementations: { actors: { fetchPendingWithdrawals: pending, cancelWithdrawal: pending, addIban: pending, fetchBalance: pending } },
  },
  // The global overlay loader of SPEC 2.
  { name: 'overlay-loader', machine: overlayLoaderMachine, events: overlayLoaderEvents },
];
