// Eligibility (SPEC 4 "Context init", 8): an eligible player goes on with the answer's balance and
// limits; a player who may not deposit gets the dialog for the reason (DEP_UserNotEligibleForDeposit
// when the server gives none); a lost session is a session timeout; any other failure is technical.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { eligibilityMachine, type EligibilityData } from './eligibility.machine';
import { eligibleData, httpError, sessionExpiredError } from './fixtures';

const run = (answer: () => Promise<EligibilityData>) =>
  toPromise(createActor(eligibilityMachine.provide({ actors: { fetchEligibility: fromPromise(answer) } })).start());

describe('eligibility (SPEC 4)', () => {
  it('eligible: the answer is handed on whole (balance, bounds, user limits)', async () => {
    expect(await run(async () => eligibleData)).toEqual({ kind: 'eligible', data: eligibleData });
  });

  it('not eligible: the reason of the answer, and the answer (its balance stays in the header)', async () => {
    const answer = { ...eligibleData, eligible: false, reason: 'DEP_UserTriedToDepositOverLimit' };
    expect(await run(async () => answer)).toEqual({ kind: 'ineligible', reason: 'DEP_UserTriedToDepositOverLimit', data: answer });
  });

  it('not eligible without a reason: DEP_UserNotEligibleForDeposit (the eligibility problem texts)', async () => {
    expect(await run(async () => ({ ...eligibleData, eligible: false, reason: null }))).toMatchObject({
      kind: 'ineligible',
      reason: 'DEP_UserNotEligibleForDeposit',
    });
    expect(await run(async () => ({ ...eligibleData, eligible: false, reason: '' }))).toMatchObject({
      kind: 'ineligible',
      reason: 'DEP_UserNotEligibleForDeposit',
    });
  });

  it('a lost session is a session expiry; any other failure is a failure (technical error page)', async () => {
    expect(await run(async () => Promise.reject(sessionExpiredError))).toEqual({ kind: 'sessionExpired' });
    expect(await run(async () => Promise.reject(httpError))).toEqual({ kind: 'failed' });
    expect(await run(async () => Promise.reject(new Error('network')))).toEqual({ kind: 'failed' });
  });
});
