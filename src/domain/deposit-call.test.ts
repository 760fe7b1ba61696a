// Which deposit answers are unknown (sent again, then pending) and which are refusals, and the
// pending deposit record kept over a reload (written from the issue).
import { describe, expect, it } from 'vitest';
import { answerUnreadable, parsePaymentDraft, parsePendingDeposit, readAt, resumedMean, waitLeftMs, withWaitStart, type PendingDeposit } from './deposit-call';
import { ApiFailure } from './failures';

describe('answerUnreadable: the deposit may have been recorded', () => {
  it.each([
    ['a dropped connection', new ApiFailure('NETWORK')],
    ['a time-out', new ApiFailure('TIMEOUT')],
    ['a body that is not JSON or not the answer', new ApiFailure('MALFORMED')],
    ['a 500 with an error body', new ApiFailure('HTTP', 'payment.internal.error', 'HTTP 500', 500)],
    ['a 502 without one', new ApiFailure('HTTP', null, 'HTTP 502', 502)],
    // docs/decisions.md "Unknown is not failed": nothing but a refusal or a lost session is known.
    ['an HTTP failure without a status', new ApiFailure('HTTP', 'x')],
    ['a programming error', new Error('boom')],
    ['a 409 on the first send', new ApiFailure('HTTP', 'DEP_Duplicate', 'HTTP 409', 409)],
  ])('%s is unknown', (_, error) => expect(answerUnreadable(error)).toBe(true));

  it.each([
    ['a 422 refusal', new ApiFailure('HTTP', 'DEP_FraudCheckRefused', 'HTTP 422', 422)],
    ['a 400', new ApiFailure('HTTP', 'payment.bad.request', 'HTTP 400', 400)],
    ['a lost session', new ApiFailure('SESSION_EXPIRED')],
  ])('%s is not', (_, error) => expect(answerUnreadable(error)).toBe(false));

  it('a 422 refusal on a resend of the same intent is unknown (attempt 1)', () =>
    expect(answerUnreadable(new ApiFailure('HTTP', 'DEP_FraudCheckRefused', 'HTTP 422', 422), 1)).toBe(true));
});

const record: PendingDeposit = {
  flow: 'mobileMoney',
  method: 'MOBILEMONEY',
  amount: 5000,
  correlationId: 'c-1',
  stage: 'polling',
  transactionId: 'tx-1',
  depositId: null,
  token: false,
};

describe('parsePendingDeposit', () => {
  it('reads what was written', () => expect(parsePendingDeposit(JSON.stringify(record))).toEqual(record));
  it('keeps only the known fields', () => expect(parsePendingDeposit(JSON.stringify({ ...record, cvv: '123' }))).toEqual(record));
  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['an unknown flow', JSON.stringify({ ...record, flow: 'crypto' })],
    ['an unknown stage', JSON.stringify({ ...record, stage: 'done' })],
    ['no amount', JSON.stringify({ ...record, amount: 0 })],
    ['no correlation id', JSON.stringify({ ...record, correlationId: ' ' })],
    ['a number as transaction id', JSON.stringify({ ...record, transactionId: 7 })],
    ['an array', '[]'],
  ])('%s is no record', (_, raw) => expect(parsePendingDeposit(raw)).toBeNull());

  // docs/decisions.md "A reloaded wait says where the request went".
  it('keeps where a mobile money request went (operator, number); anything else there is dropped, the record kept', () => {
    const sent = { ...record, sentTo: { operator: 'MTN', phoneNumber: '0701020304' } };
    expect(parsePendingDeposit(JSON.stringify(sent))).toEqual(sent);
    expect(parsePendingDeposit(JSON.stringify({ ...record, sentTo: { operator: 'MTN', phoneNumber: '<img>' } }))).toEqual(record);
    expect(parsePendingDeposit(JSON.stringify({ ...record, sentTo: { operator: 'mtn; x', phoneNumber: '0701020304' } }))).toEqual(record);
  });
});

describe('resumedMean', () => {
  it('names the method only; a saved mobile money mean stays saved', () => {
    expect(resumedMean(record)).toMatchObject({ method: 'MOBILEMONEY', type: 'MOBILE_MONEY', format: 'PAYMENT_METHOD', tokenId: null });
    expect(resumedMean({ ...record, token: true })).toMatchObject({ format: 'TOKEN', tokenId: 'resumed' });
  });
});

