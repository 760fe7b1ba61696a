// The withdrawal fragment (SPEC 2 route `pending`, SPEC 8 withdrawal codes, SPEC 9 flag
// payment-f-new-withdrawal-flow-enabled), run by the root as its `flow` child when the page was opened
// on /pending (the root's `resume`, docs/decisions.md "Withdrawal fragments"). With the flag off it ends
// at once (the amount page). Otherwise: the player's pending withdrawals; cancelling one (after a
// confirmation) sends the money back to the balance and tells the native app (paymentWithdrawalSuccess),
// then reads the balance again for the header (SPEC 2: the user balance; the root takes it from `balance.read`);
// the add-new-IBAN dialog checks the IBAN (ISO 13616 mod-97) before posting it. A refusal shows the error
// dialog of SPEC 8 over the fragment; back leaves the fragment for the amount page.
import { assign, emit, setup } from 'xstate';
import type { BridgeEmitted } from '../src/domain/bridge-events';
import { refusalReason } from '../src/domain/errors';
import { ApiFailure } from '../src/domain/failures';
import { isValidIban, maskIban, normaliseIban } from '../src/methods/withdrawal/rules';
import { withdrawalEnabled, type PendingWithdrawal } from '../src/domain/withdrawal';
import type { FlowInput, FlowOutput } from './flow-output';
import { ROUTES, type ScreenMeta } from './routes';
import { errorOf, notProvided, sessionExpired } from './side-effects';

/**
 * The balance read after a cancel: the root puts it in the header. null: the read failed, so the header's
 * balance is known to be stale and is hidden (DESIGN 7: what the player is shown agrees with the server).
 */
export type BalanceRead = { type: 'balance.read'; balance: number | null };

/** What the IBAN call is given: the IBAN in its electronic format (src/methods/withdrawal/api.ts builds the body). */
export interface AddIbanInput {
  iban: string;
}

export interface WithdrawalContext {
  enabled: boolean;
  withdrawals: PendingWithdrawal[];
  /** The withdrawal the player asked to cancel (the confirmation, then the call). */
  selected: PendingWithdrawal | null;
  /** The last withdrawal cancelled: its amount is back in the balance (the fragment says so). */
  cancelled: PendingWithdrawal | null;
  /** The IBAN sent to the server (electronic format): not a secret, the player's own bank account. */
  iban: string | null;
  /** The IBAN the server accepted last, masked (the fragment says so). */
  ibanAdded: string | null;
  /** The reason of the error dialog (SPEC 8). */
  error: string | null;
  result: FlowOutput;
}

export type WithdrawalEvent =
  | { type: 'withdrawal.cancelRequested'; id: string }
  | { type: 'cancel.confirmed' }
  | { type: 'cancel.dismissed' }
  | { type: 'iban.opened' }
  | { type: 'iban.submitted'; iban: string }
  | { type: 'iban.closed' }
  | { type: 'dialog.closed' }
  /** The header's or the browser's back, forwarded by the root. */
  | { type: 'navigation.back' };

const LEAVE = { target: '#withdrawal.done', actions: { type: 'finishWith', params: { kind: 'cancelled' as const } } } as const;
const SESSION_LOST = {
  guard: { type: 'sessionExpired' as const, params: errorOf },
  target: '#withdrawal.done',
  actions: { type: 'finishWith' as const, params: { kind: 'sessionExpired' as const } },
};

