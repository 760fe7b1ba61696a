// Payment means and the default-mean rules (SPEC 4 "Payment tokens", "Payment methods", "Default mean
// rules"): the means are fetched as soon as the session is known; the defaults are chosen once the
// player's last method and first-deposit flag are known too (the root sends `means.configure`). A new
// PayPal mean needs the processor's client token first: the `paypalClientToken` child asks for it after
// each fetch and when PayPal is chosen (SPEC 4 PayPal); without it that mean is disabled (SPEC 8).
import { assign, enqueueActions, setup, spawnChild, stopChild, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import {
  chooseDefaults,
  NO_WALLET,
  walletsOffered,
  walletsToCheckBeforeDisplay,
  type MethodEntry,
  type TokenEntry,
  type WalletState,
} from '../src/domain/default-mean';
import type { AppContext } from '../src/domain/context';
import { isSessionExpired } from '../src/domain/failures';
import { payableMeans } from '../src/domain/methods';
import type { PaymentMean } from '../src/domain/payment-means';
import { clientTokenRequestOf, withClientToken, withoutClientToken, withoutPayPal } from '../src/domain/paypal-means';
import { paypalClientTokenMachine } from './paypal-client-token.machine';
import { notProvided } from './side-effects';
import { tracked, type TrackEmitted } from '../src/domain/tracking';

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
  /**
   * What the player had chosen before the page loaded again (docs/decisions.md "Page lifecycle"): a failed
   * provider payment's method (the callback's), else the mean kept for this tab. Selected again when it is
   * still offered and enabled, as the player's own choice would be (SPEC 4: the current token cleared).
   */
  chosen?: { method: string | null; meanId: string | null };
}

/** What the wallet eligibility check (src/app, machines/wallet-eligibility.machine.ts) is asked. */
export interface WalletCheckRequest {
  applePayEnabled: boolean;
  googlePayEnabled: boolean;
  app: AppContext | null;
}

export type InitStatus = 'ONGOING' | 'FETCHED' | 'FINISHED';
/** How the means list last scrolled (SPEC 3 payment-means state): at start, by the player, or by itself. */
export type ScrollStatus = 'INITIATED' | 'MANUAL' | 'AUTOMATIC';

export interface PaymentMeansContext {
  data: MeansData | null;
  config: MeansConfig | null;
  /** Apple Pay and Google Pay on this device (SPEC 4): checked once the means are known. */
  wallet: WalletState;
  /**
   * The wallets' check ended while the page showed the means: a wallet it found goes after the tiles already
   * shown, so none of them moves under the player's finger (DESIGN 7; docs/decisions.md "A late wallet tile").
   */
  walletsLate: boolean;
  app: AppContext | null;
  defaultIds: string[];
  currentTokenId: string | null;
  selectedId: string | null;
  initStatus: InitStatus;
  scrollStatus: ScrollStatus;
  /** Why the last fetch failed; the root reads it from this machine's snapshot. */
  failure: 'sessionExpired' | 'failed' | null;
}

/**
 * The wallets' check, one per fetch of the means. It is spawned (not invoked by a state) so that a page
 * shown before it ends keeps the same check: a state's invoke would start it again, and the device would
 * be asked its bridge question twice (docs/decisions.md "The bridge contract for native teams").
 */
const WALLET_CHECK_ID = 'checkWallets';

export type PaymentMeansEvent =
  | { type: 'means.configure'; config: MeansConfig }
  | { type: 'mean.selected'; id: string }
  | { type: 'means.refetch' }
  | { type: 'means.scrolled'; status: ScrollStatus }
  // The wallets' check is spawned, not invoked: one check lives on from before display into the shown page.
  | DoneActorEvent<WalletState, typeof WALLET_CHECK_ID>
  | ErrorActorEvent<unknown, typeof WALLET_CHECK_ID>;

/** The paypalClientToken child's snapshot, as far as this machine reads it. */
type ClientTokenSnapshot = { event: { snapshot: { value?: unknown; context?: { clientToken?: string | null } } } };

/** The mean a selection starts on: the current token's mean, else the first default. */
function initialSelection(data: MeansData, defaultIds: string[], currentTokenId: string | null): string | null {
  const tokenMean = currentTokenId ? data.means.find((m) => m.tokenId === currentTokenId) : undefined;
  return tokenMean?.id ?? defaultIds[0] ?? null;
}

