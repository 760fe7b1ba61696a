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
import { eligibilityMachine } from './eligibility.machine';
import { eligibilityEvents } from './eligibility.events';
import { callbackMachine } from './callback.machine';
import { callbackEvents, callbackInput } from './callback.events';
import { paymentMeansMachine } from './payment-means.machine';
import { paymentMeansEvents } from './payment-means.events';

export interface MachineEntry {
  name: string;
  machine: AnyStateMachine;
  events: AnyEventObject[] | ((snapshot: any) => AnyEventObject[]);
  input?: unknown;
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
        fetchLastDeposit: pending,
        fetchFeatureFlags: pending,
        createDeposit: pending,
      },
    },
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
    implementations: { actors: { fetchMeans: pending } },
  },
  {
    name: 'callback',
    machine: callbackMachine,
    events: callbackEvents,
    input: callbackInput,
    implementations: { actors: { fetchDepositStatus: pending } },
  },
  {
    name: 'banner',
    machine: bannerMachine,
    events: bannerEvents,
    implementations: { actors: { fetchBanner: pending, optIn: pending, optOut: pending } },
  },
];