export const withdrawalMachine = setup({
  types: {
    input: {} as FlowInput,
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    output: {} as FlowOutput,
    emitted: {} as Extract<BridgeEmitted, { type: 'bridge.paymentWithdrawalSuccess' }> | BalanceRead,
    tags: {} as
      | 'busy'
      | 'confirming'
      | 'ibanDialog'
      | 'dialog'
      | 'loading'
      | 'cancelling'
      | 'pendingWithdrawals'
      | 'loadFailed'
      | 'list'
      | 'refreshingBalance'
      | 'cancelRefused'
      | 'iban'
      | 'ibanEditing'
      | 'ibanAdding'
      | 'ibanRefused',
    meta: {} as ScreenMeta,
    children: {} as {
      fetchPendingWithdrawals: 'fetchPendingWithdrawals';
      cancelWithdrawal: 'cancelWithdrawal';
      addIban: 'addIban';
      fetchBalance: 'fetchBalance';
    },
  },
  actors: {
    fetchPendingWithdrawals: notProvided<PendingWithdrawal[]>('fetchPendingWithdrawals'),
    cancelWithdrawal: notProvided<void, { id: string }>('cancelWithdrawal'),
    addIban: notProvided<void, AddIbanInput>('addIban'),
    /** The player's balance as the server has it now (the eligibility answer's `balance`). */
    fetchBalance: notProvided<number | null>('fetchBalance'),
  },
  guards: {
    enabled: ({ context }) => context.enabled,
    listed: ({ context }, params: { id: string }) => context.withdrawals.some((w) => w.id === params.id && w.cancellable),
    validIban: (_, params: { iban: string }) => isValidIban(params.iban),
    sessionExpired,
  },
  actions: {
    takeWithdrawals: assign((_, withdrawals: PendingWithdrawal[]) => ({ withdrawals })),
    select: assign(({ context }, params: { id: string }) => ({ selected: context.withdrawals.find((w) => w.id === params.id) ?? null })),
    unselect: assign({ selected: null }),
    /** The cancelled withdrawal leaves the list; its amount is back in the balance. */
    takeCancelled: assign(({ context }) => ({
      withdrawals: context.withdrawals.filter((w) => w.id !== context.selected?.id),
      cancelled: context.selected,
      selected: null,
    })),
    /** SPEC 7 paymentWithdrawalSuccess: the native app refreshes the balance (docs/decisions.md). */
    announceCancelled: emit(({ context }) => ({
      type: 'bridge.paymentWithdrawalSuccess' as const,
      payload: { amount: context.selected?.amount ?? 0 },
    })),
    /** The server's balance after a cancel, for the root's header (never the old one plus the amount: DESIGN 7). */
    announceBalance: emit((_, balance: number | null) => ({ type: 'balance.read' as const, balance })),
    takeSubmitted: assign((_, params: { iban: string }) => ({ iban: normaliseIban(params.iban) })),
    takeIban: assign(({ context }) => ({ ibanAdded: maskIban(context.iban ?? '') })),
    /** SPEC 8: the refusal reason is the answer's error_code, or payment.internal.error without one. */
    takeError: assign((_, params: { error: unknown }) => ({
      error: refusalReason(params.error instanceof ApiFailure ? params.error.errorCode : null),
    })),
    clearError: assign({ error: null, selected: null }),
    finishWith: assign((_, result: FlowOutput) => ({ result })),
  },
}).createMachine({
  id: 'withdrawal',
  context: ({ input }) => ({
    enabled: withdrawalEnabled(input.flags),
    withdrawals: [],
    selected: null,
    cancelled: null,
    iban: null,
    ibanAdded: null,
    error: null,
    result: { kind: 'cancelled' },
  }),
  initial: 'deciding',
  states: {
    // SPEC 9: behind payment-f-new-withdrawal-flow-enabled; off, the amount page (docs/decisions.md).
    deciding: { always: [{ guard: 'enabled', target: 'pending' }, LEAVE] },
    /** The pending withdrawals fragment (SPEC 2 route `pending`). */
    pending: {
      tags: ['pendingWithdrawals'],
      meta: { route: ROUTES.PENDING },
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy', 'loading'],
          on: { 'navigation.back': LEAVE },
          invoke: {
            src: 'fetchPendingWithdrawals',
            id: 'fetchPendingWithdrawals',
            onDone: { target: 'list', actions: { type: 'takeWithdrawals', params: ({ event }) => event.output } },
            onError: [SESSION_LOST, { target: 'loadFailed', actions: { type: 'takeError', params: errorOf } }],
          },
        },
        // Nothing to show without the list: closing the dialog leaves the fragment.
        loadFailed: { tags: ['dialog', 'loadFailed'], on: { 'dialog.closed': LEAVE, 'navigation.back': LEAVE } },
        list: {
          tags: ['list'],
          initial: 'idle',
          states: {
            idle: {},
            // After a cancel the list stays in the player's hands while the balance is read again; a failed
            // read hides the header's balance, now stale (the native app was told, and refreshes its own).
            refreshingBalance: {
              tags: ['refreshingBalance'],
              invoke: {
                src: 'fetchBalance',
                id: 'fetchBalance',
                onDone: { target: 'idle', actions: { type: 'announceBalance', params: ({ event }) => event.output } },
                onError: { target: 'idle', actions: { type: 'announceBalance', params: null } },
              },
            },
          },
          on: {
            'withdrawal.cancelRequested': {
              guard: { type: 'listed', params: ({ event }) => event },
              target: 'confirming',
              actions: { type: 'select', params: ({ event }) => event },
            },
            'iban.opened': 'iban',
            'navigation.back': LEAVE,
          },
        },
        /** "Cancel this withdrawal?": money moves only on the player's yes. */
        confirming: {
          tags: ['confirming'],
          on: {
            'cancel.confirmed': 'cancelling',
            'cancel.dismissed': { target: 'list', actions: 'unselect' },
            'navigation.back': { target: 'list', actions: 'unselect' },
          },
        },
        // back: ignored while the call runs (its answer decides what the list shows).
        cancelling: {
          tags: ['busy', 'cancelling'],
          invoke: {
            src: 'cancelWithdrawal',
            id: 'cancelWithdrawal',
            input: ({ context }) => ({ id: context.selected?.id ?? '' }),
            onDone: { target: 'list.refreshingBalance', actions: ['announceCancelled', 'takeCancelled'] },
            onError: [SESSION_LOST, { target: 'cancelRefused', actions: { type: 'takeError', params: errorOf } }],
          },
        },
        // The list is read again after a refused (or unanswered) cancel: the server says what is still pending.
        cancelRefused: {
          tags: ['dialog', 'cancelRefused'],
          on: { 'dialog.closed': { target: 'loading', actions: 'clearError' }, 'navigation.back': { target: 'loading', actions: 'clearError' } },
        },
        /** The add-new-IBAN dialog (SPEC 2): an IBAN that breaks ISO 13616 is never sent. */
        iban: {
          tags: ['iban'],
          initial: 'editing',
          states: {
            editing: {
              tags: ['ibanDialog', 'ibanEditing'],
              on: {
                'iban.submitted': {
                  guard: { type: 'validIban', params: ({ event }) => event },
                  target: 'adding',
                  actions: { type: 'takeSubmitted', params: ({ event }) => event },
                },
                'iban.closed': '#withdrawal.pending.list',
                'navigation.back': '#withdrawal.pending.list',
              },
            },
            adding: {
              tags: ['ibanDialog', 'busy', 'ibanAdding'],
              invoke: {
                src: 'addIban',
                id: 'addIban',
                input: ({ context }) => ({ iban: context.iban ?? '' }),
                onDone: { target: '#withdrawal.pending.list', actions: 'takeIban' },
                onError: [SESSION_LOST, { target: 'refused', actions: { type: 'takeError', params: errorOf } }],
              },
            },
            // SPEC 8 (e.g. payment.withdrawal.invalid_credential, "Try again"): closing goes back to the form.
            refused: {
              tags: ['dialog', 'ibanRefused'],
              on: { 'dialog.closed': { target: 'editing', actions: 'clearError' }, 'navigation.back': { target: 'editing', actions: 'clearError' } },
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
