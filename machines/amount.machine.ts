// The amount being deposited (SPEC 3 "Amount state"): the value, where it came from (INITIATED when
// the app set it, INPUT when typed, PRESET when a suggestion was tapped) and whether the player has
// touched it; plus the deposit-limits dialog of the amount page.
import { assign, emit, setup } from 'xstate';
import { amountFieldFor, type AmountFormat } from '../src/domain/amount-entry';
import { tracked, type TrackEmitted } from '../src/domain/tracking';

export type AmountSource = 'INITIATED' | 'INPUT' | 'PRESET';

export interface AmountInput {
  presets: readonly number[];
  /** The amount to start with (a failed deposit's amount, or the first preset). */
  initialAmount: number | null;
  /** How the field writes this player's amounts (src/domain/amount-entry.ts). */
  format: AmountFormat;
}

export interface AmountContext {
  presets: readonly number[];
  /** What the field shows, as typed. */
  text: string;
  /** The parsed amount, null when the text is empty or not a number. */
  amount: number | null;
  source: AmountSource;
  interacted: boolean;
}

export type AmountEvent =
  | { type: 'amount.changed'; text: string; amount: number | null }
  | { type: 'amount.presetSelected'; amount: number; text: string }
  | { type: 'limits.opened' }
  | { type: 'limits.closed' };

export const amountMachine = setup({
  types: {
    input: {} as AmountInput,
    context: {} as AmountContext,
    events: {} as AmountEvent,
    emitted: {} as TrackEmitted,
    /** The limits dialog open: the one state the amount page names (docs/decisions.md "State names stay in their machine"). */
    tags: {} as 'limitsOpen',
  },
  actions: {
    /** A suggested amount tapped (src/app forwards the child's tracking). */
    trackPreset: emit((_, params: { amount: number }) => tracked('amount_preset_selected', { amount: params.amount })),
    typed: assign((_, params: { text: string; amount: number | null }) => ({
      text: params.text,
      amount: params.amount,
      source: 'INPUT' as const,
      interacted: true,
    })),
    presetChosen: assign((_, params: { text: string; amount: number }) => ({
      text: params.text,
      amount: params.amount,
      source: 'PRESET' as const,
      interacted: true,
    })),
  },
}).createMachine({
  id: 'amount',
  // The field shows the starting amount as the player's locale writes it ("2 000" in CI), or stays empty
  // when it could not hold it: the field never shows one amount while Pay would send another.
  context: ({ input }) => ({
    presets: input.presets,
    ...amountFieldFor(input.initialAmount, input.format),
    source: 'INITIATED',
    interacted: false,
  }),
  type: 'parallel',
  states: {
    entry: {
      on: {
        'amount.changed': { actions: { type: 'typed', params: ({ event }) => event } },
        'amount.presetSelected': {
          actions: [
            { type: 'presetChosen', params: ({ event }) => event },
            { type: 'trackPreset', params: ({ event }) => event },
          ],
        },
      },
    },
    limitsDialog: {
      initial: 'closed',
      states: {
        closed: { on: { 'limits.opened': 'open' } },
        open: { tags: ['limitsOpen'], on: { 'limits.closed': 'closed' } },
      },
    },
  },
});
