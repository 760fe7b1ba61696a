import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_ABORTED,
  GENERIC_FAILURE_NON_CARD,
  MULTIBANCO_VALIDITY_DAYS,
  UNKNOWN_ERROR,
  callbackOutcome,
  outcomeOf,
  usableRedirectUrl,
  type DepositResponseLike,
} from './deposit-outcome';

const URL_OK = 'https://provider.example/pay?x=1';
// docs/decisions.md "Unknown is not failed": once the call was sent, an answer the flow cannot act on is
// not known yet (retried, then pending), never SPEC 4's "generic failure".
const UNKNOWN = { kind: 'unknown' } as const;
const res = (status: string, over: Partial<DepositResponseLike> = {}): DepositResponseLike => ({
  status,
  transaction_uid: 'tx-1',
  transaction_context: { redirect_url: URL_OK },
  ...over,
});

describe('usableRedirectUrl', () => {
  it.each([
    [URL_OK, URL_OK],
    ['http://localhost:8080/sandbox/skrill', 'http://localhost:8080/sandbox/skrill'],
    [' https://p.example/a ', 'https://p.example/a'],
    ['/sandbox/p24?id=1', '/sandbox/p24?id=1'],
  ])('accepts %j', (raw, url) => {
    expect(usableRedirectUrl(raw)).toBe(url);
  });
  it.each([[''], ['  '], ['javascript:alert(1)'], ['data:text/html,x'], ['not a url'], ['//evil.example/'], ['/\\evil'], [42], [null], [undefined], [{}]])(
    'refuses %j',
    (raw) => {
      expect(usableRedirectUrl(raw)).toBeNull();
    },
  );
});

describe('outcomeOf: bank transfer (SPEC 4)', () => {
  it.each(['BANKTRANSFER_DEPOSIT', 'BANKTRANSFER', 'BankTransferDeposit'])('%s redirect: redirect', (method) => {
    expect(outcomeOf(method, res('redirect'))).toEqual({ kind: 'redirect', url: URL_OK });
  });
  it.each(['success', 'pending', 'weird', ''])('status %j: not a redirect, so not known yet (never a failure)', (status) => {
    expect(outcomeOf('BANKTRANSFER_DEPOSIT', res(status))).toEqual(UNKNOWN);
  });
  it('refused: the refusal reason', () => {
    expect(outcomeOf('BANKTRANSFER_DEPOSIT', res('refused', { refused_reason: 'DEP_FraudCheckRefused' }))).toEqual({
      kind: 'failure',
      reason: 'DEP_FraudCheckRefused',
    });
  });
});

describe('outcomeOf: Skrill (SPEC 4)', () => {
  it.each(['success', 'redirect', 'SUCCESS'])('%s: redirect to redirect_url', (status) => {
    expect(outcomeOf('SKRILL', res(status))).toEqual({ kind: 'redirect', url: URL_OK });
  });
  it('refused: the refused reason', () => {
    expect(outcomeOf('SKRILL', res('refused', { refused_reason: 'payment.insufficientfunds' }))).toEqual({
      kind: 'failure',
      reason: 'payment.insufficientfunds',
    });
  });
  it.each(['pending', 'error', ''])('%j: not known yet, not payment.genericfailurenoncard', (status) => {
    expect(GENERIC_FAILURE_NON_CARD).toBe('payment.genericfailurenoncard');
    expect(outcomeOf('SKRILL', res(status))).toEqual(UNKNOWN);
  });
});

describe('outcomeOf: Przelewy24 and Paysafecard (SPEC 4)', () => {
  it.each([
    ['PRZELEWY24', 'success'],
    ['PRZELEWY24', 'redirect'],
    ['PAYSAFECARD', 'success'],
    ['PAYSAFECARD', 'redirect'],
  ])('%s %s: redirect to redirect_url', (method, status) => {
    expect(outcomeOf(method, res(status))).toEqual({ kind: 'redirect', url: URL_OK });
  });
  it.each(['PRZELEWY24', 'PAYSAFECARD'])('%s other status: not known yet', (method) => {
    expect(outcomeOf(method, res('pending'))).toEqual(UNKNOWN);
  });
  it.each(['PRZELEWY24', 'PAYSAFECARD'])('%s refused without a reason: payment.internal.error', (method) => {
    expect(outcomeOf(method, res('refused'))).toEqual({ kind: 'failure', reason: 'payment.internal.error' });
  });
});

