// Deposit eligibility (SPEC 4): fetched after context init. Eligible players go on to the amount
// page; an ineligible player sees the error dialog for the reason and leaves; a lost session goes to
// session timeout; any other failure goes to the technical error page.
import { assign, setup } from 'xstate';
import { notProvided, sessionExpired, errorOf } from './side-effects';

/** The eligibility answer as the machines use it (wire: GET /kong/v6/me/deposits/eligibility). */
export interface EligibilityData {
  eligible: boolean;
  reason: string | null;
  currentDate: string;
  /** The player's balance; null once it is known to have changed and could not be read again (the header hides it). */
  balance: number | null;
  minDepositAmount: number | null;
  maxDepositAmount: number | null;
  technicalMaxDepositAmount: number | null;
  userLimits: ReadonlyArray<{ type: 'daily' | 'weekly' | 'monthly'; value: number; remaining: number }>;
}

export type EligibilityOutput =
  | { kind: 'eligible'; data: EligibilityData }
  /** The answer is kept too: the header shows the balance over the ineligibility dialog. */
  | { kind: 'ineligible'; reason: string; data: EligibilityData }
  | { kind: 'sessionExpired' }
  | { kind: 'failed' };

/** Reason shown when the server says "not eligible" without one. */
export const DEFAULT_INELIGIBLE_REASON = 'DEP_UserNotEligibleForDeposit';

export const eligibilityMachine = setup({
  types: {
    context: {} as { outcome: EligibilityOutput },
    output: {} as EligibilityOutput,
  },
  actors: {
    fetchEligibility: notProvided<EligibilityData>('fetchEligibility'),
  },
  guards: {
    isEligible: (_, params: EligibilityData) => params.eligible,
    sessionExpired,
  },
  actions: {
    settle: assign((_, params: EligibilityOutput) => ({ outcome: params })),
  },
}).createMachine({
  id: 'eligibility',
  context: { outcome: { kind: 'failed' } },
  initial: 'fetching',
  states: {
    fetching: {
      invoke: {
        src: 'fetchEligibility',
        id: 'fetchEligibility',
        onDone: [
          {
            guard: { type: 'isEligible', params: ({ event }) => event.output },
            target: 'eligible',
            actions: { type: 'settle', params: ({ event }) => ({ kind: 'eligible', data: event.output }) },
          },
          {
            target: 'ineligible',
            actions: {
              type: 'settle',
              params: ({ event }) => ({ kind: 'ineligible', reason: event.output.reason || DEFAULT_INELIGIBLE_REASON, data: event.output }),
            },
          },
        ],
        onError: [
          {
            guard: { type: 'sessionExpired', params: errorOf },
            target: 'sessionExpired',
            actions: { type: 'settle', params: { kind: 'sessionExpired' } },
          },
          { target: 'failed', actions: { type: 'settle', params: { kind: 'failed' } } },
        ],
      },
    },
    eligible: { type: 'final' },
    ineligible: { type: 'final' },
    sessionExpired: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => context.outcome,
});
