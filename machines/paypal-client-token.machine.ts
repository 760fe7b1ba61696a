// The PayPal client token (SPEC 4 "PayPal", SPEC 7 auth-token call, SPEC 8 "PayPal client token failure
// disables the mean"): asked for by the payment-means machine, its parent, after the means are fetched
// and when a PayPal mean is chosen; each request starts afresh (the previous token dropped) and is tried
// twice (retried once). The parent is told the token, or that PayPal cannot be used. Outside the root:
// the root names no method (docs/decisions.md "PayPal").
import { assign, sendParent, setup } from 'xstate';
import type { ClientTokenRequest } from '../src/domain/paypal';
import { notProvided } from './side-effects';

export type PayPalClientTokenEvent = { type: 'clientToken.requested'; request: ClientTokenRequest };
/** What the parent (payment-means.machine.ts) is told. */
export type PayPalClientTokenReply = { type: 'paypal.clientTokenReady'; clientToken: string } | { type: 'paypal.clientTokenFailed' };

export interface PayPalClientTokenContext {
  request: ClientTokenRequest | null;
  clientToken: string | null;
}

export const paypalClientTokenMachine = setup({
  types: {
    context: {} as PayPalClientTokenContext,
    events: {} as PayPalClientTokenEvent,
    children: {} as { fetchClientToken: 'fetchClientToken' },
  },
  actors: {
    fetchClientToken: notProvided<string, ClientTokenRequest>('fetchClientToken'),
  },
  actions: {
    /** A new request: the previous token is dropped (SPEC 4: "the token is reset per request"). */
    start: assign((_, request: ClientTokenRequest) => ({ request, clientToken: null })),
    keep: assign((_, clientToken: string) => ({ clientToken })),
    tellReady: sendParent((_, clientToken: string) => ({ type: 'paypal.clientTokenReady', clientToken }) satisfies PayPalClientTokenReply),
    tellFailed: sendParent({ type: 'paypal.clientTokenFailed' } satisfies PayPalClientTokenReply),
  },
}).createMachine({
  id: 'paypalClientToken',
  context: { request: null, clientToken: null },
  initial: 'idle',
  on: {
    // A request while another runs replaces it (the running call is stopped).
    'clientToken.requested': { target: '.requesting', reenter: true, actions: { type: 'start', params: ({ event }) => event.request } },
  },
  states: {
    idle: {},
    requesting: {
      invoke: {
        src: 'fetchClientToken',
        id: 'fetchClientToken',
        input: ({ context }) => context.request ?? { customerId: null },
        onDone: { target: 'ready', actions: [{ type: 'keep', params: ({ event }) => event.output }, { type: 'tellReady', params: ({ event }) => event.output }] },
        // SPEC 4: retried once.
        onError: 'retrying',
      },
    },
    retrying: {
      invoke: {
        src: 'fetchClientToken',
        id: 'fetchClientToken',
        input: ({ context }) => context.request ?? { customerId: null },
        onDone: { target: 'ready', actions: [{ type: 'keep', params: ({ event }) => event.output }, { type: 'tellReady', params: ({ event }) => event.output }] },
        onError: { target: 'failed', actions: 'tellFailed' },
      },
    },
    ready: {},
    failed: {},
  },
});