describe('outcomeOf: a redirect without a usable redirect_url (nothing to act on: not known yet)', () => {
  it.each<[string, Partial<DepositResponseLike>]>([
    ['no context', { transaction_context: undefined }],
    ['null context', { transaction_context: null }],
    ['no redirect_url', { transaction_context: { params: 'x' } }],
    ['empty redirect_url', { transaction_context: { redirect_url: '' } }],
    ['javascript redirect_url', { transaction_context: { redirect_url: 'javascript:alert(1)' } }],
    ['non-string redirect_url', { transaction_context: { redirect_url: 12 } }],
  ])('%s', (_, over) => {
    for (const method of ['SKRILL', 'PRZELEWY24', 'PAYSAFECARD', 'BANKTRANSFER_DEPOSIT', 'CARD']) {
      expect(outcomeOf(method, res('redirect', over))).toEqual(UNKNOWN);
    }
  });
});

describe('outcomeOf: Multibanco (SPEC 4: a reference)', () => {
  const ctx = { entity: '12345', reference: '123 456 789', amount: 20 };
  it.each(['success', 'pending'])('%s: the reference, valid 3 days', (status) => {
    expect(MULTIBANCO_VALIDITY_DAYS).toBe(3);
    expect(outcomeOf('MULTIBANCO', res(status, { transaction_context: ctx }))).toEqual({
      kind: 'reference',
      entity: '12345',
      reference: '123 456 789',
      amount: 20,
      expiresInDays: 3,
    });
  });
  it('numeric fields are read as text, a text amount as a number', () => {
    expect(outcomeOf('MULTIBANCO', res('success', { transaction_context: { entity: 12345, reference: 987654321, amount: '15.5' } }))).toMatchObject({
      entity: '12345',
      reference: '987654321',
      amount: 15.5,
    });
  });
  it('without an amount in the context: the requested amount, else null', () => {
    const c = { entity: 'e', reference: 'r' };
    expect(outcomeOf('MULTIBANCO', res('success', { transaction_context: c }), { amount: 30 })).toMatchObject({ amount: 30 });
    expect(outcomeOf('MULTIBANCO', res('success', { transaction_context: c }))).toMatchObject({ amount: null });
  });
  it('the validity from expires_in_days when it is a positive whole number, else 3', () => {
    const days = (v: unknown) => outcomeOf('MULTIBANCO', res('pending', { transaction_context: { ...ctx, expires_in_days: v } })) as { expiresInDays: number };
    expect(days(5).expiresInDays).toBe(5);
    expect(days(0).expiresInDays).toBe(3);
    expect(days(1.5).expiresInDays).toBe(3);
    expect(days('7').expiresInDays).toBe(3);
    expect(days(undefined).expiresInDays).toBe(3);
  });
  it('missing entity or reference: not known yet', () => {
    expect(outcomeOf('MULTIBANCO', res('success', { transaction_context: { entity: 'e' } }))).toEqual(UNKNOWN);
    expect(outcomeOf('MULTIBANCO', res('success', { transaction_context: null }))).toEqual(UNKNOWN);
  });
  it('refused: the refusal reason; another status: not known yet', () => {
    expect(outcomeOf('MULTIBANCO', res('refused', { refused_reason: 'X', transaction_context: ctx }))).toEqual({
      kind: 'failure',
      reason: 'X',
    });
    expect(outcomeOf('MULTIBANCO', res('boom', { transaction_context: ctx }))).toEqual(UNKNOWN);
  });
});

describe('outcomeOf: other methods (SPEC 4 Deposit outcome statuses)', () => {
  it('success, pending, redirect as such; refused with its reason; anything else not known yet', () => {
    expect(outcomeOf('CARD', res('success'))).toEqual({ kind: 'success' });
    expect(outcomeOf('PAYPAL', res('pending'))).toEqual({ kind: 'pending' });
    expect(outcomeOf('MBWAY', res('redirect'))).toEqual({ kind: 'redirect', url: URL_OK });
    expect(outcomeOf('CARD', res('refused', { refused_reason: '  ' }))).toEqual({ kind: 'failure', reason: 'payment.internal.error' });
    expect(outcomeOf('CARD', res('unexpected'))).toEqual(UNKNOWN);
  });
});

describe('outcomeOf: premium ticket (docs/decisions.md "Premium ticket")', () => {
  it('success and pending as such; refused with its reason; anything else (a redirect too) not known yet', () => {
    expect(outcomeOf('PREMIUM_TICKET', res('success'))).toEqual({ kind: 'success' });
    expect(outcomeOf('PREMIUM_TICKET', res('pending'))).toEqual({ kind: 'pending' });
    expect(outcomeOf('PREMIUM_TICKET', res('refused', { refused_reason: 'DEP_VoucherAlreadyUsed' }))).toEqual({
      kind: 'failure',
      reason: 'DEP_VoucherAlreadyUsed',
    });
    expect(outcomeOf('PREMIUM_TICKET', res('redirect'))).toEqual(UNKNOWN);
    expect(outcomeOf('PREMIUM_TICKET', res('weird'))).toEqual(UNKNOWN);
  });
});

