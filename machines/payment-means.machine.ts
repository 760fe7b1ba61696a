// Payment means and the default-mean rules (SPEC 4 "Payment tokens", "Payment methods", "Default mean
// rules"): the means are fetched as soon as the session is known; the defaults are chosen once the
// player's last method and first-deposit flag are known too (the root sends `means.configure`). A new
// PayPal mean needs the processor's client token first: the `paypalClientToken` child asks for it after
// each fetch and when PayPal is chosen (SPEC 4 PayPal); without it that mean is disabled (SPEC 8).
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  chooseDefaults,
  type MethodEntry,
  type TokenEntry,
  type WalletState,
} from '../src/domain/default-mean';
import { isSessionExpired } from '../src/domain/failures';
import { payableMeans } from '../src/domain/methods';
import type { PaymentMean } from '../src/domain/payment-means';
import { clientTokenRequestOf, withClientToken, withoutClientToken, withoutPayPal } from '../src/domain/paypal-means';
import { paypalClientTokenMachine } from './paypal-client-token.machine';
import { notProvided } from './side-effects';

export interface MeansData {
  means: PaymentMean[];
  methods: MethodEntry[];
  tokens: TokenEntry[];
  cse: ReadonlyArray<{ providerCode: string; publicKey: string }>;
  suggestedAmounts: number[];
  resumePosition: number;
}

export interface MeansConfig {
  lastMethod: string | null;
  isFirstDeposit: boolean;
  wallet: WalletState;
}

export type InitStatus = 'ONGOING' | 'FETCHED' | 'FINISHED';
/** How the means list last scrolled (SPEC 3 payment-means state): at start, by the player, or by itself. */
export type ScrollStatus = 'INITIATED' | 'MANUAL' | 'AUTOMATIC';

export interface PaymentMeansContext {
  data: MeansData | null;
  config: MeansConfig | null;
  defaultIds: string[];
  currentTokenId: string | null;
  selectedId: string | null;
  initStatus: InitStatus;
  scrollStatus: ScrollStatus;
  /** Why the last fetch failed; the root reads it from this machine's snapshot. */
  failure: 'sessionExpired' | 'failed' | null;
}

export type PaymentMeansEvent =
  | { type: 'means.configure'; config: MeansConfig }
  | { type: 'mean.selected'; id: string }
  | { type: 'means.refetch' }
  | { type: 'means.scrolled'; status: ScrollStatus };

/** The paypalClientToken child's snapshot, as far as this machine reads it. */
type ClientTokenSnapshot = { event: { snapshot: { value?: unknown; context?: { clientToken?: string | null } } } };

/** The mean a selection starts on: the current token's mean, else the first default. */
function initialSelection(data: MeansData, defaultIds: string[], currentTokenId: string | null): string | null {
  const tokenMean = currentTokenId ? data.means.find((m) => m.tokenId === currentTokenId) : undefined;
  return tokenMean?.id ?? defaultIds[0] ?? null;
}

