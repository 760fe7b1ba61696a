// What the flows share about their deposit call, against docs/decisions.md: "one intent, one
// deposit" (one correlation id per intent, the same id on a resumed flow), "the retry is a machine state"
// (an unreadable answer is sent again after 1 s, then 3 s: two more sends, then pending, unconfirmed; a
// clear refusal, a 4xx, stays a failure) and "reload during a deposit" (the record deposit.pendingSaved with
// flow, method, amount, correlation id, stage, transaction id, deposit id, saved-mean flag; then
// deposit.pendingCleared). Expected values written by hand.
import { describe, expect, it } from 'vitest';
import type { PendingDeposit } from '../src/domain/deposit-call';
import { ApiFailure } from '../src/domain/failures';
import {
  canSendAgain,
  correlationIdFor,
  depositRetry,
  intentContext,
  nextAttempt,
  nextIntent,
  PENDING_CLEARED,
  pendingSaved,
  resumedAt,
  unreadable,
  type IntentContext,
} from './deposit-call';

const record: PendingDeposit = {
  flow: 'card',
  method: 'CARD',
  amount: 50,
  correlationId: 'intent-before-reload',
  stage: 'threeDs2',
  transactionId: 'tx-9',
  depositId: null,
  token: false,
};
const at = (attempt: number, over: Partial<IntentContext> = {}): { context: IntentContext } => ({
  context: { correlationId: 'intent-1', attempt, resume: null, ...over },
});

const lost = new ApiFailure('NETWORK');
const serverError = new ApiFailure('HTTP', null, '502', 502);
const refused = new ApiFailure('HTTP', 'DEP_FraudCheckRefused', '422', 422);
const sessionLost = new ApiFailure('SESSION_EXPIRED');

describe('one intent, one deposit: the correlation id', () => {
  it('a new intent takes the Pay button\'s intent id, no send yet, no record to resume', () => {
    const c = intentContext({ intentId: 'intent-1' });
    expect(c).toEqual({ correlationId: 'intent-1', attempt: 0, resume: null });
    expect(correlationIdFor(c)).toBe('intent-1');
  });

  it('a resumed flow keeps the record it was started on', () => {
    expect(intentContext({ intentId: 'intent-before-reload', resume: record })).toEqual({
      correlationId: 'intent-before-reload',
      attempt: 0,
      resume: record,
    });
    expect(intentContext({ intentId: 'intent-1', resume: null }).resume).toBeNull();
  });

  it('entering the call starts the count of sends again; each unreadable answer adds one', () => {
    expect(nextIntent()).toEqual({ attempt: 0 });
    expect(nextAttempt(at(0))).toEqual({ attempt: 1 });
    expect(nextAttempt(at(1))).toEqual({ attempt: 2 });
  });
});

describe('the retry of an unreadable answer (1 s, then 3 s, then pending unconfirmed)', () => {
  it('an unreadable answer (no answer, a 5xx) is sent again while sends are left: two more sends', () => {
    for (const error of [lost, serverError]) {
      expect(canSendAgain(at(0), { error })).toBe(true);
      expect(canSendAgain(at(1), { error })).toBe(true);
      expect(canSendAgain(at(2), { error })).toBe(false);
      expect(canSendAgain(at(3), { error })).toBe(false);
    }
  });

  it('a clear refusal (4xx) or a lost session is never sent again', () => {
    for (const error of [refused, sessionLost]) expect(canSendAgain(at(0), { error })).toBe(false);
  });

  it('with no send left, an unreadable answer is pending (unconfirmed); a refusal on the first send is not', () => {
    expect(unreadable(at(2), { error: lost })).toBe(true);
    expect(unreadable(at(2), { error: serverError })).toBe(true);
    // A resend's 4xx may be about the first send (a duplicate, a throttle): not known, not a refusal.
    expect(unreadable(at(2), { error: refused })).toBe(true);
    expect(unreadable(at(0), { error: refused })).toBe(false);
    expect(unreadable(at(2), { error: sessionLost })).toBe(false);
  });

  it('the back-off is 1 s before the second send, 3 s before the third', () => {
    expect(depositRetry(at(1))).toBe(1000);
    expect(depositRetry(at(2))).toBe(3000);
  });

  it('the back-off never leaves the list: 1 s at the start, 3 s past the end', () => {
    expect(depositRetry(at(0))).toBe(1000);
    expect(depositRetry(at(3))).toBe(3000);
  });
});

describe('the pending deposit record kept over a reload', () => {
  it('a resumed flow waits at the record\'s stage, and only there', () => {
    const resumed = at(0, { resume: record });
    expect(resumedAt(resumed, { stage: 'threeDs2' })).toBe(true);
    expect(resumedAt(resumed, { stage: 'calling' })).toBe(false);
    expect(resumedAt(resumed, { stage: 'polling' })).toBe(false);
    expect(resumedAt(at(0), { stage: 'threeDs2' })).toBe(false);
  });

  it('the record saved carries the facts and the intent\'s correlation id', () => {
    const facts = { flow: 'mobileMoney' as const, method: 'MOBILEMONEY', amount: 20, stage: 'monitoring' as const, transactionId: 'tx-2', depositId: 'dep-2', token: true };
    expect(pendingSaved(at(0).context, facts)).toEqual({
      type: 'deposit.pendingSaved',
      deposit: { flow: 'mobileMoney', method: 'MOBILEMONEY', amount: 20, stage: 'monitoring', transactionId: 'tx-2', depositId: 'dep-2', token: true, correlationId: 'intent-1' },
    });
  });

  it('leaving the wait clears the record', () => {
    expect(PENDING_CLEARED).toEqual({ type: 'deposit.pendingCleared' });
  });
});
