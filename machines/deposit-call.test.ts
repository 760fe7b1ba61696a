// What the flows share about their deposit intent, against docs/decisions.md: "one intent, one
// deposit" (one correlation id per intent, the same id on a resumed flow) and "reload during a deposit"
// (the record deposit.pendingSaved with flow, method, amount, correlation id, stage, transaction id,
// deposit id, saved-mean flag; then deposit.pendingCleared). The call's own rules (send again, back-off,
// refusal): deposit-call.machine.test.ts. Expected values written by hand.
import { describe, expect, it } from 'vitest';
import type { PendingDeposit } from '../src/domain/deposit-call';
import { correlationIdFor, intentContext, PENDING_CLEARED, pendingSaved, resumedAt, type IntentContext } from './deposit-call';

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
const at = (over: Partial<IntentContext> = {}): { context: IntentContext } => ({
  context: { correlationId: 'intent-1', resume: null, ...over },
});

describe('one intent, one deposit: the correlation id', () => {
  it("a new intent takes the Pay button's intent id, no send yet, no record to resume", () => {
    const c = intentContext({ intentId: 'intent-1' });
    expect(c).toEqual({ correlationId: 'intent-1', resume: null });
    expect(correlationIdFor(c)).toBe('intent-1');
  });

  it('a resumed flow keeps the record it was started on', () => {
    expect(intentContext({ intentId: 'intent-before-reload', resume: record })).toEqual({
      correlationId: 'intent-before-reload',
      resume: record,
    });
    expect(intentContext({ intentId: 'intent-1', resume: null }).resume).toBeNull();
  });
});

describe('the pending deposit record kept over a reload', () => {
  it("a resumed flow waits at the record's stage, and only there", () => {
    const resumed = at({ resume: record });
    expect(resumedAt(resumed, { stage: 'threeDs2' })).toBe(true);
    expect(resumedAt(resumed, { stage: 'calling' })).toBe(false);
    expect(resumedAt(resumed, { stage: 'polling' })).toBe(false);
    expect(resumedAt(at(), { stage: 'threeDs2' })).toBe(false);
  });

  it("the record saved carries the facts and the intent's correlation id", () => {
    const facts = {
      flow: 'mobileMoney' as const,
      method: 'MOBILEMONEY',
      amount: 20,
      stage: 'monitoring' as const,
      transactionId: 'tx-2',
      depositId: 'dep-2',
      token: true,
    };
    expect(pendingSaved(at().context, facts)).toEqual({
      type: 'deposit.pendingSaved',
      deposit: {
        flow: 'mobileMoney',
        method: 'MOBILEMONEY',
        amount: 20,
        stage: 'monitoring',
        transactionId: 'tx-2',
        depositId: 'dep-2',
        token: true,
        correlationId: 'intent-1',
      },
    });
  });

  it('leaving the wait clears the record', () => {
    expect(PENDING_CLEARED).toEqual({ type: 'deposit.pendingCleared' });
  });
});