export const paymentMeansMachine = setup({
  types: {
    context: {} as PaymentMeansContext,
    events: {} as PaymentMeansEvent,
  },
  actors: {
    fetchMeans: notProvided<MeansData>('fetchMeans'),
    paypalClientToken: paypalClientTokenMachine,
  },
  guards: {
    configured: ({ context }) => context.config !== null,
  },
  actions: {
    // Only the means a flow can pay are kept: the tiles, the defaults and the selection read no other.
    store: assign((_, data: MeansData) => ({ data: { ...data, ...payableMeans(data.means, data.tokens) }, initStatus: 'FETCHED' as const, failure: null })),
    configure: assign((_, config: MeansConfig) => ({ config })),
    scrolled: assign((_, params: { status: ScrollStatus }) => ({ scrollStatus: params.status })),
    decide: assign(({ context }) => {
      if (!context.data || !context.config) return {};
      const { defaultIds, currentTokenId } = chooseDefaults({
        means: context.data.means,
        methods: context.data.methods,
        tokens: context.data.tokens,
        ...context.config,
      });
      return {
        defaultIds,
        currentTokenId,
        selectedId: initialSelection(context.data, defaultIds, currentTokenId),
        initStatus: 'FINISHED' as const,
      };
    }),
    /** Selecting a method clears the current token (SPEC 4 "Payment tokens") and the multiple defaults. */
    select: assign(({ context }, params: { id: string }) => {
      const mean = context.data?.means.find((m) => m.id === params.id);
      if (!mean || mean.status !== 'enabled') return {};
      return mean.format === 'PAYMENT_METHOD'
        ? { selectedId: mean.id, currentTokenId: null, defaultIds: [mean.id] }
        : { selectedId: mean.id, currentTokenId: mean.tokenId };
    }),
    /** SPEC 4 PayPal: a new client token for the new PayPal mean, the previous one dropped (none to ask: nothing). */
    requestClientToken: enqueueActions(({ context, enqueue }, params: { id: string | null }) => {
      const chosen = params.id === null ? null : context.data?.means.find((m) => m.id === params.id);
      // On a choice, only a PayPal mean asks again.
      if (params.id !== null && !(chosen?.type === 'PAYPAL' && chosen.status === 'enabled')) return;
      const request = context.data ? clientTokenRequestOf(context.data.means) : null;
      if (!request || !context.data) return;
      enqueue.assign({ data: { ...context.data, means: withoutClientToken(context.data.means) } });
      enqueue.sendTo('paypalClientToken', { type: 'clientToken.requested', request });
    }),
    takeClientToken: assign(({ context }, params: { clientToken: string }) =>
      context.data ? { data: { ...context.data, means: withClientToken(context.data.means, params.clientToken) } } : {},
    ),
    disablePayPal: assign(({ context }) => (context.data ? { data: { ...context.data, means: withoutPayPal(context.data.means) } } : {})),
    recordFailure: assign((_, params: { error: unknown }) => ({
      failure: isSessionExpired(params.error) ? ('sessionExpired' as const) : ('failed' as const),
    })),
  },
}).createMachine({
  id: 'paymentMeans',
  context: { data: null, config: null, defaultIds: [], currentTokenId: null, selectedId: null, initStatus: 'ONGOING', scrollStatus: 'INITIATED', failure: null },
  initial: 'fetching',
  // SPEC 4 PayPal: the client token child; its `ready` gives the new PayPal mean its token, its `failed` disables it.
  invoke: {
    src: 'paypalClientToken',
    id: 'paypalClientToken',
    onSnapshot: [
      {
        guard: ({ event }: ClientTokenSnapshot) => event.snapshot.value === 'ready' && !!event.snapshot.context?.clientToken,
        actions: { type: 'takeClientToken', params: ({ event }: ClientTokenSnapshot) => ({ clientToken: event.snapshot.context!.clientToken! }) },
      },
      { guard: ({ event }: ClientTokenSnapshot) => event.snapshot.value === 'failed', actions: 'disablePayPal' },
    ],
  },
  on: { 'means.configure': { actions: { type: 'configure', params: ({ event }) => event.config } } },
  states: {
    fetching: {
      invoke: {
        src: 'fetchMeans',
        id: 'fetchMeans',
        onDone: [
          {
            guard: 'configured',
            target: 'ready',
            actions: [{ type: 'store', params: ({ event }) => event.output }, 'decide', { type: 'requestClientToken', params: { id: null } }],
          },
          { target: 'awaitingConfig', actions: [{ type: 'store', params: ({ event }) => event.output }, { type: 'requestClientToken', params: { id: null } }] },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    awaitingConfig: {
      on: {
        'means.configure': {
          target: 'ready',
          actions: [{ type: 'configure', params: ({ event }) => event.config }, 'decide'],
        },
      },
    },
    ready: {
      on: {
        'mean.selected': {
          actions: [{ type: 'select', params: ({ event }) => ({ id: event.id }) }, { type: 'requestClientToken', params: ({ event }) => ({ id: event.id }) }],
        },
        'means.scrolled': { actions: { type: 'scrolled', params: ({ event }) => event } },
        'means.refetch': 'fetching',
      },
    },
    failed: {
      on: { 'means.refetch': 'fetching' },
    },
  },
});