describe('callbackOutcome (SPEC 4 Callback)', () => {
  it('success', () => {
    expect(callbackOutcome('success', null)).toEqual({ kind: 'success' });
    expect(callbackOutcome('SUCCESS', 'ignored')).toEqual({ kind: 'success' });
  });
  it('pending, and redirect treated as pending', () => {
    expect(callbackOutcome('pending', null)).toEqual({ kind: 'pending' });
    expect(callbackOutcome('redirect', null)).toEqual({ kind: 'pending' });
  });
  it("aborted: 'Deposit aborted', whatever the reason", () => {
    expect(DEPOSIT_ABORTED).toBe('Deposit aborted');
    expect(callbackOutcome('aborted', 'payment.x')).toEqual({ kind: 'failure', reason: 'Deposit aborted' });
  });
  it("a refusal (failure, refused, 20, 30): the reason, or 'Unknown error'; a value not known: not known yet", () => {
    expect(UNKNOWN_ERROR).toBe('Unknown error');
    expect(callbackOutcome('failure', 'payment.internal.error')).toEqual({ kind: 'failure', reason: 'payment.internal.error' });
    expect(callbackOutcome('REFUSED', null)).toEqual({ kind: 'failure', reason: 'Unknown error' });
    expect(callbackOutcome('failure', '')).toEqual({ kind: 'failure', reason: 'Unknown error' });
    expect(callbackOutcome(20, 'r')).toEqual({ kind: 'failure', reason: 'r' });
    expect(callbackOutcome('error', 'payment.internal.error')).toEqual(UNKNOWN);
    expect(callbackOutcome(null, undefined)).toEqual(UNKNOWN);
    expect(callbackOutcome(undefined, 'r')).toEqual(UNKNOWN);
  });
});

describe('deposit outcomes: more of SPEC 4', () => {
  it('a status is read whatever its case or surrounding blanks', () => {
    expect(outcomeOf('CARD', res(' Success '))).toEqual({ kind: 'success' });
    expect(callbackOutcome(' Pending ', null)).toEqual({ kind: 'pending' });
  });
  it('a same-origin redirect path with blanks around is still usable', () => {
    expect(usableRedirectUrl(' /sandbox/p24?id=1 ')).toBe('/sandbox/p24?id=1');
  });
  it.each(['BANKTRANSFER_DEPOSIT', 'BankTransferDeposit'])('bank transfer %s: success is not a redirect, so not known yet', (method) => {
    expect(outcomeOf(method, res('success'))).toEqual(UNKNOWN);
    expect(outcomeOf(method, res('pending'))).toEqual(UNKNOWN);
  });
  it('Multibanco: a redirect status shows the reference as well', () => {
    expect(outcomeOf('MULTIBANCO', res('redirect', { transaction_context: { entity: '12345', reference: '123456789', amount: 20 } }))).toEqual({
      kind: 'reference',
      entity: '12345',
      reference: '123456789',
      amount: 20,
      expiresInDays: 3,
    });
  });
  it('Multibanco: entity and reference trimmed; a number that is not finite is no entity (not known yet)', () => {
    expect(outcomeOf('MULTIBANCO', res('success', { transaction_context: { entity: ' 12345 ', reference: ' 123456789 ' } }))).toMatchObject({
      entity: '12345',
      reference: '123456789',
    });
    expect(outcomeOf('MULTIBANCO', res('success', { transaction_context: { entity: Number.NaN, reference: 'r' } }))).toEqual(UNKNOWN);
  });
  it('Multibanco: an amount that is blank or null in the context is no amount: the requested one', () => {
    const c = { entity: 'e', reference: 'r' };
    expect(outcomeOf('MULTIBANCO', res('success', { transaction_context: { ...c, amount: '  ' } }), { amount: 30 })).toMatchObject({ amount: 30 });
    expect(outcomeOf('MULTIBANCO', res('success', { transaction_context: { ...c, amount: null } }), { amount: 30 })).toMatchObject({ amount: 30 });
    expect(outcomeOf('MULTIBANCO', res('success', { transaction_context: { ...c, amount: 'abc' } }), { amount: 30 })).toMatchObject({ amount: 30 });
  });
  it("callback: a refusal's reason trimmed; a blank reason is Unknown error", () => {
    expect(callbackOutcome('failure', ' payment.internal.error ')).toEqual({ kind: 'failure', reason: 'payment.internal.error' });
    expect(callbackOutcome('failure', '   ')).toEqual({ kind: 'failure', reason: 'Unknown error' });
  });
});
