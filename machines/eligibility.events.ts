import { eligibleData, httpError, ineligibleData, sessionExpiredError } from './fixtures';

export const eligibilityEvents = [
  { type: 'xstate.done.actor.fetchEligibility', output: eligibleData },
  { type: 'xstate.done.actor.fetchEligibility', output: ineligibleData },
  { type: 'xstate.done.actor.fetchEligibility', output: { ...ineligibleData, reason: null } },
  { type: 'xstate.error.actor.fetchEligibility', error: sessionExpiredError },
  { type: 'xstate.error.actor.fetchEligibility', error: httpError },
];