/** The enabled mean the player had chosen (MeansConfig.chosen): the failed method's new mean first, else the kept mean. */
export function chosenMean(means: readonly PaymentMean[], chosen: MeansConfig['chosen']): PaymentMean | null {
  if (!chosen) return null;
  const enabled = means.filter((m) => m.status === 'enabled');
  const byMethod = chosen.method ? enabled.filter((m) => m.method === chosen.method) : [];
  return (
    byMethod.find((m) => m.id === chosen.meanId) ??
    byMethod.find((m) => m.format === 'PAYMENT_METHOD') ??
    byMethod[0] ??
    (chosen.meanId ? enabled.find((m) => m.id === chosen.meanId) : undefined) ??
    null
  );
}

function displayBeforeWallets(context: PaymentMeansContext, config: MeansConfig): boolean {
  const offered = context.data ? walletsOffered(context.data.means, context.data.methods) : { applePay: false, googlePay: false };
  const wallet: WalletState = {
    ...context.wallet,
    applePay: offered.applePay ? context.wallet.applePay : 'notCompatible',
    googlePay: offered.googlePay ? context.wallet.googlePay : 'notCompatible',
  };
  return walletsToCheckBeforeDisplay(config.lastMethod, wallet).length === 0;
}

/** A wallet is among the means and not checked yet. */
function hasWalletsToCheck(context: PaymentMeansContext): boolean {
  const offered = context.data ? walletsOffered(context.data.means, context.data.methods) : { applePay: false, googlePay: false };
  return (offered.applePay && context.wallet.applePay === 'notChecked') || (offered.googlePay && context.wallet.googlePay === 'notChecked');
}

const walletCheckRequest = ({ context }: { context: PaymentMeansContext }): WalletCheckRequest => {
  const offered = context.data ? walletsOffered(context.data.means, context.data.methods) : { applePay: false, googlePay: false };
  return { applePayEnabled: offered.applePay, googlePayEnabled: offered.googlePay, app: context.app };
};

