// The PayPal client token (SPEC 4 "PayPal", SPEC 7 auth-token call, SPEC 8 "PayPal client token failure
// disables the mean"): asked for by the payment-means machine, its parent, after the means are fetched
// and when a PayPal mean is chosen; each request starts afresh (the previous token dropped) and is tried
// twice (retried once). The parent reads its snapshot: `ready` with the token, or `failed` (PayPal cannot
// be used). Outside the root: the root names no method (docs/decisions.md "PayPal").
import { assign, setup } from 'xstate';
import type { ClientTokenRequest } from '../src/domain/paypal-means';
import { notProvided } from './side-effects';

export type PayPalClientTokenEvent = { type: 'clientToken.requested'; request: ClientTokenRequest };

export interface PayPalClientTokenContext {
  request: ClientTokenRequest | null;
  clientToken: string | null;
}

export const paypalClientTokenMachine = setup({
  types: {
    context: {} as PayPalClientTokenContext,
    events: {} as PayPalClientTokenEvent,
    children: {} as { fetchClientToken: 'fetchClientToken' },
    tags: {} as 'requesting' | 'failed',
  },
  actors: {
    fetchClientToken: notProvided<string, ClientTokenRequest>('fetchClientToken'),
  },
  actions: {
    /** A new request: the previous token is dropped (SPEC 4: "the token is reset per request"). */
    start: assign((_, request: ClientTokenRequest) => ({ request, clientToken: null })),
    keep: assign((_, clientToken: string) => ({ clientToken })),
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
      tags: ['requesting'],
      invoke: {
        src: 'fetchClientToken',
        id: 'fetchClientToken',
        input: ({ context }) => context.request ?? { customerId: null },
        onDone: { target: 'ready', actions: { type: 'keep', params: ({ event }) => event.output } },
        // SPEC 4: retried once.
        onError: 'retrying',
      },
    },
    retrying: {
      invoke: {
        src: 'fetchClientToken',
        id: 'fetchClientToken',
        input: ({ context }) => context.request ?? { customerId: null },
        onDone: { target: 'ready', actions: { type: 'keep', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    ready: {},
    failed: { tags: ['failed'] },
  },
});