describe('the challenge stage and the payment draft (docs/decisions.md "Page lifecycle")', () => {
  const challenge = { acsURL: 'https://acs.bank.example/c', creq: 'eyJ9', acsTransID: 'a', threeDSServerTransID: 's', messageVersion: '2.2.0' };
  const record = {
    flow: 'card',
    method: 'CARD',
    amount: 25,
    correlationId: 'i',
    stage: 'challenge',
    transactionId: 'tx',
    depositId: null,
    token: false,
    challenge,
  };
  it('a challenge record keeps its ACS address and CReq', () => {
    expect(parsePendingDeposit(JSON.stringify(record))).toEqual(record);
  });
  it('a challenge without a usable ACS address, a CReq or a transaction is no record', () => {
    expect(parsePendingDeposit(JSON.stringify({ ...record, challenge: { ...challenge, acsURL: 'javascript:alert(1)' } }))).toBeNull();
    expect(parsePendingDeposit(JSON.stringify({ ...record, challenge: { ...challenge, creq: '' } }))).toBeNull();
    expect(parsePendingDeposit(JSON.stringify({ ...record, challenge: undefined }))).toBeNull();
    expect(parsePendingDeposit(JSON.stringify({ ...record, transactionId: null }))).toBeNull();
  });
  it('another stage drops a challenge it does not need', () => {
    expect(parsePendingDeposit(JSON.stringify({ ...record, stage: 'threeDs2' }))).not.toHaveProperty('challenge');
  });
  it('a draft is a mean id and a positive amount (or none)', () => {
    expect(parsePaymentDraft('{"meanId":"5","amount":30}')).toEqual({ meanId: '5', amount: 30 });
    expect(parsePaymentDraft('{"meanId":"5","amount":-1}')).toEqual({ meanId: '5', amount: null });
    expect(parsePaymentDraft('{"amount":30}')).toBeNull();
    expect(parsePaymentDraft('not json')).toBeNull();
    expect(parsePaymentDraft(null)).toBeNull();
  });
});

describe('a wait keeps when it began (docs/decisions.md "A resumed wait keeps its deadline")', () => {
  const waiting: PendingDeposit = { ...record, stage: 'polling', transactionId: 'tx-1' };
  const T0 = 1_700_000_000_000;

  it('a record reaching its wait is stamped with now; saved again for the same intent it keeps the first time', () => {
    const first = withWaitStart(waiting, null, T0);
    expect(first.waitingSince).toBe(T0);
    expect(withWaitStart(waiting, first, T0 + 30_000).waitingSince).toBe(T0);
    // another intent's record does not lend its time
    expect(withWaitStart(waiting, { ...first, correlationId: 'other' }, T0 + 30_000).waitingSince).toBe(T0 + 30_000);
  });

  it('only a wait keeps a time; what a page computed on reading is never stored', () => {
    expect(withWaitStart({ ...record, stage: 'calling' }, null, T0)).not.toHaveProperty('waitingSince');
    expect(withWaitStart({ ...waiting, waitingSince: T0, waitedMs: 5000 }, null, T0 + 9000)).toEqual({ ...waiting, waitingSince: T0 });
  });

  it('read 100 s later, the wait has run 100 s; a clock set back counts as no time; the time survives storage', () => {
    const kept = parsePendingDeposit(JSON.stringify(withWaitStart(waiting, null, T0)))!;
    expect(readAt(kept, T0 + 100_000).waitedMs).toBe(100_000);
    expect(readAt(kept, T0 - 5000).waitedMs).toBe(0);
    expect(readAt(record, T0)).toEqual(record);
    expect(parsePendingDeposit(JSON.stringify({ ...waiting, waitingSince: 'soon' }))).toEqual(waiting);
  });

  it('what is left of a 2-minute wait: all of it when fresh, the rest when resumed, never below 0', () => {
    expect(waitLeftMs(120_000, null)).toBe(120_000);
    expect(waitLeftMs(120_000, { ...waiting, waitedMs: 100_000 })).toBe(20_000);
    expect(waitLeftMs(120_000, { ...waiting, waitedMs: 130_000 })).toBe(0);
  });
});