export const paymentMeansMachine = setup({
  types: {
    context: {} as PaymentMeansContext,
    events: {} as PaymentMeansEvent,
    input: {} as { app: AppContext } | undefined,
    emitted: {} as TrackEmitted,
    /**
     * 'ready': the means are there to choose; 'settled': the list stays as it is until the device or the
     * player acts (ready, its wallets checked before display, or failed), when the server renders the first
     * screen (docs/decisions.md "State names stay in their machine").
     */
    tags: {} as 'ready' | 'settled' | 'fetching',
  },
  actors: {
    fetchMeans: notProvided<MeansData>('fetchMeans'),
    paypalClientToken: paypalClientTokenMachine,
    checkWallets: notProvided<WalletState, WalletCheckRequest>('checkWallets'),
  },
  guards: {
    configured: ({ context }) => context.config !== null,
    /** A wallet is among the means and not checked yet. */
    walletsToCheck: ({ context }) => hasWalletsToCheck(context),
    /** SPEC 4: the wallets are checked before display only with no last method or that wallet last. */
    displayBeforeWallets: ({ context }, params: { config: MeansConfig }) => displayBeforeWallets(context, params.config),
    /** Wallets to check, and the page may show before they are known: they are checked beside it. */
    walletsToCheckBeside: ({ context }) => hasWalletsToCheck(context) && context.config !== null && displayBeforeWallets(context, context.config),
  },
  actions: {
    // Only the means a flow can pay are kept: the tiles, the defaults and the selection read no other.
    store: assign((_, data: MeansData) => ({
      data: { ...data, ...payableMeans(data.means, data.tokens) },
      initStatus: 'FETCHED' as const,
      failure: null,
      walletsLate: false,
    })),
    configure: assign((_, config: MeansConfig) => ({ config })),
    takeWallet: assign((_, wallet: WalletState) => ({ wallet })),
    takeLateWallet: assign((_, wallet: WalletState) => ({ wallet, walletsLate: true })),
    /** No wallet among the means: neither is offered, nothing to check. */
    noWallet: assign(({ context }) => ({
      wallet: {
        applePay: context.wallet.applePay === 'notChecked' ? 'notCompatible' : context.wallet.applePay,
        googlePay: context.wallet.googlePay === 'notChecked' ? 'notCompatible' : context.wallet.googlePay,
        googlePayHasCardInWallet: context.wallet.googlePayHasCardInWallet,
      } satisfies WalletState,
    })),
    checkWallets: spawnChild('checkWallets', { id: WALLET_CHECK_ID, input: walletCheckRequest }),
    scrolled: assign((_, params: { status: ScrollStatus }) => ({ scrollStatus: params.status })),
    decide: assign(({ context }) => {
      if (!context.data || !context.config) return {};
      const { defaultIds, currentTokenId } = chooseDefaults({
        means: context.data.means,
        methods: context.data.methods,
        tokens: context.data.tokens,
        ...context.config,
        wallet: context.wallet,
      });
      const chosen = chosenMean(context.data.means, context.config.chosen);
      // The player's own choice comes back as a selection does (`select` below); else the default rules.
      if (chosen) {
        const selected =
          chosen.format === 'PAYMENT_METHOD' ? { defaultIds: [chosen.id], currentTokenId: null } : { defaultIds, currentTokenId: chosen.tokenId };
        return { ...selected, selectedId: chosen.id, initStatus: 'FINISHED' as const };
      }
      return {
        defaultIds,
        currentTokenId,
        selectedId: initialSelection(context.data, defaultIds, currentTokenId),
        initStatus: 'FINISHED' as const,
      };
    }),
    /** Selecting a method clears the current token (SPEC 4 "Payment tokens") and the multiple defaults. */
    /** The mean the player picked (an enabled one), tracked; src/app forwards the child's tracking. */
    trackSelected: enqueueActions(({ context, enqueue }, params: { id: string }) => {
      const mean = context.data?.means.find((m) => m.id === params.id);
      if (mean?.status === 'enabled')
        enqueue.emit(tracked('payment_method_selected', { method: mean.method, mean: mean.format === 'TOKEN' ? 'token' : 'new' }));
    }),
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
  context: ({ input }) => ({
    data: null,
    config: null,
    wallet: NO_WALLET,
    walletsLate: false,
    app: input?.app ?? null,
    defaultIds: [],
    currentTokenId: null,
    selectedId: null,
    initStatus: 'ONGOING',
    scrollStatus: 'INITIATED',
    failure: null,
  }),
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
    onError: { actions: 'disablePayPal' }, // as a failed client token (SPEC 8)
  },
  on: { 'means.configure': { actions: { type: 'configure', params: ({ event }) => event.config } } },
  states: {
    fetching: {
      tags: ['fetching'],
      // A fetch again (means.refetch) drops a check still running: the new means get their own.
      entry: stopChild(WALLET_CHECK_ID),
      invoke: {
        src: 'fetchMeans',
        id: 'fetchMeans',
        onDone: {
          target: 'stored',
          actions: [
            { type: 'store', params: ({ event }) => event.output },
            { type: 'requestClientToken', params: { id: null } },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    stored: {
      always: [
        { guard: 'walletsToCheckBeside', target: 'ready.checkingWallets', actions: ['checkWallets', 'decide'] },
        { guard: 'walletsToCheck', target: 'checkingWallets', actions: 'checkWallets' },
        { guard: 'configured', target: 'ready', actions: ['noWallet', 'decide'] },
        { target: 'awaitingConfig', actions: 'noWallet' },
      ],
    },
    // Before display when the rules need it (no last method, or that wallet last); else beside the page.
    checkingWallets: {
      tags: ['settled'],
      on: {
        'xstate.done.actor.checkWallets': [
          { guard: 'configured', target: 'ready', actions: [{ type: 'takeWallet', params: ({ event }) => event.output }, 'decide'] },
          { target: 'awaitingConfig', actions: { type: 'takeWallet', params: ({ event }) => event.output } },
        ],
        'xstate.error.actor.checkWallets': [
          { guard: 'configured', target: 'ready', actions: ['noWallet', 'decide'] },
          { target: 'awaitingConfig', actions: 'noWallet' },
        ],
        // The page may show before the check ends: the same check goes on beside it.
        'means.configure': {
          guard: { type: 'displayBeforeWallets', params: ({ event }) => event },
          target: 'ready.checkingWallets',
          actions: [{ type: 'configure', params: ({ event }) => event.config }, 'decide'],
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
      tags: ['ready', 'settled'],
      initial: 'idle',
      states: {
        idle: {},
        // The wallets' check, finished while the page shows: a wallet appears once compatible.
        checkingWallets: {
          on: {
            'xstate.done.actor.checkWallets': { target: 'idle', actions: { type: 'takeLateWallet', params: ({ event }) => event.output } },
            'xstate.error.actor.checkWallets': { target: 'idle', actions: 'noWallet' },
          },
        },
      },
      on: {
        'mean.selected': {
          actions: [
            { type: 'trackSelected', params: ({ event }) => ({ id: event.id }) },
            { type: 'select', params: ({ event }) => ({ id: event.id }) },
            { type: 'requestClientToken', params: ({ event }) => ({ id: event.id }) },
          ],
        },
        'means.scrolled': { actions: { type: 'scrolled', params: ({ event }) => event } },
        'means.refetch': 'fetching',
      },
    },
    failed: {
      tags: ['settled'],
      on: { 'means.refetch': 'fetching' },
    },
  },
});
